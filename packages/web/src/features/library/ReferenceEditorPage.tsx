// /edit/{reference|definition|faq}/:id: the reference, definition and FAQ editors (authoring.md §2): a title, a
// description, the page's own pieces and its sections (a title and pieces each, ReferenceSections.tsx), found
// with a search filter; the page toggles between reading it ("Edit page") and editing it ("Save"). References
// also have a parent in the tree and their kind of entry (reference, skill, note).
import { type LibraryKind, META_TAGS, type MetaTag, mayChangeItem, type Reference } from '@brickyard/core';
import { Button, Card, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
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
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';
import { ReferenceSections, type SetReference } from './ReferenceSections.tsx';
import { type ItemEditor, useItemEditor } from './use-item-editor.ts';

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
  const payload = useCallback(
    (reference: Reference) => Object.fromEntries(FIELDS.map((field) => [field, reference[field]])),
    [],
  );
  const editor = useItemEditor<Reference>(kind, EDITOR[kind], id, {
    payload,
    savedMessage: t(`editor.reference.saved.${kind}`),
    newBody,
  });
  const set: SetReference = (key, value) => editor.change((reference) => ({ ...reference, [key]: value }));
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t(`editor.reference.heading.${kind}`, { title: draft.title })}
      back={kind}
      canSave={() => false}
      headerExtra={
        editor.draft &&
        mayChangeItem(user, editor.draft.community, editor.draft.author) && (
          <ReferenceActions
            kind={kind}
            id={id}
            editor={editor}
            title={editor.draft.title}
            editing={editing}
            onEditing={setEditing}
          />
        )
      }
    >
      {(draft, editable) => {
        const readOnly = !editable || !editing;
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
              <ReferenceFields kind={kind} draft={draft} set={set} />
            )}
            <ReferenceSections
              draft={draft}
              readOnly={readOnly}
              search={search}
              onSearch={setSearch}
              set={set}
            />
          </Stack>
        );
      }}
    </EditorFrame>
  );
}

/** Delete (after "Are you sure?"), and the one button that toggles the page: "Edit page" while reading it, "Save"
 * while editing (authoring.md §2). */
function ReferenceActions({
  kind,
  id,
  editor,
  title,
  editing,
  onEditing,
}: {
  kind: ReferenceKind;
  id: string;
  editor: ItemEditor<Reference>;
  title: string;
  editing: boolean;
  onEditing(editing: boolean): void;
}) {
  const { t } = useTranslation();
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
  return (
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
      <Button
        leftSection={editing ? undefined : <IconPencil size={16} aria-hidden />}
        loading={editor.saving}
        onClick={() => {
          if (!editing) return onEditing(true);
          void editor.save().then((saved) => saved && onEditing(false));
        }}
      >
        {editing ? t('editor.save') : t('editor.reference.editPage')}
      </Button>
      <ConfirmModal
        opened={deleting}
        title={t('editor.reference.deleteNamed', { title })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('editor.reference.delete')}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** The page's own fields while editing it; references also have a parent and their kind of entry. */
function ReferenceFields({ kind, draft, set }: { kind: ReferenceKind; draft: Reference; set: SetReference }) {
  const { t } = useTranslation();
  return (
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
                {META_TAGS.filter((tag) => tag === 'reference' || tag === 'skill' || tag === 'note').map(
                  (tag) => (
                    <Checkbox key={tag} value={tag} label={t(`editor.reference.metaTags.${tag}`)} />
                  ),
                )}
              </Group>
            </Checkbox.Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

export const ReferencePageEditor = () => <ReferenceEditorPage kind="references" />;
export const DefinitionPageEditor = () => <ReferenceEditorPage kind="definitions" />;
export const FaqPageEditor = () => <ReferenceEditorPage kind="faqs" />;
