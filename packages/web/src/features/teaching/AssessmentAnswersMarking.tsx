// The marking screen's work side for an assessment (issue 21): each free-text answer the teacher marks, with the
// question as the student read it, what they wrote and the author's answer notes, marked right or not yet and
// saved at once; and the result so far (pass mark, xp). Stickers and comments are the sidebar's, as for tutorials.
import type { MarkingAnswer, MarkingView } from '@brickyard/core';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkingTarget } from '../../api/teaching.ts';
import { Pieces } from '../../pieces/index.ts';
import { useMarkingSave } from './use-marking-save.ts';

const targetOf = (marking: MarkingView): MarkingTarget => ({
  kind: 'assessment',
  classId: marking.class._id,
  studentId: marking.student._id,
  itemId: marking.item._id,
});

export function AssessmentAnswersMarking({ marking }: { marking: MarkingView }) {
  const { t } = useTranslation();
  const answers = marking.answers ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('assessmentSettings.marking.title')}
      </Title>
      {answers.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('assessmentSettings.marking.none')}
        </Alert>
      ) : (
        answers.map((answer, index) => (
          <AnswerCard key={answer.question} marking={marking} answer={answer} n={index + 1} />
        ))
      )}
    </Stack>
  );
}

/** Where the assessment's result stands for the student: the sidebar's summary. */
export function AssessmentResultSummary({ marking }: { marking: MarkingView }) {
  const { t } = useTranslation();
  const result = marking.result;
  if (!result)
    return (
      <Text size="sm" c="dimmed">
        {t('assessmentSettings.marking.notFinished')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <ResultBadge passed={result.passed} />
        <Text size="sm" fw={600}>
          {t('assessmentSettings.result.score', { percent: result.percent, passMark: result.passMark })}
        </Text>
      </Group>
      <Text size="sm">{t('assessmentSettings.result.xpGiven', { xp: result.xpGiven })}</Text>
      {result.pending > 0 && (
        <Text size="sm" c="dimmed">
          {t('assessmentSettings.marking.pending', { count: result.pending })}
        </Text>
      )}
    </Stack>
  );
}

export function ResultBadge({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null)
    return (
      <Badge color="grape" variant="light">
        {t('assessmentSettings.result.awaiting')}
      </Badge>
    );
  return (
    <Badge color={passed ? 'green' : 'orange'} variant="light">
      {t(passed ? 'assessmentSettings.result.passed' : 'assessmentSettings.result.notPassed')}
    </Badge>
  );
}

function AnswerCard({ marking, answer, n }: { marking: MarkingView; answer: MarkingAnswer; n: number }) {
  const { t } = useTranslation();
  const { save, handleSave } = useMarkingSave(targetOf(marking));
  // The choice follows the click at once; the saved marking takes over when the save ends (or puts it back).
  const [pending, setPending] = useState<string | null>(null);
  const value = pending ?? answer.mark ?? '';
  const mark = (next: string) => {
    setPending(next);
    handleSave({ answers: [{ question: answer.question, right: next === 'right' }] }, undefined, () =>
      setPending(null),
    );
  };
  const headingId = `answer-${answer.question}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {t('assessmentSettings.marking.question', { n })} · <bdi>{answer.title}</bdi>
          </Title>
          {answer.mark === null && (
            <Badge color="grape" variant="light">
              {t('assessmentSettings.freeText.pending')}
            </Badge>
          )}
        </Group>
        <Pieces pieces={answer.pieces} />
        <Text size="sm" fw={600}>
          {t('assessmentSettings.marking.studentAnswer')}
        </Text>
        <Paper p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{answer.answer}</bdi>
          </Text>
        </Paper>
        {answer.notes.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('assessmentSettings.notes')}
            </Text>
            <Pieces pieces={answer.notes} />
          </>
        )}
        <Group gap="xs" role="group" aria-label={t('assessmentSettings.marking.markLabel', { n })}>
          {(['right', 'notYet'] as const).map((option) => (
            <Button
              key={option}
              variant={value === option ? 'filled' : 'default'}
              color={option === 'right' ? 'green' : 'orange'}
              aria-pressed={value === option}
              loading={save.isPending && pending === option}
              onClick={() => value !== option && mark(option)}
            >
              {t(`assessmentSettings.marks.${option}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
