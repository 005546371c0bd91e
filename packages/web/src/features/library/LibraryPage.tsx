// /edit/library/:tab: the authoring library (authoring.md §2). Thirteen tabs, the core ones first; the filters
// live in the URL (page, name, status, language, archived, author, core); per row edit, copy and
// archive/restore. Without canEditContent (translators) creating, copying and archiving are not offered.
import {
  canEditContent,
  LIBRARY_TABS,
  type LibraryRow,
  type LibraryTab,
  libraryTab,
  mayAuthorIn,
  mayChangeItem,
  TREE_KINDS,
  tabOf,
} from '@brickyard/core';
import { ActionIcon, Anchor, Button, Group, SegmentedControl, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconCopy, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  copyItem,
  type LibraryFilters,
  saveItem,
  useInvalidateLibrary,
  useLibraryList,
} from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { LinkTabs } from '../../ui/LinkTabs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ContentTable } from './ContentTable.tsx';
import { CopyItemModal } from './CopyItemModal.tsx';
import { editorPath, newItemPath } from './editors.ts';
import { EMPTY_FILTERS, LibraryFiltersBar } from './LibraryFiltersBar.tsx';
import { OldTutorialModal } from './OldTutorialModal.tsx';
import { PageTreeList } from './PageTreeList.tsx';

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof LibraryFilters)[];

/** The filters and page the URL holds; archived defaults to No. */
const useUrlFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? EMPTY_FILTERS[key]]),
  ) as unknown as LibraryFilters;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const update = (next: Partial<LibraryFilters> & { page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (
            value === '' ||
            value === undefined ||
            (key === 'archived' && value === 'false') ||
            (key === 'page' && value === 0)
          )
            out.delete(key);
          else out.set(key, String(value));
        }
        // New filters start again at the first page.
        if (next.page === undefined) out.delete('page');
        return out;
      },
      { replace: true },
    );
  return { filters, page, update };
};

export function LibraryPage() {
  const { tab: tabName = 'courses' } = useParams();
  const tab = libraryTab(tabName);
  if (!tab) return <Navigate to="/edit/library/courses" replace />;
  return <LibraryTabPage key={tab.tab} tab={tab} />;
}

