// The assessment editor's Preview (authoring.md §2 "Editors toggle between edit and preview"): each question
// exactly as a learner gets it (core `learnerQuestion`), with working inputs and the learner's own question card,
// graded in the page by the same core function the server grades with (`gradeAnswer`), with its feedback texts.
// It shows the unsaved draft, and nothing is saved or counted.
import {
  type AnswerResult,
  type Assessment,
  gradeAnswer,
  learnerQuestion,
  type Question,
  type Verdict,
} from '@brickyard/core';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput } from '../../api/learn.ts';
import { QuestionCard } from '../learn/questions/QuestionCard.tsx';

/** The verdict on a preview's answer in the shape the server answers a preview with: nothing counted. */
export const previewResult = (question: Question, input: AnswerInput, retry: boolean): AnswerResult => {
  const verdict: Verdict = input.skip
    ? { status: 'accepted', feedback: '' }
    : gradeAnswer(question, input.answer ?? {}, { retry });
  const passed = verdict.status === 'correct' || verdict.status === 'accepted';
  return {
    status: input.skip ? 'skipped' : verdict.status,
    feedback: verdict.feedback,
    progress: { questionsCompleted: [], questionsSkipped: [], attempts: {}, isComplete: false },
    canSkip: false,
    finished: false,
    xpAwarded: 0,
    xp: 0,
    awards: [],
    hints: question.hints,
    postTaskPieces: passed ? question.postTaskPieces : [],
    ...('cases' in verdict && verdict.cases ? { cases: verdict.cases } : {}),
  };
};

export function AssessmentPreview({ draft }: { draft: Assessment }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const retry = draft.type === 'conceptIntro';
  const answer = useMutation({
    mutationFn: async (input: AnswerInput) => {
      const question = draft.questions.find((q) => q._id === input.question);
      if (!question) throw new Error(t('learn.assessment.noQuestions'));
      return previewResult(question, input, retry);
    },
  });
  const total = draft.questions.length;
  const current = draft.questions[Math.min(index, total - 1)];
  return (
    <Stack gap="md" maw={860}>
      <Title order={2}>
        <bdi>{draft.title}</bdi>
      </Title>
      <Alert color="grape" variant="light" title={t('learn.assessment.previewTitle')}>
        {t('editor.assessment.previewNote')}
      </Alert>
      {current ? (
        <QuestionCard
          key={current._id}
          assessmentId={draft._id}
          options={{ preview: true, course: null }}
          question={learnerQuestion(current, undefined, 'all')}
          language={draft.language}
          number={index + 1}
          total={total}
          preview
          onAnswered={() => {}}
          answer={answer}
          focusHeading={false}
        />
      ) : (
        <Text c="dimmed">{t('editor.assessment.noQuestions')}</Text>
      )}
      {total > 1 && (
        <Group justify="space-between">
          <Button variant="default" disabled={index <= 0} onClick={() => setIndex((i) => i - 1)}>
            {t('learn.assessment.previous')}
          </Button>
          <Button variant="default" disabled={index >= total - 1} onClick={() => setIndex((i) => i + 1)}>
            {t('learn.assessment.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
