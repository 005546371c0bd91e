// /mark/class/:classId/user/:studentId/{tutorial|challenge|project}/:itemId (learner-teacher.md §2 "Marking
// screens", §4 "Marking"): a sidebar of the student's work (steps to mark, the teacher assessment and xp,
// stickers, comments, their projects for it) beside the viewer of the tutorial, challenge or project.
import { fullName, MARKING_KINDS, type MarkingKind, type MarkingView } from '@brickyard/core';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconMessagePlus, IconSticker, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { type MarkingChange, type MarkingTarget, useMarking, useSaveMarking } from '../../api/teaching.ts';
import { SafeHtml } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { StickerView } from '../../ui/stickers/StickerView.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { AddStickerModal } from './AddStickerModal.tsx';
import { MarkingWorkViewer } from './MarkingWorkViewer.tsx';
import './teaching.css';
import { errorMessage } from '../../ui/describe-error.ts';

const isKind = (value: string | undefined): value is MarkingKind =>
  MARKING_KINDS.includes(value as MarkingKind);

export function MarkingPage() {
  const params = useParams();
  if (!isKind(params.kind)) return <NotFoundPage />;
  const target: MarkingTarget = {
    kind: params.kind,
    classId: params.classId ?? '',
    studentId: params.studentId ?? '',
    itemId: params.itemId ?? '',
  };
  return (
    <Marking key={`${target.kind}/${target.classId}/${target.studentId}/${target.itemId}`} target={target} />
  );
}

function Marking({ target }: { target: MarkingTarget }) {
  const { t } = useTranslation();
  const marking = useMarking(target);
  const backLink = (
    <Anchor
      component={Link}
      to={`/class/${encodeURIComponent(target.classId)}/progress`}
      size="sm"
      display="inline-flex"
      style={{ gap: 4 }}
    >
      <IconArrowLeft size={16} aria-hidden className="flip-rtl" />
      {t('marking.back')}
    </Anchor>
  );
  if (marking.isPending) return <CenteredLoader />;
  if (marking.isError)
    return (
      <Stack maw={720}>
        {backLink}
        <ErrorAlert error={marking.error} />
      </Stack>
    );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          {backLink}
          <MarkingSidebar target={target} marking={marking.data} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MarkingWorkViewer marking={marking.data} />
      </Grid.Col>
    </Grid>
  );
}

