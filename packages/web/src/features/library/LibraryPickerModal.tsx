// The Library button of a stage's list: the paginated content table of one tab, to add items from.
import type { LibraryRow, LibraryTab } from '@brickyard/core';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type LibraryFilters, useLibraryList } from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { ContentTable } from './ContentTable.tsx';
import { newItemPath } from './editors.ts';
import { EMPTY_FILTERS, LibraryFiltersBar } from './LibraryFiltersBar.tsx';

export function LibraryPickerModal({
  tab,
  listName,
  chosen,
  language,
  onPick,
  onClose,
  title,
  action,
  offerNew = false,
}: {
  tab: LibraryTab;
  /** The list being filled ("Intro quizzes"), for the modal's title. */
  listName: string;
  chosen: readonly string[];
  language: string;
  onPick(row: LibraryRow): void;
  onClose(): void;
  /** Instead of "Add to {list} from the library" (moving a question elsewhere says so). */
  title?: string;
  /** The row button's text and its accessible name, instead of "Add" and "Add {title}". */
  action?: { label: string; itemLabel(row: LibraryRow): string };
  /** Offers a new item of the tab in `language` (a course's stage: the course's language). */
  offerNew?: boolean;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const [filters, setFilters] = useState<LibraryFilters>({ ...EMPTY_FILTERS, language });
  const [page, setPage] = useState(0);
  const list = useLibraryList(tab.kind, tab.variant, filters, page, 10);
  const tabLabel = t(`library.tabs.${tab.tab}`);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={title ?? t('editor.picker.title', { list: listName })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('editor.picker.from', { kind: tabLabel })}
          {offerNew && language && (
            <>
              <br />
              {t('editor.picker.newHint', { language: t(`library.languages.${language}`) })}
            </>
          )}
        </Text>
        {offerNew && language && (
          <Button
            component={Link}
            to={newItemPath(tab, language)}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('editor.picker.newIn', { language: t(`library.languages.${language}`) })}
          </Button>
        )}
      </Group>
      <LibraryFiltersBar
        kind={tab.kind}
        filters={filters}
        onChange={(next) => {
          setFilters((current) => ({ ...current, ...next }));
          setPage(0);
        }}
        me={user?._id ?? ''}
      />
      <ContentTable
        caption={t('library.tableOf', { kind: tabLabel })}
        query={list}
        page={page}
        onPage={setPage}
        title={(row) => <Text span>{row.title}</Text>}
        actions={(row) =>
          chosen.includes(row._id) ? (
            <Text size="sm" c="dimmed">
              {t('editor.picker.added')}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => onPick(row)}
              aria-label={action ? action.itemLabel(row) : t('editor.picker.addItem', { title: row.title })}
            >
              {action ? action.label : t('editor.picker.add')}
            </Button>
          )
        }
      />
    </Modal>
  );
}
