// /learn/assessment/:assessment (learner-teacher.md §4 "Assessment"): questions one after another, resuming
// at the first unanswered; the server grades each answer and says what it changed. A completed assessment,
// and a teacher's preview, open in preview: answers are checked but nothing is saved.
import { type AnswerResult, type AssessmentProgress, canPreview } from '@brickyard/core';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAnswer, useAssessment, useAssessmentFinished } from '../../api/learn.ts';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AssessmentOutcome, OutcomeLine } from './AssessmentOutcome.tsx';
import { BackToCourse, homeLinkOf, showAwards, useOpenOptions, ViewerError } from './learn-ui.tsx';
import { QuestionCard } from './questions/QuestionCard.tsx';

/** §9: the learner goes home this long after finishing. */
const HOME_DELAY_MS = 500;

const doneIds = (progress: AssessmentProgress) =>
  new Set([...progress.questionsCompleted, ...progress.questionsSkipped]);

/** Another assessment starts afresh: no progress, preview place or result of the one before carries over. */
export function AssessmentPage() {
  const { assessment: id = '' } = useParams();
  return <AssessmentView key={id} id={id} />;
}

function AssessmentView({ id }: { id: string }) {
  const { t } = useTranslation();
  const options = useOpenOptions();
  const query = useAssessment(id, options);
  const answer = useAnswer(id, options);
  const readAgain = useAssessmentFinished(id);
  const navigate = useNavigate();
  const user = useUser();
  const [progress, setProgress] = useState<AssessmentProgress | null>(null);
  const [previewIndex, setPreviewIndex] = useState(0);
  const [finished, setFinished] = useState<AnswerResult | null>(null);
  const [, setParams] = useSearchParams();
  // The first question shown keeps the page's usual focus; every later one takes it to its heading.
  const firstShown = useRef<string | null>(null);
  const homeLink = homeLinkOf(options);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return <ViewerError title={t('learn.assessment.title')} error={query.error} homeLink={homeLink} />;
  const assessment = query.data;
  const current = progress ?? assessment.progress;
  const done = doneIds(current);
  const preview = assessment.preview;
  const index = preview ? previewIndex : assessment.questions.findIndex((q) => !done.has(q._id));
  const question = index >= 0 ? assessment.questions[index] : undefined;
  const total = assessment.questions.length;
  if (question && firstShown.current === null) firstShown.current = question._id;

  const onAnswered = (result: AnswerResult) => {
    setProgress(result.progress);
    if (!result.finished) return;
    setFinished(result);
    readAgain();
    // A retake that does not beat the best so far, or an answer marked "not yet", adds nothing: no notice of 0.
    if (result.xpAwarded > 0)
      notifications.show({ color: 'teal', message: t('learn.xpIncreased', { xp: result.xpAwarded }) });
    showAwards(result.awards, t);
    setTimeout(() => navigate(homeLink), HOME_DELAY_MS);
  };

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={assessment.title} description={assessment.description || undefined} />
        <Group gap="xs">
          <Badge size="lg" variant="light" color="yellow" leftSection={<IconStar size={14} aria-hidden />}>
            {t('learn.home.xp', { xp: assessment.xpValue })}
          </Badge>
          <BackToCourse to={homeLink} />
        </Group>
      </Group>
      {preview && (
        <Alert color="grape" variant="light" title={t('learn.assessment.previewTitle')}>
          {t('learn.assessment.previewText')}
          {canPreview(user) && !options.preview && (
            <Button variant="subtle" size="compact-sm" ms="sm" onClick={() => setParams({ preview: 'true' })}>
              {t('learn.home.previewMode')}
            </Button>
          )}
        </Alert>
      )}
      {assessment.result && <AssessmentOutcome assessment={assessment} options={options} />}
      <Progress
        value={preview ? ((index + 1) / Math.max(total, 1)) * 100 : (done.size / Math.max(total, 1)) * 100}
        aria-label={t('learn.assessment.progress', { done: done.size, total })}
      />
      {finished ? (
        <Alert color="teal" variant="light" title={t('learn.assessment.finishedTitle')} role="status">
          {finished.xpAwarded > 0 && t('learn.xpIncreased', { xp: finished.xpAwarded })}
          {finished.result && <OutcomeLine result={finished.result} />}
        </Alert>
      ) : question ? (
        <QuestionCard
          assessmentId={assessment._id}
          options={options}
          key={question._id}
          question={question}
          language={assessment.language}
          number={index + 1}
          total={total}
          preview={preview}
          onAnswered={onAnswered}
          answer={answer}
          focusHeading={question._id !== firstShown.current}
        />
      ) : (
        <Text>{t('learn.assessment.noQuestions')}</Text>
      )}
      {preview && total > 0 && (
        <Group justify="space-between">
          <Button variant="default" disabled={index <= 0} onClick={() => setPreviewIndex((i) => i - 1)}>
            {t('learn.assessment.previous')}
          </Button>
          <Button
            variant="default"
            disabled={index >= total - 1}
            onClick={() => setPreviewIndex((i) => i + 1)}
          >
            {t('learn.assessment.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
