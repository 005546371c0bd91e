// /learn/challenge/:challenge (learner-teacher.md §4 "Challenge"): the brief, then the decomposition steps to
// tick (stamped on tick, cleared on untick), one hints panel open at a time, and Complete once all are ticked.
import type { LearnerChallengeItem } from '@brickyard/core';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useChallenge, useChallengeProgress } from '../../api/learn.ts';
import { Pieces } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ChallengeSteps } from './ChallengeSteps.tsx';
import { LearningProject } from './LearningProject.tsx';
import { BackToCourse, homeLinkOf, showAwards, useOpenOptions, ViewerError } from './learn-ui.tsx';
import { FeedbackPanel } from './TeacherFeedback.tsx';

const HOME_DELAY_MS = 500;

/** Another challenge starts afresh: no tick of the one before carries over. */
export function ChallengePage() {
  const { challenge: id = '' } = useParams();
  return <ChallengeView key={id} id={id} />;
}

function ChallengeView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const options = useOpenOptions();
  const query = useChallenge(id, options);
  const progress = useChallengeProgress(id, options);
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const navigate = useNavigate();
  const homeLink = homeLinkOf(options);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return <ViewerError title={t('learn.challenge.title')} error={query.error} homeLink={homeLink} />;
  const challenge = query.data;
  const locked = challenge.completed || challenge.preview;
  const isTicked = (item: { _id: string; completed: boolean }) => ticks[item._id] ?? item.completed;
  const allTicked = challenge.decomposition.every(isTicked);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));
  const handleTick = (item: LearnerChallengeItem, completed: boolean) => {
    // The box follows the click at once; a refused change puts it back.
    setTicks((all) => ({ ...all, [item._id]: completed }));
    progress.change({ decomposition: [{ item: item._id, completed }] }, () =>
      setTicks(({ [item._id]: _, ...rest }) => rest),
    );
  };
  const handleComplete = () =>
    progress.mutate(
      { completed: true },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: t('learn.challenge.completedTitle') });
          showAwards(result.awards, t);
          setTimeout(() => navigate(homeLink), HOME_DELAY_MS);
        },
      },
    );

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={challenge.title} description={challenge.summary || undefined} />
        <BackToCourse to={homeLink} />
      </Group>
      {challenge.preview && (
        <Alert color="grape" variant="light" title={t('learn.assessment.previewTitle')}>
          {t('learn.challenge.previewText')}
        </Alert>
      )}
      {challenge.completed && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck aria-hidden />}
          title={t('learn.challenge.completedTitle')}
        >
          {challenge.dateCompleted &&
            t('learn.challenge.completedOn', { date: formatDate(challenge.dateCompleted) })}
        </Alert>
      )}
      {!challenge.preview && (
        <FeedbackPanel kind="challenge" itemId={challenge._id} finished={challenge.completed} />
      )}
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="brief-heading">
        <Title order={2} size="h3" id="brief-heading" mb="sm">
          {t('learn.challenge.brief')}
        </Title>
        <Pieces pieces={challenge.brief} />
      </Paper>
      <ChallengeSteps
        challenge={challenge}
        isTicked={isTicked}
        locked={locked}
        preview={challenge.preview}
        onTick={handleTick}
        onToggleHints={(item) =>
          progress.change({ decomposition: [{ item: item._id, hintsShowing: !item.hintsShowing }] })
        }
        formatDate={formatDate}
      />
      {!challenge.preview && (
        <LearningProject
          itemId={challenge._id}
          title={challenge.title}
          kind="challenge"
          course={options.course}
        />
      )}
      {progress.isError && <ErrorAlert error={progress.error} />}
      {!challenge.completed && !challenge.preview && (
        <Group justify="flex-end">
          {!allTicked && (
            <Text size="sm" c="dimmed">
              {t('learn.challenge.tickAll')}
            </Text>
          )}
          <Button disabled={!allTicked} loading={progress.isPending} onClick={handleComplete}>
            {t('learn.challenge.complete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
