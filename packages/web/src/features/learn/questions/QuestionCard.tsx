// One question as a learner answers it (learner-teacher.md §4 "Assessment"): its pieces and tasks, the answer
// field of its type, Check (and Skip), the verdict, the hints earned and, once passed, what follows the task.
// Who grades is the caller's: the learner's page sends each answer to the server; the assessment editor's preview
// grades it in the page with the same core functions.
import type { AnswerResult, ContentLanguage, LearnerQuestion } from '@brickyard/core';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, OpenOptions } from '../../../api/learn.ts';
import { Pieces } from '../../../pieces/index.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { AwaitingTeacherNote, SelfMarkPanel } from '../AssessmentOutcome.tsx';
import { feedbackKey } from '../learn-ui.tsx';
import { PostTaskPieces, QuestionTasks } from './QuestionExtras.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import { type Draft, readyToCheck } from './ready-to-check.ts';

/** What checks an answer: the server's (`useAnswer`) or the preview's own. */
export type AnswerMutation = UseMutationResult<AnswerResult, Error, AnswerInput>;

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

export function QuestionCard({
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
  answer: AnswerMutation;
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
