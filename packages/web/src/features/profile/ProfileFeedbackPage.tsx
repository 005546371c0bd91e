// /profile/:user/feedback: the person's marked work, what they have not seen yet first: the marking and its xp,
// stickers and how many comments; the learner opens each piece of work to read it all there (which makes it
// seen). Their teachers see the same list, with what the learner has not seen yet.
import type { WorkFeedback } from '@brickyard/core';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUpdateCourse } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { useFeedbackList } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { StickerView } from '../../ui/stickers/StickerView.tsx';
import { AssessmentBadge } from '../learn/MarkingNote.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';

const workPath = (entry: WorkFeedback) =>
  entry.kind === 'tutorial'
    ? `/learn/brick/${encodeURIComponent(entry.item._id)}/next/next`
    : entry.kind === 'assessment'
      ? `/learn/assessment/${encodeURIComponent(entry.item._id)}`
      : `/learn/challenge/${encodeURIComponent(entry.item._id)}`;

export function ProfileFeedbackPage() {
  const { t, i18n } = useTranslation();
  const { userId, own } = useProfileUserId();
  const user = useUser();
  const list = useFeedbackList(own ? 'me' : userId);
  const navigate = useNavigate();
  const updateCourse = useUpdateCourse();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  // The learner's pages open an item in their current course: one of another course of theirs switches to it.
  const handleOpen = async (entry: WorkFeedback) => {
    if (entry.kind === 'project') {
      // Project pages are cross-origin isolated (Python's input()): a full page load.
      window.location.assign(`/projects/${encodeURIComponent(entry.item._id)}`);
      return;
    }
    if (entry.course && entry.course !== user.current_course) await updateCourse.mutateAsync(entry.course);
    navigate(workPath(entry));
  };

  if (list.isPending) return <CenteredLoader />;
  if (list.isError) return <ErrorAlert error={list.error} />;
  if (list.data.items.length === 0) return <Text c="dimmed">{t('profile.feedback.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t(own ? 'profile.feedback.help' : 'profile.feedback.helpStaff')}</Text>
      {updateCourse.isError && <ErrorAlert error={updateCourse.error} />}
      <Stack gap="sm" component="ul" className="plain-list">
        {list.data.items.map((entry) => (
          <Card
            key={`${entry.kind}/${entry.item._id}`}
            withBorder
            radius="md"
            p="md"
            component="li"
            aria-label={t(`profile.feedback.on.${entry.kind}`, { title: entry.item.title })}
            bg={entry.isNew ? 'var(--mantine-color-grape-0)' : undefined}
          >
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={6} miw={0} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Badge variant="light">{t(`teacherFeedback.kind.${entry.kind}`)}</Badge>
                  <Text fw={700}>
                    <bdi>{entry.item.title}</bdi>
                  </Text>
                  {entry.isNew && (
                    <Badge color="grape" variant="filled">
                      {t(own ? 'teacherFeedback.new' : 'profile.feedback.notSeen')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  {entry.kind !== 'project' && entry.kind !== 'assessment' && (
                    <AssessmentBadge assessment={entry.teacherAssessment} />
                  )}
                  {entry.kind !== 'project' && entry.kind !== 'assessment' && (
                    <Text size="sm">
                      {t('profile.feedback.xp', { xp: entry.xpAwarded, total: entry.xpValue })}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('profile.feedback.comments', { count: entry.comments })}
                    {entry.feedbackAt &&
                      ` · ${t('profile.feedback.lastOn', { date: dateFormat.format(new Date(entry.feedbackAt)) })}`}
                  </Text>
                </Group>
                {entry.stickers.length > 0 && (
                  <Group gap="sm" component="ul" className="plain-list">
                    {entry.stickers.map((sticker) => (
                      <li key={sticker._id}>
                        <StickerView sticker={sticker} size={36} />
                      </li>
                    ))}
                  </Group>
                )}
              </Stack>
              {own && (
                <Button
                  variant={entry.isNew ? 'filled' : 'light'}
                  rightSection={<IconArrowRight size={16} aria-hidden className="flip-rtl" />}
                  onClick={() => void handleOpen(entry)}
                  loading={updateCourse.isPending && updateCourse.variables === entry.course}
                  aria-label={t('profile.feedback.open', { title: entry.item.title })}
                >
                  {t('profile.feedback.read')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