function LibraryTabPage({ tab }: { tab: LibraryTab }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const editable = canEditContent(user);
  const { filters, page, update } = useUrlFilters();
  // References, FAQs and definitions also show as a tree list (`?view=tree`, kept in the URL).
  const [params, setParams] = useSearchParams();
  const hasTree = (TREE_KINDS as readonly string[]).includes(tab.kind);
  const treeView = hasTree && params.get('view') === 'tree';
  const setView = (view: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (view === 'tree') out.set('view', 'tree');
        else out.delete('view');
        return out;
      },
      { replace: true },
    );
  const list = useLibraryList(tab.kind, tab.variant, filters, page);
  const invalidate = useInvalidateLibrary();
  const [busy, setBusy] = useState<string | null>(null);
  const [newOld, setNewOld] = useState(false);
  /** The row whose copy is being made: its language is chosen first. */
  const [copying, setCopying] = useState<LibraryRow | null>(null);
  const tabLabel = t(`library.tabs.${tab.tab}`);

  const copy = async (row: LibraryRow, language: string) => {
    setBusy(row._id);
    try {
      const copied = await copyItem(tab.kind, row._id, language);
      setCopying(null);
      notifications.show({ color: 'green', message: t('library.copied', { title: row.title }) });
      await invalidate();
      const target = tabOf(copied.kind, copied.variant);
      if (target) navigate(editorPath(target.editor, copied._id));
    } catch (error) {
      notifications.show(errorToast(error, t));
    } finally {
      setBusy(null);
    }
  };

  const toggleArchive = async (row: LibraryRow) => {
    setBusy(row._id);
    try {
      await saveItem(tab.kind, row._id, { version: row.version, archived: !row.archived });
      notifications.show({
        color: 'green',
        message: t(row.archived ? 'library.restored' : 'library.archived', { title: row.title }),
      });
      await invalidate();
    } catch (error) {
      notifications.show(errorToast(error, t));
    } finally {
      setBusy(null);
    }
  };

  const tabs = LIBRARY_TABS.map((entry) => ({
    value: entry.tab,
    label: t(`library.tabs.${entry.tab}`),
    to: `/edit/library/${entry.tab}`,
  }));

  return (
    <>
      <PageHeader title={t('library.title')} description={t('library.description')} />
      <LinkTabs tabs={tabs} current={tab.tab} label={t('library.tabsLabel')} />
      {editable && (
        <Group mb="md">
          {tab.tab === 'tutorialsOld' ? (
            // Old tutorials start from a modal: their name and, if wanted, a solution project.
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNewOld(true)}>
              {t(`library.newItem.${tab.tab}`)}
            </Button>
          ) : (
            <Button
              component={Link}
              to={newItemPath(tab, filters.language)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t(`library.newItem.${tab.tab}`)}
            </Button>
          )}
          {newOld && <OldTutorialModal language={filters.language} onClose={() => setNewOld(false)} />}
          {copying && (
            <CopyItemModal
              kind={tab.kind}
              row={copying}
              busy={busy === copying._id}
              onCopy={(language) => copy(copying, language)}
              onClose={() => setCopying(null)}
            />
          )}
          {tab.kind === 'references' && (
            <Button
              variant="light"
              component={Link}
              to={`${newItemPath(tab, filters.language)}${filters.language ? '&' : '?'}skill=true`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('library.newSkill')}
            </Button>
          )}
        </Group>
      )}
      {hasTree && (
        <SegmentedControl
          mb="md"
          aria-label={t('library.tree.views')}
          value={treeView ? 'tree' : 'table'}
          onChange={setView}
          data={[
            { value: 'table', label: t('library.tree.tableView') },
            { value: 'tree', label: t('library.tree.treeView') },
          ]}
        />
      )}
      {treeView ? (
        <PageTreeList
          tab={tab}
          language={filters.language || 'javascript'}
          editable={editable}
          onLanguage={(language) => update({ language })}
        />
      ) : (
        <>
          <LibraryFiltersBar kind={tab.kind} filters={filters} onChange={update} me={user?._id ?? ''} />
          <ContentTable
            caption={t('library.tableOf', { kind: tabLabel })}
            query={list}
            page={page}
            onPage={(next) => update({ page: next })}
            readOnly={(row) => !mayAuthorIn(user, row.community)}
            title={(row) => (
              <Anchor component={Link} to={editorPath(tab.editor, row._id)}>
                {row.title}
              </Anchor>
            )}
            actions={(row) => (
              <>
                <Tooltip label={t('library.edit')}>
                  <ActionIcon
                    component={Link}
                    to={editorPath(tab.editor, row._id)}
                    variant="subtle"
                    aria-label={t('library.editItem', { title: row.title })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                {tab.kind === 'courses' && (
                  <Tooltip label={t('library.preview')}>
                    <ActionIcon
                      component={Link}
                      to={`/learn/course-preview/${row._id}`}
                      variant="subtle"
                      aria-label={t('library.previewItem', { title: row.title })}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
                {editable && (
                  <Tooltip label={t('library.copy')}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setCopying(row)}
                      loading={busy === row._id}
                      aria-label={t('library.copyItem', { title: row.title })}
                    >
                      <IconCopy size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t(row.archived ? 'library.restore' : 'library.archive')}>
                  <ActionIcon
                    variant="subtle"
                    color={row.archived ? 'green' : 'gray'}
                    disabled={
                      !editable || !mayChangeItem(user, user.current_community ?? '', row.author?._id)
                    }
                    onClick={() => toggleArchive(row)}
                    loading={busy === row._id}
                    aria-label={t(row.archived ? 'library.restoreItem' : 'library.archiveItem', {
                      title: row.title,
                    })}
                  >
                    {row.archived ? (
                      <IconArchiveOff size={18} aria-hidden />
                    ) : (
                      <IconArchive size={18} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          />
        </>
      )}
    </>
  );
}
