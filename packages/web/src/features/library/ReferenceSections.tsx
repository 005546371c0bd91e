// A reference, definition or FAQ page's sections (ReferenceEditorPage.tsx): a title and pieces each, found with a
// search filter; read as they are, or edited (moved, deleted, added) while the page is being edited.
import type { Reference } from '@brickyard/core';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { Pieces } from '../../pieces/Pieces.tsx';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';

export type SetReference = <K extends keyof Reference>(key: K, value: Reference[K]) => void;

export function ReferenceSections({
  draft,
  readOnly,
  search,
  onSearch,
  set,
}: {
  draft: Reference;
  readOnly: boolean;
  search: string;
  onSearch(search: string): void;
  set: SetReference;
}) {
  const { t } = useTranslation();
  const needle = search.trim().toLowerCase();
  const sections = draft.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => !needle || section.title.toLowerCase().includes(needle));
  return (
    <section aria-labelledby="reference-sections">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="reference-sections">
          {t('editor.reference.sections')}
        </Title>
        <Group gap="xs">
          <TextInput
            aria-label={t('editor.reference.search')}
            placeholder={t('editor.reference.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => onSearch(e.currentTarget.value)}
          />
          {!readOnly && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                set('sections', [...draft.sections, { _id: crypto.randomUUID(), title: '', pieces: [] }])
              }
            >
              {t('editor.reference.addSection')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="md">
        {sections.length === 0 && <Text c="dimmed">{t('editor.reference.noSections')}</Text>}
        {sections.map(({ section, index }) => (
          <SectionCard key={section._id} draft={draft} index={index} readOnly={readOnly} set={set} />
        ))}
      </Stack>
    </section>
  );
}

function SectionCard({
  draft,
  index,
  readOnly,
  set,
}: {
  draft: Reference;
  index: number;
  readOnly: boolean;
  set: SetReference;
}) {
  const { t } = useTranslation();
  const section = draft.sections[index]!;
  const name = section.title || t('editor.reference.section', { n: index + 1 });
  const update = (patch: Partial<Reference['sections'][number]>) =>
    set(
      'sections',
      draft.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    );
  return (
    <Card withBorder component="section" aria-label={name}>
      {readOnly ? (
        <>
          <Title order={3} size="h4" mb="xs">
            <bdi>{section.title}</bdi>
          </Title>
          <Pieces pieces={section.pieces} />
        </>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('editor.reference.sectionTitle')}
              value={section.title}
              onChange={(e) => update({ title: e.currentTarget.value })}
            />
            <MoveControls
              name={name}
              index={index}
              count={draft.sections.length}
              onMove={(to) => set('sections', moved(draft.sections, index, to))}
              onDelete={() =>
                set(
                  'sections',
                  draft.sections.filter((s) => s._id !== section._id),
                )
              }
            />
          </Group>
          <PiecesEditor
            label={t('editor.reference.sectionPieces', { name })}
            pieces={section.pieces}
            onChange={(pieces) => update({ pieces })}
          />
        </Stack>
      )}
    </Card>
  );
}
