// /edit/link/:id: the link editor (authoring.md §2, §5): title, address, opened on its own site or embedded,
// and its one topic. Save stays off while no topic or more than one is linked ("Topics need at least one
// tag", "Only one topic can be linked").
import { type Link, ONE_TOPIC_MESSAGE, TOPIC_TAG_MESSAGE } from '@brickyard/core';
import { Card, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useFieldsEditor } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';

const FIELDS = ['title', 'url', 'external', 'topics', 'draft', 'language'] as const;

const newLink = (params: URLSearchParams) => ({
  title: 'New link',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

/** The link modal's rule (authoring.md §5): exactly one topic. */
export const linkTopicsError = (topics: readonly string[]) =>
  topics.length === 0 ? TOPIC_TAG_MESSAGE : topics.length > 1 ? ONE_TOPIC_MESSAGE : null;

export function LinkEditorPage() {
  const { id = '' } = useParams();
  return <LinkEditor key={id} id={id} />;
}

function LinkEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { editor, set } = useFieldsEditor<Link>('links', 'link', id, FIELDS, t('editor.link.saved'), newLink);
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.link.heading', { title: draft.title })}
      back="links"
      saveDisabled={(draft) => linkTopicsError(draft.topics) !== null}
    >
      {(draft, editable) => {
        const topicsError = linkTopicsError(draft.topics);
        return (
          <Card withBorder>
            <Stack gap="sm">
              <TextInput
                label={t('editor.course.title')}
                required
                value={draft.title}
                readOnly={!editable}
                onChange={(e) => set('title', e.currentTarget.value)}
              />
              <TextInput
                label={t('editor.link.url')}
                type="url"
                required
                value={draft.url}
                readOnly={!editable}
                onChange={(e) => set('url', e.currentTarget.value)}
              />
              <Radio.Group
                label={t('editor.link.opens')}
                value={draft.external ? 'external' : 'embed'}
                onChange={(v) => set('external', v === 'external')}
              >
                <Stack gap={4} mt={4}>
                  <Radio value="external" label={t('editor.link.external')} disabled={!editable} />
                  <Radio value="embed" label={t('editor.link.embed')} disabled={!editable} />
                </Stack>
              </Radio.Group>
              <ItemPickerField
                label={t('editor.link.topic')}
                tab="topics"
                value={draft.topics[0] ?? null}
                language={draft.language}
                readOnly={!editable}
                error={
                  topicsError
                    ? t(topicsError === ONE_TOPIC_MESSAGE ? 'editor.link.oneTopic' : 'editor.link.needsTopic')
                    : undefined
                }
                onChange={(v) => set('topics', v ? [v] : [])}
              />
              <Switch
                label={t('editor.course.published')}
                checked={!draft.draft}
                disabled={!editable}
                onChange={(e) => set('draft', !e.currentTarget.checked)}
              />
            </Stack>
          </Card>
        );
      }}
    </EditorFrame>
  );
}
