// /edit/{reference|definition|faq}/:id: the reference, definition and FAQ editors (authoring.md §2): a title, a
// description, the page's own pieces and its sections (a title and pieces each), found with a search filter;
// the page toggles between reading it ("Edit page") and editing it ("Save"). References also have a parent in
// the tree and their kind of entry (reference, skill, note).
import { type LibraryKind, META_TAGS, type MetaTag, mayEditContentIn, type Reference } from '@brickyard/core';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { useInvalidateLibrary } from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { Pieces } from '../../pieces/Pieces.tsx';
import { SafeHtml } from '../../pieces/SafeHtml.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { errorToast } from '../../ui/describe-error.ts';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';
import { useItemEditor } from './use-item-editor.ts';

type ReferenceKind = Extract<LibraryKind, 'references' | 'definitions' | 'faqs'>;
const EDITOR: Record<ReferenceKind, string> = {
  references: 'reference',
  definitions: 'definition',
  faqs: 'faq',
};
const FIELDS = ['title', 'description', 'pieces', 'sections', 'parent', 'metaTags', 'draft'] as const;

export function ReferenceEditorPage({ kind }: { kind: ReferenceKind }) {
  const { id = '' } = useParams();
  return <ReferenceEditor key={id} id={id} kind={kind} />;
}

function ReferenceEditor({ id, kind }: { id: string; kind: ReferenceKind }) {
  const newBody = useCallback(
    (params: URLSearchParams) => {
      // "New Skill" on the references tab makes a skill entry (what skill-topic tags name).
      const skill = kind === 'references' && params.get('skill') === 'true';
      return {
        title: skill ? 'New skill' : `New ${EDITOR[kind]}`,
        language: params.get('language') || 'python',
        ...(skill ? { metaTags: ['skill'] } : {}),
      };
    },
    [kind],
  );
  const { t } = useTranslation();
  const user = useUser();
  // A page opens for editing, except straight after its first save made it (the save shows the page, as any save).
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [editing, setEditing] = useState(!justCreated);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const invalidate = useInvalidateLibrary();
  const remove = async () => {
    setDeleting(false);
    try {
      // Nothing is left to save: leaving the page must not try.
      editor.discard();
      await request(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      notifications.show({ color: 'green', message: t(`editor.reference.deleted.${kind}`) });
      await invalidate();
      navigate(`/edit/library/${kind}`);
    } catch (error) {
      notifications.show(errorToast(error, t));
    }
  };
  const payload = useCallback(
    (reference: Reference) => Object.fromEntries(FIELDS.map((field) => [field, reference[field]])),
    [],
  );
  const editor = useItemEditor<Reference>(kind, EDITOR[kind], id, {
    payload,
    savedMessage: t(`editor.reference.saved.${kind}`),
    newBody,
  });
  const set = <K extends keyof Reference>(key: K, value: Reference[K]) =>
    editor.change((reference) => ({ ...reference, [key]: value }));
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t(`editor.reference.heading.${kind}`, { title: draft.title })}
      back={kind}
      canSave={() => false}
      headerExtra={
        editor.draft &&
        mayEditContentIn(user, editor.draft.community) && (
          <>
            {/* A new page is not stored yet: there is nothing to delete. */}
            {!editor.creating && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('editor.reference.delete')}
              </Button>
            )}
            {/* One button toggles the page: "Edit page" while reading it, "Save" while editing (authoring.md §2). */}
            <Button
              leftSection={editing ? undefined : <IconPencil size={16} aria-hidden />}
              loading={editor.saving}
              onClick={() => {
                if (!editing) return setEditing(true);
                void editor.save().then((saved) => saved && setEditing(false));
              }}
            >
              {editing ? t('editor.save') : t('editor.reference.editPage')}
            </Button>
            <ConfirmModal
              opened={deleting}
              title={t('editor.reference.deleteNamed', { title: editor.draft.title })}
              question={t('editor.confirmDelete')}
              confirmLabel={t('editor.reference.delete')}
              danger
              onConfirm={() => void remove()}
              onCancel={() => setDeleting(false)}
            />
          </>
        )
      }
    >
      {(draft, editable) => {
        const readOnly = !editable || !editing;
        const needle = search.trim().toLowerCase();
        const sections = draft.sections
          .map((section, index) => ({ section, index }))
          .filter(({ section }) => !needle || section.title.toLowerCase().includes(needle));
        return (
          <Stack gap="lg">
            {readOnly ? (
              <Card withBorder>
                <Title order={2} mb="xs">
                  <bdi>{draft.title}</bdi>
                </Title>
                <SafeHtml html={draft.description} />
                <Pieces pieces={draft.pieces} />
              </Card>
            ) : (
              <Card withBorder>
                <Stack gap="sm">
                  <TextInput
                    label={t('editor.course.title')}
                    required
                    value={draft.title}
                    onChange={(e) => set('title', e.currentTarget.value)}
                  />
                  <RichTextInput
                    label={t('editor.course.description')}
                    value={draft.description}
                    onChange={(v) => set('description', v)}
                  />
                  <PiecesEditor
                    label={t('editor.question.pieces')}
                    pieces={draft.pieces}
                    onChange={(pieces) => set('pieces', pieces)}
                  />
                  {kind === 'references' && (
                    <>
                      <ItemPickerField
                        label={t('editor.reference.parent')}
                        tab="references"
                        value={draft.parent}
                        language={draft.language}
                        onChange={(parent) => set('parent', parent)}
                      />
                      <Checkbox.Group
                        label={t('editor.reference.tags')}
                        value={draft.metaTags}
                        onChange={(tags) => set('metaTags', tags as MetaTag[])}
                      >
                        <Group mt={4}>
                          {META_TAGS.filter(
                            (tag) => tag === 'reference' || tag === 'skill' || tag === 'note',
                          ).map((tag) => (
                            <Checkbox key={tag} value={tag} label={t(`editor.reference.metaTags.${tag}`)} />
                          ))}
                        </Group>
                      </Checkbox.Group>
                    </>
                  )}
                </Stack>
              </Card>
            )}

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
                    onChange={(e) => setSearch(e.currentTarget.value)}
                  />
                  {!readOnly && (
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() =>
                        set('sections', [
                          ...draft.sections,
                          { _id: crypto.randomUUID(), title: '', pieces: [] },
                        ])
                      }
                    >
                      {t('editor.reference.addSection')}
                    </Button>
                  )}
                </Group>
              </Group>
              <Stack gap="md">
                {sections.length === 0 && <Text c="dimmed">{t('editor.reference.noSections')}</Text>}
                {sections.map(({ section, index }) => {
                  const name = section.title || t('editor.reference.section', { n: index + 1 });
                  const update = (patch: Partial<Reference['sections'][number]>) =>
                    set(
                      'sections',
                      draft.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)),
                    );
                  return (
                    <Card key={section._id} withBorder component="section" aria-label={name}>
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
                })}
              </Stack>
            </section>
          </Stack>
        );
      }}
    </EditorFrame>
  );
}

export const ReferencePageEditor = () => <ReferenceEditorPage kind="references" />;
export const DefinitionPageEditor = () => <ReferenceEditorPage kind="definitions" />;
export const FaqPageEditor = () => <ReferenceEditorPage kind="faqs" />;
