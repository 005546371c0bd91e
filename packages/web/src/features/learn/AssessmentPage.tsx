// /learn/assessment/:assessment (learner-teacher.md §4 "Assessment"): questions one after another, resuming
// at the first unanswered; the server grades each answer and says what it changed. A completed assessment,
// and a teacher's preview, open in preview: answers are checked but nothing is saved.
import {
  type AnswerResult,
  type AssessmentProgress,
  type ContentLanguage,
  canPreview,
  type LearnerQuestion,
} from '@brickyard/core';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBulb, IconStar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type OpenOptions, useAnswer, useAssessment, useAssessmentFinished } from '../../api/learn.ts';
import { useUser } from '../../api/session.ts';
import { Pieces } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AssessmentOutcome, AwaitingTeacherNote, OutcomeLine, SelfMarkPanel } from './AssessmentOutcome.tsx';
import {
  BackToCourse,
  feedbackKey,
  homeLinkOf,
  showAwards,
  useOpenOptions,
  ViewerError,
} from './learn-ui.tsx';
import { PostTaskPieces, QuestionTasks } from './questions/QuestionExtras.tsx';
import { QuestionInput } from './questions/QuestionInput.tsx';
import { type Draft, readyToCheck } from './questions/ready-to-check.ts';

/** §9: the learner goes home this long after finishing. */
const HOME_DELAY_MS = 500;

const doneIds = (progress: AssessmentProgress) =>
  new Set([...progress.questionsCompleted, ...progress.questionsSkipped]);

/** The hints a learner has earned on a question, numbered as the author ordered them. */
function QuestionHints({
  hints,
  total,
  preview,
}: {
  hints: LearnerQuestion['hints'];
  total: number;
  preview: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-yellow-0)"
      component="section"
      aria-label={t('learn.assessment.hints')}
    >
      <Group gap="xs" mb="xs">
        <IconBulb size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('learn.assessment.hints')}
        </Title>
      </Group>
      <Stack gap="sm" component="ol" className="plain-list">
        {hints.map((hint, n) => (
          <li key={hint._id} aria-label={t('learn.assessment.hintN', { n: n + 1, total })}>
            <Text size="sm" fw={600}>
              {t('learn.assessment.hintN', { n: n + 1, total })}
            </Text>
            <Pieces pieces={hint.pieces} />
          </li>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {preview
          ? t('learn.assessment.hintsPreview')
          : hints.length < total
            ? t('learn.assessment.hintsMore')
            : t('learn.assessment.hintsAll')}
      </Text>
    </Paper>
  );
}

function QuestionCard({
  assessmentId,
  options,
  question,
  language,
  number,
  total,
  preview,
  onAnswered,
  answer,
  focusHeading,
}: {
  assessmentId: string;
  options: OpenOptions;
  question: LearnerQuestion;
  language: ContentLanguage;
  number: number;
  total: number;
  preview: boolean;
  onAnswered: (result: AnswerResult) => void;
  answer: ReturnType<typeof useAnswer>;
  /** After Next the keyboard's focus moves to the new question's heading, not to the page's <body>. */
  focusHeading: boolean;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the question appears
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, []);
  const [draft, setDraft] = useState<Draft>({});
  const [stage, setStage] = useState(0);
  const [result, setResult] = useState<AnswerResult | null>(null);
  // The answer the result is for: test verdicts belong to that code, not to code edited since.
  const [checked, setChecked] = useState<Draft | null>(null);
  // The hints earned so far: what the page opened with, then what each answer's verdict brings.
  const [hints, setHints] = useState(question.hints);
  const passed = result?.status === 'correct' || result?.status === 'accepted';
  // A self-marked free-text answer was kept: the learner marks it against the notes (issue 21).
  const reviewing = result?.status === 'review' && !preview;
  // After Check the focus moves to the verdict, the next thing to read (the Check button may be gone).
  useEffect(() => {
    if (result) verdictRef.current?.focus();
  }, [result]);

  const check = (skip = false) =>
    answer.mutate(
      { question: question._id, answer: draft, skip },
      {
        onSuccess: (next) => {
          setResult(next);
          setHints(next.hints);
          setChecked(draft);
          if (next.status === 'continue') setStage((s) => s + 1);
          // A concept intro slide needs no "Next": reading it is the answer.
          if (next.status === 'skipped' || (question.fieldType === 'concept_intro' && !preview))
            onAnswered(next);
        },
      },
    );

  const tone =
    result?.status === 'wrong'
      ? 'red'
      : result?.status === 'incomplete'
        ? 'yellow'
        : result?.status === 'skipped'
          ? 'gray'
          : 'teal';

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`q-${question._id}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('learn.assessment.questionOf', { n: number, total })}
          </Text>
        </Group>
        <Title order={2} size="h3" id={`q-${question._id}`} ref={headingRef} tabIndex={-1}>
          <bdi>{question.title}</bdi>
        </Title>
        <Pieces pieces={question.pieces} />
        <QuestionTasks tasks={question.tasks} />
        <QuestionInput
          question={question}
          language={language}
          verdicts={checked === draft ? result?.cases : undefined}
          draft={draft}
          onChange={setDraft}
          stage={stage}
          disabled={passed || reviewing}
        />
        {question.explanationRequired && (
          <Textarea
            label={t('learn.assessment.explain')}
            value={draft.explanation ?? ''}
            disabled={passed}
            autosize
            minRows={2}
            onChange={(event) => {
              const explanation = event.currentTarget.value;
              setDraft((d) => ({ ...d, explanation }));
            }}
          />
        )}
        {/* The live region is there from the start, empty, so the verdict put into it is announced; the focus
            moves to it as well (the Check button may be gone), and as it has no name of its own the verdict is
            its only text, said once. */}
        <div role="status" ref={verdictRef} tabIndex={-1} className="verdict">
          {result && result.status !== 'skipped' && (
            <Text
              className="verdict-box"
              size="sm"
              fw={700}
              bg={`var(--mantine-color-${tone}-light)`}
              c={`var(--mantine-color-${tone}-light-color)`}
            >
              {t(feedbackKey(result.feedback))}
            </Text>
          )}
        </div>
        <PostTaskPieces
          pieces={result?.postTaskPieces.length ? result.postTaskPieces : question.postTaskPieces}
        />
        {result?.awaitingTeacher && <AwaitingTeacherNote />}
        {reviewing && (
          <SelfMarkPanel
            assessmentId={assessmentId}
            options={options}
            question={question}
            notes={result.notes ?? []}
            onMarked={onAnswered}
          />
        )}
        {hints.length > 0 && !passed && (
          <QuestionHints hints={hints} total={question.hintCount} preview={preview} />
        )}
        {answer.isError && <ErrorAlert error={answer.error} />}
        <Group justify="flex-end">
          {!passed && result?.canSkip && !preview && (
            <Button variant="default" onClick={() => check(true)} loading={answer.isPending}>
              {t('learn.assessment.skip')}
            </Button>
          )}
          {!passed && !reviewing && (
            <Button
              onClick={() => check()}
              loading={answer.isPending}
              disabled={!readyToCheck(question, draft, stage)}
            >
              {question.fieldType === 'concept_intro'
                ? t('learn.assessment.continue')
                : t('learn.assessment.check')}
            </Button>
          )}
          {passed && !preview && (
            <Button onClick={() => onAnswered(result)}>
              {number === total ? t('learn.assessment.finish') : t('learn.assessment.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

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
          {t('learn.xpIncreased', { xp: finished.xpAwarded })}
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
