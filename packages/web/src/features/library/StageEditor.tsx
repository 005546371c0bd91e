// One stage of the course editor (authoring.md §2): title, description, a Published switch, delete (after "Are you
// sure you want to delete?"), collapse; its lists, each filled from the library: one content list in the
// pathway format, or the seven lists of the old format.
import {
  LIBRARY_TABS,
  type LibraryRow,
  type LibraryTab,
  type Stage,
  type StageContentItem,
  type StageList,
  stageTutorialIds,
} from '@brickyard/core';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Menu,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBooks, IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { LibraryPickerModal } from './LibraryPickerModal.tsx';

const tabNamed = (name: string) => LIBRARY_TABS.find((tab) => tab.tab === name) as LibraryTab;

/** The old format's lists, in the order a learner meets them, with the tab each is filled from. */
export const STAGE_LIST_TABS: readonly (readonly [StageList, string])[] = [
  ['introQuizzes', 'quizzes'],
  ['topics', 'topics'],
  ['links', 'links'],
  ['tutorialsV2', 'tutorials'],
  ['challenges', 'challenges'],
  ['finalQuizzes', 'quizzes'],
  ['exams', 'exams'],
];

/** The tabs a pathway stage's content may come from. */
const PATHWAY_TABS = [
  'introductions',
  'quizzes',
  'tutorials',
  'challenges',
  'topics',
  'links',
  'boosts',
  'exams',
];

