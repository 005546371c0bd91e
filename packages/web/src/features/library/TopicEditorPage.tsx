// /edit/topic/:id: the topic editor (authoring.md §2): title, description, thumbnail, tags (at least one),
// for teachers, the lesson (concept intro) that introduces it and the boost that practises it.
import type { Topic } from '@brickyard/core';
import { Card, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { EditorFrame } from './EditorFrame.tsx';
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
  const payload = useCallback(
    (topic: Topic) => Object.fromEntries(FIELDS.map((field) => [field, topic[field]])),
    [],
  );
  const editor = useItemEditor<Topic>('topics', 'topic', id, {
    payload,
    savedMessage: t('editor.topic.saved'),
  });
  const set = <K extends keyof Topic>(key: K, value: Topic[K]) =>
    editor.change((topic) => ({ ...topic, [key]: value }));
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.topic.heading', { title: draft.title })}
      back="topics"
      saveDisabled={(draft) => draft.tags.length === 0}
    >
      {(draft, editable) => (
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
              error={draft.tags.length === 0 ? t('editor.topic.needsTag') : undefined}
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
      )}
    </EditorFrame>
  );
}
