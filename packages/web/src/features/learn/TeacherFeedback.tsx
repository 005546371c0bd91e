// What a learner's teachers gave on a piece of their work, shown on the work itself (issue 18): the marking
// (with the xp it gave), stickers and comments on a tutorial, challenge or project page. Feedback shown new is
// marked seen, which lowers the navbar's count.
import { fullName, hasRole, type MarkingKind } from '@brickyard/core';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { useFeedbackSeen, useItemFeedback } from '../../api/teaching.ts';
import { StickerView } from '../../ui/stickers/StickerView.tsx';
import { AssessmentBadge, WaitingBadge } from './MarkingNote.tsx';

/**
 * "Your teacher's feedback" on one piece of the learner's own work. `finished`: the learner completed it (a
 * tutorial or challenge); a project has nothing to wait for and shows only what was given.
 */
export function FeedbackPanel({
  kind,
  itemId,
  finished = false,
}: {
  kind: MarkingKind;
  itemId: string;
  finished?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const student = hasRole(user, 'student');
  const feedback = useItemFeedback(kind, itemId, student);
  const seen = useFeedbackSeen(kind, itemId);
  const headingId = useId();
  const data = feedback.data;
  const newAt = data?.isNew ? data.feedbackAt : null;
  const markSeen = seen.mutate;

  // Shown is seen: the navbar's count goes down. What arrives later is new again.
  useEffect(() => {
    if (newAt) markSeen(newAt);
  }, [newAt, markSeen]);

  // A project's and an assessment's feedback is what was given: nothing to wait for (an assessment's marks and
  // xp show with its result).
  const givenOnly = kind === 'project' || kind === 'assessment';
  if (!student || !data || (givenOnly && !data.marked)) return null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const marked = data.teacherAssessment !== 'incomplete';
  const isNewComment = (createdAt: string) => data.isNew && (!data.seenAt || createdAt > data.seenAt);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      bg={data.isNew ? 'var(--mantine-color-grape-0)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={headingId}>
            {t('teacherFeedback.title')}
          </Title>
          {data.isNew && (
            <Badge color="grape" variant="filled">
              {t('teacherFeedback.new')}
            </Badge>
          )}
        </Group>

        {!givenOnly &&
          (marked ? (
            <Group gap="xs">
              <AssessmentBadge assessment={data.teacherAssessment} />
              <Text size="sm" fw={600}>
                {t('teacherFeedback.xpGiven', { xp: data.xpAwarded, total: data.xpValue })}
              </Text>
            </Group>
          ) : finished ? (
            <Stack gap={4} align="flex-start">
              <WaitingBadge />
              <Text size="sm">{t('teacherFeedback.waiting', { xp: data.xpValue })}</Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('teacherFeedback.notYet', { xp: data.xpValue })}
            </Text>
          ))}

        {data.stickers.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('teacherFeedback.stickers')}
            </Text>
            <Group gap="md" component="ul" className="plain-list">
              {data.stickers.map((sticker) => (
                <li key={sticker._id}>
                  <StickerView sticker={sticker} size={44} />
                </li>
              ))}
            </Group>
          </Stack>
        )}

        {data.comments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('teacherFeedback.comments')}
            </Text>
            <Stack gap="xs" component="ul" className="plain-list">
              {data.comments.map((comment) => (
                <Paper key={comment._id} component="li" p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      <bdi>{fullName(comment.author)}</bdi> · {dateFormat.format(new Date(comment.createdAt))}
                    </Text>
                    {isNewComment(comment.createdAt) && (
                      <Badge size="xs" color="grape" variant="light">
                        {t('teacherFeedback.new')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <bdi>{comment.text}</bdi>
                  </Text>
                </Paper>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