function ItemList({
  label,
  ids,
  rows,
  editable,
  onChange,
  onLibrary,
  extra,
}: {
  label: string;
  ids: readonly string[];
  rows: ReadonlyMap<string, LibraryRow> | undefined;
  editable: boolean;
  onChange(ids: string[]): void;
  onLibrary?: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={label}>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {editable && (
          <Group gap="xs">
            {extra}
            {onLibrary && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconBooks size={14} aria-hidden />}
                onClick={onLibrary}
                aria-label={t('editor.stage.libraryFor', { list: label })}
              >
                {t('editor.stage.library')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.stage.emptyList')}
        </Text>
      ) : (
        <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ids.map((id, index) => {
            const row = rows?.get(id);
            const title = row?.title ?? t('editor.stage.unknownItem');
            return (
              <Group key={id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    <bdi>{title}</bdi>
                  </Text>
                  {row?.draft && (
                    <Badge size="xs" color="yellow" c="dark">
                      {t('library.status.draft')}
                    </Badge>
                  )}
                </Group>
                {editable && (
                  <MoveControls
                    name={title}
                    index={index}
                    count={ids.length}
                    size={14}
                    deleteIcon="x"
                    onMove={(to) => onChange(moved(ids, index, to))}
                    onDelete={() => onChange(ids.filter((other) => other !== id))}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

export function StageEditor({
  stage,
  index,
  pathway,
  language,
  rows,
  editable,
  onChange,
  onDelete,
  text,
}: {
  /** The stage's title or description field, in the editor's current text language. */
  text(field: 'title' | 'description', label: string, multiline?: boolean): React.ReactNode;
  stage: Stage;
  index: number;
  pathway: boolean;
  language: string;
  rows: ReadonlyMap<string, LibraryRow> | undefined;
  editable: boolean;
  onChange(stage: Stage): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState<Picking | null>(null);
  const heading = t('editor.stage.number', { n: index + 1 });
  const name = stage.title || heading;
  const bodyId = `stage-${stage._id ?? index}`;
  const add = (row: LibraryRow) => {
    if (!picking) return;
    if (picking.list === 'content') {
      const item: StageContentItem = { kind: row.kind as StageContentItem['kind'], _id: row._id };
      onChange({ ...stage, content: [...stage.content, item] });
    } else if (picking.list === 'tutorialsV2')
      onChange({ ...stage, tutorials: [], tutorialsV2: [...stageTutorialIds(stage), row._id] });
    else onChange({ ...stage, [picking.list]: [...stage[picking.list], row._id] });
  };
  const chosen = picking
    ? picking.list === 'content'
      ? stage.content.map((c) => c._id)
      : picking.list === 'tutorialsV2'
        ? stageTutorialIds(stage)
        : stage[picking.list]
    : [];

  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t(open ? 'editor.stage.collapse' : 'editor.stage.expand', { name })}
          >
            {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          </ActionIcon>
          <Title order={3} size="h4">
            <bdi>{stage.title ? `${heading}: ${stage.title}` : heading}</bdi>
          </Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Switch
            // Always "Published": on means learners see the stage (issue 18; "Draft" read as the opposite).
            label={t('library.status.published')}
            checked={!stage.draft}
            disabled={!editable}
            onChange={(event) => onChange({ ...stage, draft: !event.currentTarget.checked })}
            aria-label={t('editor.stage.published', { name })}
          />
          {editable && (
            <Tooltip label={t('editor.stage.delete')}>
              <ActionIcon
                color="red"
                variant="subtle"
                onClick={() => setConfirming(true)}
                aria-label={t('editor.stage.deleteNamed', { name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          {text('title', t('editor.stage.title'))}
          {text('description', t('editor.stage.description'), true)}
          <StageLists
            stage={stage}
            pathway={pathway}
            rows={rows}
            editable={editable}
            onChange={onChange}
            onPick={setPicking}
          />
        </Stack>
      </Collapse>
      {picking && (
        <LibraryPickerModal
          tab={picking.tab}
          listName={picking.label}
          chosen={chosen}
          language={language}
          offerNew
          onPick={add}
          onClose={() => setPicking(null)}
        />
      )}
      <ConfirmModal
        opened={confirming}
        title={t('editor.stage.deleteNamed', { name })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('editor.stage.delete')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

type Picking = { tab: LibraryTab; list: StageList | 'content'; label: string };

/** The stage's lists: one content list in the pathway format, or the seven lists of the old format. */
function StageLists({
  stage,
  pathway,
  rows,
  editable,
  onChange,
  onPick,
}: {
  stage: Stage;
  pathway: boolean;
  rows: ReadonlyMap<string, LibraryRow> | undefined;
  editable: boolean;
  onChange(stage: Stage): void;
  /** Opens the library to add to a list. */
  onPick(picking: Picking): void;
}) {
  const { t } = useTranslation();
  const listLabel = (list: StageList) => t(`editor.stage.lists.${list}`);
  return (
    <>
      {pathway ? (
        <ItemList
          label={t('editor.stage.content')}
          ids={stage.content.map((c) => c._id)}
          rows={rows}
          editable={editable}
          onChange={(ids) =>
            onChange({
              ...stage,
              content: ids.flatMap((id) => stage.content.find((c) => c._id === id) ?? []),
            })
          }
          extra={
            <Menu>
              <Menu.Target>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconBooks size={14} aria-hidden />}
                  aria-label={t('editor.stage.libraryFor', { list: t('editor.stage.content') })}
                >
                  {t('editor.stage.library')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {PATHWAY_TABS.map((name) => (
                  <Menu.Item
                    key={name}
                    onClick={() =>
                      onPick({
                        tab: tabNamed(name),
                        list: 'content',
                        label: t('editor.stage.content'),
                      })
                    }
                  >
                    {t(`library.tabs.${name}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          }
        />
      ) : (
        STAGE_LIST_TABS.map(([list, tab]) => (
          <ItemList
            key={list}
            label={listLabel(list)}
            ids={list === 'tutorialsV2' ? stageTutorialIds(stage) : stage[list]}
            rows={rows}
            editable={editable}
            onChange={(ids) =>
              // Tutorials of older courses sit in `tutorials`; learners meet both lists, so the editor
              // shows them as one and keeps them in the editor's list.
              onChange(
                list === 'tutorialsV2'
                  ? { ...stage, tutorials: [], tutorialsV2: ids }
                  : { ...stage, [list]: ids },
              )
            }
            onLibrary={() => onPick({ tab: tabNamed(tab), list, label: listLabel(list) })}
            extra={
              list === 'exams' ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled
                  leftSection={<IconPlus size={14} aria-hidden />}
                >
                  {t('editor.stage.newExam')}
                </Button>
              ) : undefined
            }
          />
        ))
      )}
    </>
  );
}
