// /edit/topic/:id: the topic editor (authoring.md §2): title, description, thumbnail, tags (at least one),
// for teachers, the lesson (concept intro) that introduces it and the boost that practises it.
import { mayEditContentIn, type Topic } from '@brickyard/core';
import { Alert, Card, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { ConflictModal } from './ConflictModal.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';
import { NewItemPage } from './NewItemPage.tsx';
import { useItemEditor } from './use-item-editor.ts';

const FIELDS = [
  'title',
  'description',
  'thumbnail',
  'tags',
  'forTeachers',
  'conceptIntro',
  'boost',
  'draft',
] as const;

const newTopic = (params: URLSearchParams) => ({
  title: 'New topic',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

export function TopicEditorPage() {
  const { id = '' } = useParams();
  if (id === 'new')
    return <NewItemPage kind="topics" editor="topic" body={newTopic} back="/edit/library/topics" />;
  return <TopicEditor key={id} id={id} />;
}

function TopicEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const payload = useCallback(
    (topic: Topic) => Object.fromEntries(FIELDS.map((field) => [field, topic[field]])),
    [],
  );
  const editor = useItemEditor<Topic>('topics', 'topic', id, {
    payload,
    savedMessage: t('editor.topic.saved'),
  });
  const { draft, change } = editor;
  if (editor.query.isError) return <ErrorAlert error={editor.query.error} />;
  if (!draft) return <CenteredLoader />;
  const editable = mayEditContentIn(user, draft.community);
  const set = <K extends keyof Topic>(key: K, value: Topic[K]) =>
    change((topic) => ({ ...topic, [key]: value }));
  const untagged = draft.tags.length === 0;
  return (
    <>
      <EditorHeader
        title={t('editor.topic.heading', { title: draft.title })}
        draft={draft.draft}
        dirty={editor.dirty}
        saving={editor.saving}
        back="topics"
        canSave={editable}
        saveDisabled={untagged}
        onSave={() => void editor.save()}
      />
      {!editable && (
        <Alert color="blue" mb="md">
          {t('editor.readOnly')}
        </Alert>
      )}
      <Card withBorder>
        <Stack gap="sm">
          <TextInput
            label={t('editor.course.title')}
            required
            value={draft.title}
            readOnly={!editable}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <RichTextInput
            label={t('editor.course.description')}
            value={draft.description}
            readOnly={!editable}
            onChange={(v) => set('description', v)}
          />
          <TagsInput
            label={t('editor.topic.tags')}
            description={t('editor.topic.tagsHint')}
            value={draft.tags}
            readOnly={!editable}
            onChange={(tags) => set('tags', tags)}
            error={untagged ? t('editor.topic.needsTag') : undefined}
          />
          <ImageUploader
            label={t('editor.course.image.thumbnail')}
            value={draft.thumbnail?.image ?? null}
            disabled={!editable}
            onChange={(url) => set('thumbnail', url ? { image: url } : null)}
          />
          <ItemPickerField
            label={t('editor.topic.conceptIntro')}
            tab="introductions"
            value={draft.conceptIntro}
            language={draft.language}
            readOnly={!editable}
            onChange={(v) => set('conceptIntro', v)}
          />
          <ItemPickerField
            label={t('editor.topic.boost')}
            tab="boosts"
            value={draft.boost}
            language={draft.language}
            readOnly={!editable}
            onChange={(v) => set('boost', v)}
          />
          <Switch
            label={t('editor.topic.forTeachers')}
            checked={draft.forTeachers}
            disabled={!editable}
            onChange={(e) => set('forTeachers', e.currentTarget.checked)}
          />
          <Switch
            label={t('editor.course.published')}
            checked={!draft.draft}
            disabled={!editable}
            onChange={(e) => set('draft', !e.currentTarget.checked)}
          />
        </Stack>
      </Card>
      <ConflictModal
        opened={editor.conflict}
        busy={editor.saving}
        onForce={() => void editor.save({ force: true })}
        onCopy={() => void editor.saveAsCopy()}
        onClose={editor.closeConflict}
      />
    </>
  );
}
