// /edit/topic/:id: the topic editor (authoring.md §2): title, description, thumbnail, tags (at least one),
// for teachers, the lesson (concept intro) that introduces it and the boost that practises it.
import type { Topic } from '@brickyard/core';
import { Switch, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DetailsCard, useFieldsEditor } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';

const FIELDS = [
  'title',
  'description',
  'thumbnail',
  'tags',
  'forTeachers',
  'conceptIntro',
  'boost',
  'draft',
  'language',
] as const;

const newTopic = (params: URLSearchParams) => ({
  title: 'New topic',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

export function TopicEditorPage() {
  const { id = '' } = useParams();
  return <TopicEditor key={id} id={id} />;
}

function TopicEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { editor, set } = useFieldsEditor<Topic>(
    'topics',
    'topic',
    id,
    FIELDS,
    t('editor.topic.saved'),
    newTopic,
  );
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.topic.heading', { title: draft.title })}
      back="topics"
      saveDisabled={(draft) => draft.tags.length === 0}
    >
      {(draft, editable) => (
        <DetailsCard id="topic-details" draft={draft} editable={editable} set={set}>
          <TagsInput
            label={t('editor.topic.tags')}
            description={t('editor.topic.tagsHint')}
            value={draft.tags}
            readOnly={!editable}
            onChange={(tags) => set('tags', tags)}
            error={draft.tags.length === 0 ? t('editor.topic.needsTag') : undefined}
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
        </DetailsCard>
      )}
    </EditorFrame>
  );
}
