// /edit/link/:id: the link editor (authoring.md §2, §5): title, address, opened on its own site or embedded,
// and its one topic. Save stays off while no topic or more than one is linked ("Topics need at least one
// tag", "Only one topic can be linked").
import { type Link, mayEditContentIn, ONE_TOPIC_MESSAGE, TOPIC_TAG_MESSAGE } from '@brickyard/core';
import { Alert, Card, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ConflictModal } from './ConflictModal.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';
import { NewItemPage } from './NewItemPage.tsx';
import { useItemEditor } from './use-item-editor.ts';

const FIELDS = ['title', 'url', 'external', 'topics', 'draft'] as const;

const newLink = (params: URLSearchParams) => ({
  title: 'New link',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

/** The link modal's rule (authoring.md §5): exactly one topic. */
export const linkTopicsError = (topics: readonly string[]) =>
  topics.length === 0 ? TOPIC_TAG_MESSAGE : topics.length > 1 ? ONE_TOPIC_MESSAGE : null;

export function LinkEditorPage() {
  const { id = '' } = useParams();
  if (id === 'new')
    return <NewItemPage kind="links" editor="link" body={newLink} back="/edit/library/links" />;
  return <LinkEditor key={id} id={id} />;
}

function LinkEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const payload = useCallback(
    (link: Link) => Object.fromEntries(FIELDS.map((field) => [field, link[field]])),
    [],
  );
  const editor = useItemEditor<Link>('links', 'link', id, { payload, savedMessage: t('editor.link.saved') });
  const { draft, change } = editor;
  if (editor.query.isError) return <ErrorAlert error={editor.query.error} />;
  if (!draft) return <CenteredLoader />;
  const editable = mayEditContentIn(user, draft.community);
  const set = <K extends keyof Link>(key: K, value: Link[K]) => change((link) => ({ ...link, [key]: value }));
  const topicsError = linkTopicsError(draft.topics);
  return (
    <>
      <EditorHeader
        title={t('editor.link.heading', { title: draft.title })}
        draft={draft.draft}
        dirty={editor.dirty}
        saving={editor.saving}
        back="links"
        canSave={editable}
        saveDisabled={topicsError !== null}
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
