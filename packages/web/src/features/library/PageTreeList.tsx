// The tree list of the reference, FAQ and definition libraries (authoring.md §2): one language's pages nested
// under their parents, each with View (the page as a reader sees it), Edit, and for those who edit content
// "Add from Library" (put an existing page under this one) and "Delete from Library" (its pages move up).
import {
  childrenByParent,
  LIBRARY_TABS,
  type LibraryRow,
  type LibraryTab,
  REFERENCE_LANGUAGES,
  type Reference,
  type TreeKind,
  type TreeList,
  type TreePage,
} from '@brickyard/core';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { fetchItem, saveItem, useInvalidateLibrary } from '../../api/library.ts';
import { PageBody } from '../../pieces/PageBody.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { errorToast } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { editorPath } from './editors.ts';
import { LibraryPickerModal } from './LibraryPickerModal.tsx';

const useTree = (kind: TreeKind, language: string) =>
  useQuery({
    // Under the library's lists, so a save, copy or archive anywhere refreshes it.
    queryKey: ['library', 'list', 'tree', kind, language],
    queryFn: ({ signal }) =>
      request<TreeList>(`/api/library/${kind}/tree?language=${encodeURIComponent(language)}`, { signal }),
  });

/** The page and every page above it: what cannot be put under it. */
const selfAndAncestors = (pages: readonly TreePage[], id: string | null) => {
  const byId = new Map(pages.map((page) => [page._id, page]));
  const out: string[] = [];
  for (let at = id; at !== null && !out.includes(at); at = byId.get(at)?.parent ?? null) out.push(at);
  return out;
};

export function PageTreeList({
  tab,
  language,
  editable,
  onLanguage,
}: {
  tab: LibraryTab;
  language: string;
  editable: boolean;
  onLanguage(language: string): void;
}) {
  const { t } = useTranslation();
  const kind = tab.kind as TreeKind;
  const tree = useTree(kind, language);
  const invalidate = useInvalidateLibrary();
  const pages = tree.data?.items ?? [];
  const children = useMemo(() => childrenByParent(pages), [pages]);
  const [viewing, setViewing] = useState<TreePage | null>(null);
  const [deleting, setDeleting] = useState<TreePage | null>(null);
  // The page a page is being added under; null: the top of the tree.
  const [addingTo, setAddingTo] = useState<{ page: TreePage | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const kindName = t(`library.tabs.${tab.tab}`);

  const remove = async (page: TreePage) => {
    setBusy(true);
    try {
      await request(`/api/${kind}/${encodeURIComponent(page._id)}`, { method: 'DELETE' });
      notifications.show({ color: 'green', message: t(`editor.reference.deleted.${kind}`) });
      await invalidate();
    } catch (error) {
      notifications.show(errorToast(error, t));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const addUnder = async (row: LibraryRow, parent: TreePage | null) => {
    setAddingTo(null);
    try {
      await saveItem(kind, row._id, { version: row.version, parent: parent?._id ?? null });
      notifications.show({
        color: 'green',
        message: parent
          ? t('library.tree.addedUnder', { title: row.title, parent: parent.title })
          : t('library.tree.addedTop', { title: row.title }),
      });
      await invalidate();
    } catch (error) {
      notifications.show(errorToast(error, t));
    }
  };

  const branch = (parent: string | null, depth: number) => {
    const list = children.get(parent) ?? [];
    if (list.length === 0) return null;
    return (
      <ul
        className="page-tree"
        style={{ listStyle: 'none', margin: 0, paddingInlineStart: depth === 0 ? 0 : 24 }}
      >
        {list.map((page) => (
          <li key={page._id}>
            <Group gap="xs" py={4} wrap="nowrap" className="page-tree-row">
              <Text fw={depth === 0 ? 600 : 400} style={{ flex: 1, minWidth: 0 }} truncate>
                <bdi>{page.title}</bdi>
              </Text>
              {page.draft && (
                <Badge size="sm" variant="light" color="gray">
                  {t('library.status.draft')}
                </Badge>
              )}
              {page.metaTags
                .filter((tag) => tag === 'skill' || tag === 'note')
                .map((tag) => (
                  <Badge key={tag} size="sm" variant="outline">
                    {t(`editor.reference.metaTags.${tag}`)}
                  </Badge>
                ))}
              <Tooltip label={t('library.tree.view')}>
                <ActionIcon
                  variant="subtle"
                  onClick={() => setViewing(page)}
                  aria-label={t('library.tree.viewItem', { title: page.title })}
                >
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t(`library.tree.edit.${kind}`)}>
                <ActionIcon
                  component={Link}
                  to={editorPath(tab.editor, page._id)}
                  variant="subtle"
                  aria-label={t('library.editItem', { title: page.title })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {editable && (
                <>
                  <Tooltip label={t('library.tree.addFromLibrary')}>
                    <ActionIcon
                      variant="subtle"
                      color="green"
                      onClick={() => setAddingTo({ page })}
                      aria-label={t('library.tree.addUnder', { title: page.title })}
                    >
                      <IconPlus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('library.tree.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(page)}
                      aria-label={t('library.tree.deleteItem', { title: page.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
            {branch(page._id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };

  const pickerTab = LIBRARY_TABS.find((entry) => entry.kind === kind) as LibraryTab;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <Select
          label={t('library.filter.language')}
          data={REFERENCE_LANGUAGES.map((value) => ({ value, label: t(`library.languages.${value}`) }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && onLanguage(value)}
          w={200}
        />
        {editable && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setAddingTo({ page: null })}
          >
            {t('library.tree.addFromLibrary')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="sm" component="section" aria-label={t('library.tree.label', { kind: kindName })}>
        {tree.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : tree.isError ? (
          <ErrorAlert error={tree.error} />
        ) : pages.length === 0 ? (
          <Text c="dimmed">{t('library.tree.empty')}</Text>
        ) : (
          branch(null, 0)
        )}
        {tree.data?.truncated && (
          <Alert color="yellow" mt="sm">
            {t('library.tree.truncated', { count: pages.length })}
          </Alert>
        )}
      </Paper>

      {addingTo && (
        <LibraryPickerModal
          tab={pickerTab}
          listName={addingTo.page ? addingTo.page.title : t('library.tree.top')}
          chosen={[
            ...selfAndAncestors(pages, addingTo.page?._id ?? null),
            ...(children.get(addingTo.page?._id ?? null) ?? []).map((page) => page._id),
          ]}
          language={language}
          onPick={(row) => void addUnder(row, addingTo.page)}
          onClose={() => setAddingTo(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('editor.reference.deleteNamed', { title: deleting?.title ?? '' })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('library.tree.delete')}
        danger
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {viewing && <PageViewer kind={kind} page={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}

/** A page as its readers see it: title, description, pieces and sections. */
function PageViewer({ kind, page, onClose }: { kind: TreeKind; page: TreePage; onClose(): void }) {
  const { t } = useTranslation();
  const item = useQuery({
    queryKey: ['library', 'view', kind, page._id],
    queryFn: ({ signal }) => fetchItem<Reference>(kind, page._id, signal),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={<bdi>{page.title}</bdi>}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {item.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : item.isError ? (
        <ErrorAlert error={item.error} />
      ) : (
        <Stack gap="md">
          <PageBody page={item.data} />
        </Stack>
      )}
    </Modal>
  );
}