function MarkingSidebar({ target, marking }: { target: MarkingTarget; marking: MarkingView }) {
  const { t, i18n } = useTranslation();
  const save = useSaveMarking(target);
  const [comment, setComment] = useState('');
  // A step's box follows the click at once; the saved marking takes over when the save ends (or puts it back).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [stickersOpen, setStickersOpen] = useState(false);
  const studentName = fullName(marking.student);
  usePageTitle(t('marking.pageTitle', { student: studentName, item: marking.item.title }));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const hasSteps = marking.kind !== 'project';

  const handleSave = (change: MarkingChange, after?: () => void, settled?: () => void) =>
    save.mutate(change, {
      onSettled: settled,
      onSuccess: (result) => {
        after?.();
        const amount = Math.abs(result.xpChange);
        notifications.show({
          color: 'teal',
          title: t('marking.saved'),
          message:
            result.xpChange > 0
              ? t('marking.xpIncreased', { count: amount })
              : result.xpChange < 0
                ? t('marking.xpDecreased', { count: amount })
                : undefined,
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('marking.saveFailed'),
          message: errorMessage(error, t),
        }),
    });

  const markedCount = marking.steps.filter((s) => s.teacherMarkedComplete).length;
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('marking.sidebar')}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            <bdi>{studentName}</bdi>
          </Title>
          <Text c="dimmed" size="sm">
            <bdi>{marking.class.name}</bdi> · {t('marking.xpTotal', { xp: marking.student.xp })}
          </Text>
        </div>
        <div>
          <Badge variant="light">{t(`marking.kind.${marking.kind}`)}</Badge>
          <Text fw={700} mt={4}>
            <bdi>{marking.item.title}</bdi>
          </Text>
          {marking.completed !== null && (
            <Text size="sm" c="dimmed">
              {marking.completed && marking.dateCompleted
                ? t('marking.finishedOn', { date: dateFormat.format(new Date(marking.dateCompleted)) })
                : t('marking.notFinished')}
            </Text>
          )}
        </div>

        {hasSteps && (
          <section aria-labelledby="marking-steps">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id="marking-steps">
                {t('marking.steps')}
              </Title>
              <Badge
                color={
                  marking.teacherAssessment === 'complete'
                    ? 'green'
                    : marking.teacherAssessment === 'partial'
                      ? 'yellow'
                      : 'gray'
                }
                variant="filled"
                c={marking.teacherAssessment === 'partial' ? 'dark' : undefined}
              >
                {t(`marking.assessment.${marking.teacherAssessment}`)}
              </Badge>
            </Group>
            <Text size="sm" mb="xs">
              {t('marking.stepsMarked', { marked: markedCount, total: marking.steps.length })} ·{' '}
              {t('marking.xpGiven', { xp: marking.xpAwarded, total: marking.xpValue })}
            </Text>
            {marking.steps.length === 0 && <Text c="dimmed">{t('marking.noSteps')}</Text>}
            <Stack gap="sm" component="ol" className="plain-list">
              {marking.steps.map((step, index) => (
                <li key={step._id}>
                  <Checkbox
                    checked={pending[step._id] ?? step.teacherMarkedComplete}
                    disabled={save.isPending}
                    onChange={(event) => {
                      const marked = event.currentTarget.checked;
                      setPending((all) => ({ ...all, [step._id]: marked }));
                      handleSave(
                        marking.kind === 'challenge'
                          ? { decomposition: [{ item: step._id, teacherMarkedComplete: marked }] }
                          : { steps: [{ step: step._id, teacherMarkedComplete: marked }] },
                        undefined,
                        () => setPending(({ [step._id]: _, ...rest }) => rest),
                      );
                    }}
                    label={
                      <span>
                        <Text component="span" fw={600} me={6}>
                          {t('marking.stepN', { n: index + 1 })}
                        </Text>
                        <SafeHtml html={step.title} as="span" />
                      </span>
                    }
                    description={
                      <>
                        {step.completed
                          ? t('marking.studentDone', {
                              date: step.dateCompleted ? dateFormat.format(new Date(step.dateCompleted)) : '',
                            })
                          : t('marking.studentNotDone')}
                        {step.dateTeacherMarkedComplete && (
                          <>
                            {' · '}
                            {t('marking.markedOn', {
                              date: dateFormat.format(new Date(step.dateTeacherMarkedComplete)),
                            })}
                          </>
                        )}
                      </>
                    }
                  />
                </li>
              ))}
            </Stack>
          </section>
        )}

        <Divider />
        <section aria-labelledby="marking-stickers">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="marking-stickers">
              {t('marking.stickers')}
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSticker size={16} aria-hidden />}
              onClick={() => setStickersOpen(true)}
            >
              {t('marking.addSticker')}
            </Button>
          </Group>
          {marking.stickers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('marking.noStickers')}
            </Text>
          ) : (
            <Group gap="md" component="ul" className="plain-list">
              {marking.stickers.map((sticker) => (
                <li key={sticker._id}>
                  <StickerView sticker={sticker} size={44} />
                </li>
              ))}
            </Group>
          )}
        </section>

        <Divider />
        <section aria-labelledby="marking-comments">
          <Title order={2} size="h4" id="marking-comments" mb="xs">
            {t('marking.comments')}
          </Title>
          {marking.comments.length === 0 && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('marking.noComments')}
            </Text>
          )}
          <Stack gap="xs" component="ul" className="plain-list" mb="sm">
            {marking.comments.map((c) => (
              <Paper key={c._id} component="li" p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <div>
                    <Text size="xs" c="dimmed">
                      <bdi>{fullName(c.author)}</bdi> · {dateTimeFormat.format(new Date(c.createdAt))}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      <bdi>{c.text}</bdi>
                    </Text>
                  </div>
                  {c.canRemove && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('marking.removeComment')}
                      onClick={() => handleSave({ removeComments: [c._id] })}
                      disabled={save.isPending}
                    >
                      <IconTrash size={14} aria-hidden />
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (comment.trim()) handleSave({ comments: [{ text: comment.trim() }] }, () => setComment(''));
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('marking.newComment')}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
                autosize
                minRows={2}
                maxLength={2000}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="xs"
                  leftSection={<IconMessagePlus size={16} aria-hidden />}
                  disabled={!comment.trim()}
                  loading={save.isPending && save.variables?.comments !== undefined}
                >
                  {t('marking.addComment')}
                </Button>
              </Group>
            </Stack>
          </form>
        </section>

        {marking.kind !== 'project' && (
          <>
            <Divider />
            <section aria-labelledby="marking-projects">
              <Title order={2} size="h4" id="marking-projects" mb="xs">
                {t('marking.projects')}
              </Title>
              {marking.projects.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(`marking.noProjects.${marking.kind}`)}
                </Text>
              ) : (
                <Stack gap={4} component="ul" className="plain-list">
                  {marking.projects.map((project) => (
                    <li key={project._id}>
                      <Anchor component={Link} reloadDocument to={`/projects/${project._id}`}>
                        <bdi>{project.name}</bdi>
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              )}
            </section>
          </>
        )}
      </Stack>
      <AddStickerModal
        key={stickersOpen ? 'open' : 'closed'}
        opened={stickersOpen}
        onClose={() => setStickersOpen(false)}
        awarded={marking.stickers}
        saving={save.isPending}
        onSave={(stickers) => handleSave({ stickers }, () => setStickersOpen(false))}
      />
    </Paper>
  );
}
