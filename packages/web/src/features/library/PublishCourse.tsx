// What learners see of a course, said plainly in its editor (issue 18): whether the course is published, and which
// stages and items inside are not visible yet and why. Publishing opens a modal that lists the drafts and offers
// to publish them with the course in one call (`POST /api/courses/{id}/publish`); what stays hidden is named.
import {
  type Course,
  type LibraryRow,
  type PublishCourseResult,
  type STILL_HIDDEN_REASONS,
  stageItemIds,
} from '@brickyard/core';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { publishCourse } from '../../api/library.ts';
import { errorToast } from '../../ui/describe-error.ts';
import type { ItemEditor } from './use-item-editor.ts';

type Reason = (typeof STILL_HIDDEN_REASONS)[number];
interface Hidden {
  _id: string;
  name: string;
  reason: Reason;
  problems: string[];
}

/** The stages and items of the working copy that learners do not see, from the rows the editor looked up. */
const hiddenIn = (
  course: Course,
  rows: ReadonlyMap<string, LibraryRow> | undefined,
  stageName: (index: number, title: string) => string,
): Hidden[] => {
  const stages = course.stages.flatMap((stage, index) =>
    stage.draft
      ? [{ _id: stage._id, name: stageName(index, stage.title), reason: 'draft' as const, problems: [] }]
      : [],
  );
  const ids = [...new Set(course.stages.flatMap((stage) => stageItemIds(stage)))];
  const items = ids.flatMap((id) => {
    const row = rows?.get(id);
    if (!row || (!row.draft && !row.archived)) return [];
    return [
      { _id: id, name: row.title, reason: row.archived ? 'archived' : 'draft', problems: [] } as Hidden,
    ];
  });
  return [...stages, ...items];
};

function HiddenList({ hidden }: { hidden: readonly Hidden[] }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={2}>
      {hidden.map((part) => (
        <List.Item key={part._id}>
          <bdi>{part.name}</bdi>: {t(`editor.publish.reason.${part.reason}`)}
          {part.problems.length > 0 && ` (${part.problems.join('; ')})`}
        </List.Item>
      ))}
    </List>
  );
}

export function PublishCard({
  editor,
  course,
  rows,
  editable,
  opened,
  onOpen,
  onClose,
}: {
  editor: ItemEditor<Course>;
  course: Course;
  rows: ReadonlyMap<string, LibraryRow> | undefined;
  editable: boolean;
  /** The publish modal is open (the Published switch opens it too). */
  opened: boolean;
  onOpen(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The server's word on the last publish: the reasons only it knows (an unanswerable lesson's questions).
  const [result, setResult] = useState<PublishCourseResult | null>(null);
  const stageName = (index: number, title: string) =>
    t('editor.publish.stage', { name: title || t('editor.stage.number', { n: index + 1 }) });
  const problems = new Map(
    (result?.hidden ?? []).filter((part) => part.problems.length > 0).map((part) => [part._id, part]),
  );
  const hidden = hiddenIn(course, rows, stageName).map((part) => {
    const known = problems.get(part._id);
    return known ? { ...part, reason: known.reason, problems: known.problems } : part;
  });
  const drafts = hidden.some((part) => part.reason === 'draft');

  const publish = async (withDrafts: boolean) => {
    setBusy(true);
    try {
      if (editor.dirty && !(await editor.save())) return;
      const current = editor.latest();
      if (!current) return;
      const published = await publishCourse(current._id, { version: current.version, drafts: withDrafts });
      setResult(published);
      await editor.reload();
      await client.invalidateQueries({ queryKey: ['library'] });
      notifications.show({ color: 'green', message: t('editor.publish.done', { title: current.title }) });
      onClose();
    } catch (error) {
      notifications.show(errorToast(error, t, t('editor.publish.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="course-visible">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="course-visible">
          {t('editor.publish.visibleTitle')}
        </Title>
        <Group gap="xs">
          <Button variant="subtle" component={Link} to={`/learn/course-preview/${course._id}`}>
            {t('editor.publish.preview')}
          </Button>
          {editable && course.draft && (
            <Button onClick={onOpen} loading={busy}>
              {t('editor.publish.button')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t(course.draft ? 'editor.publish.courseDraft' : 'editor.publish.coursePublished')}
        </Text>
        {hidden.length === 0 ? (
          <Text size="sm">{t('editor.publish.allVisible')}</Text>
        ) : (
          <>
            <Text size="sm">{t('editor.publish.notVisible')}</Text>
            <HiddenList hidden={hidden} />
          </>
        )}
        {editable && !course.draft && drafts && (
          <Group>
            <Button variant="light" onClick={() => void publish(true)} loading={busy}>
              {t('editor.publish.withDrafts')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('editor.publish.title', { title: course.title })}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack gap="sm">
          {hidden.length === 0 ? (
            <Text size="sm">{t('editor.publish.nothingHidden')}</Text>
          ) : (
            <Alert color="yellow" variant="light" title={t('editor.publish.intro')}>
              <HiddenList hidden={hidden} />
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button variant={drafts ? 'light' : 'filled'} onClick={() => void publish(false)} loading={busy}>
              {t(drafts ? 'editor.publish.courseOnly' : 'editor.publish.confirm')}
            </Button>
            {drafts && (
              <Button onClick={() => void publish(true)} loading={busy}>
                {t('editor.publish.withDrafts')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
