// A course home card's line on a tutorial's or challenge's xp (issue 18, "XP that explains itself"): it comes
// when the teacher marks it; once finished, "Waiting for your teacher"; once marked, what it gave, and whether
// there is new feedback. Apart from the feedback panel, so the course home loads no sticker icons.
import { type HomeItem, hasRole, type TeacherAssessment } from '@brickyard/core';
import { Badge, Group, Text } from '@mantine/core';
import { IconHourglassHigh, IconMessageCircle, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { useFeedbackList } from '../../api/teaching.ts';

export const ASSESSMENT_COLOUR: Record<TeacherAssessment, string> = {
  complete: 'teal',
  partial: 'yellow',
  incomplete: 'gray',
};

/** Badges that wrap on a narrow screen (a course card on a phone) instead of cutting their words. */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

/** The teacher's assessment as a badge. */
export function AssessmentBadge({ assessment }: { assessment: TeacherAssessment }) {
  const { t } = useTranslation();
  return (
    <Badge color={ASSESSMENT_COLOUR[assessment]} variant="light" styles={WRAPPING}>
      {t(`teacherFeedback.assessment.${assessment}`)}
    </Badge>
  );
}

export function WaitingBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      color="orange"
      variant="light"
      styles={WRAPPING}
      leftSection={<IconHourglassHigh size={12} aria-hidden />}
    >
      {t('teacherFeedback.waitingTitle')}
    </Badge>
  );
}

/**
 * A course home card's word on a tutorial's or challenge's xp: it comes when the teacher marks it; once the
 * learner has finished, they are waiting for their teacher; once marked, what it gave, and whether it is new.
 */
export function MarkingNote({ item }: { item: Pick<HomeItem, '_id' | 'complete' | 'xp'> }) {
  const { t } = useTranslation();
  const user = useUser();
  const student = hasRole(user, 'student');
  const list = useFeedbackList('me', student);
  const entry = list.data?.items.find((i) => i.item._id === item._id && i.kind !== 'project');
  const marked = entry && entry.teacherAssessment !== 'incomplete';
  return (
    <Group gap={6} mt={4}>
      {marked ? (
        <Badge
          color={ASSESSMENT_COLOUR[entry.teacherAssessment]}
          variant="light"
          styles={WRAPPING}
          leftSection={<IconStarFilled size={10} aria-hidden />}
        >
          {t('teacherFeedback.card.marked', { xp: entry.xpAwarded, total: entry.xpValue })}
        </Badge>
      ) : student && item.complete ? (
        <WaitingBadge />
      ) : (
        <Text size="xs" c="dimmed">
          {t('teacherFeedback.card.xpWhenMarked')}
        </Text>
      )}
      {entry?.isNew && (
        <Badge
          color="grape"
          variant="filled"
          styles={WRAPPING}
          leftSection={<IconMessageCircle size={12} aria-hidden />}
        >
          {t('teacherFeedback.card.newFeedback')}
        </Badge>
      )}
    </Group>
  );
}
