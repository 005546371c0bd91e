// Small pieces the learner's screens share: where an item was opened from, the feedback texts in the
// user's language, and the toasts for achievements.
import {
  type Award,
  canPreview,
  EXPLANATION_REQUIRED,
  FEEDBACK_CORRECT,
  FEEDBACK_GREAT,
  FEEDBACK_THANKS,
  FEEDBACK_WRONG,
  FEEDBACK_WRONG_RETRY,
  RUN_FIRST,
  TEXTAREA_TOO_SHORT,
  TEXTFIELD_EMPTY,
} from '@brickyard/core';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { OpenOptions } from '../../api/learn.ts';
import { useUser } from '../../api/session.ts';
import { achievementName } from '../../ui/achievements.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** `?preview=true` (kept only for the preview roles, §4) and `?course=` (an author's course preview). */
export const useOpenOptions = (): OpenOptions => {
  const [params] = useSearchParams();
  const user = useUser();
  const course = params.get('course');
  return { preview: params.get('preview') === 'true' && (canPreview(user) || !!course), course };
};

/** Where "Back to the course" leads: the author's course preview, or the course home (in preview if so). */
export const homeLinkOf = (options: OpenOptions) =>
  options.course
    ? `/learn/course-preview/${options.course}`
    : `/learn${options.preview ? '?preview=true' : ''}`;

/** "Back to the course", the way out of every learner viewer. */
export function BackToCourse({ to, mt }: { to: string; mt?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      mt={mt}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('learn.backHome')}
    </Button>
  );
}

/** A viewer that could not load its item: the server's words and the way back. */
export function ViewerError({ title, error, homeLink }: { title: string; error: unknown; homeLink: string }) {
  return (
    <>
      <PageHeader title={title} />
      <ErrorAlert error={error} />
      <BackToCourse to={homeLink} mt="md" />
    </>
  );
}

/** The §8 feedback texts the server sends, as locale keys. */
const FEEDBACK_KEYS: Record<string, string> = {
  [FEEDBACK_CORRECT]: 'learn.feedback.correct',
  [FEEDBACK_WRONG]: 'learn.feedback.wrong',
  [FEEDBACK_WRONG_RETRY]: 'learn.feedback.wrongRetry',
  [FEEDBACK_THANKS]: 'learn.feedback.thanks',
  [FEEDBACK_GREAT]: 'learn.feedback.great',
  [EXPLANATION_REQUIRED]: 'learn.feedback.explain',
  [TEXTAREA_TOO_SHORT]: 'learn.feedback.tooShort',
  [TEXTFIELD_EMPTY]: 'learn.feedback.empty',
  [RUN_FIRST]: 'learn.feedback.runFirst',
};

export const feedbackKey = (feedback: string) => FEEDBACK_KEYS[feedback] ?? 'learn.feedback.other';

/** One toast per achievement level reached. */
export const showAwards = (awards: readonly Award[], t: TFunction) => {
  for (const award of awards)
    notifications.show({
      color: 'grape',
      title: t('learn.achievement'),
      message: t('learn.achievementLevel', { name: achievementName(t, award), level: award.level }),
    });
};
