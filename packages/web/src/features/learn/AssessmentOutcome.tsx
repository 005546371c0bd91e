// What the learner sees of an assessment's settings (issue 21): the result of a finished attempt (pass mark, xp),
// where each free-text answer's mark stands (the teacher's, or their own), the teacher's stickers and comments,
// and "Take it again" when it allows multiple attempts; the self-marking step after a free-text answer; and the
// note that an answer waits for the teacher.
import type {
  AnswerResult,
  AssessmentOutcomeView,
  LearnerAssessment,
  LearnerQuestion,
  Piece,
} from '@brickyard/core';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type OpenOptions, useRetake, useSelfMark } from '../../api/learn.ts';
import { Pieces } from '../../pieces/index.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ResultBadge } from '../teaching/AssessmentAnswersMarking.tsx';
import { FeedbackPanel } from './TeacherFeedback.tsx';

/** The result in words: pass or not (or waiting for the teacher), the score against the pass mark, the xp. */
export function OutcomeLine({ result }: { result: AssessmentOutcomeView }) {
  const { t } = useTranslation();
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
        <Text size="sm">{t('assessmentSettings.result.pending', { count: result.pending })}</Text>
      )}
    </Stack>
  );
}

/** A finished assessment's result, its free-text marks, the teacher's feedback and "Take it again". */
export function AssessmentOutcome({
  assessment,
  options,
}: {
  assessment: LearnerAssessment;
  options: OpenOptions;
}) {
  const { t } = useTranslation();
  const retake = useRetake(assessment._id, options);
  const result = assessment.result;
  if (!result) return null;
  const titleOf = (id: string) => assessment.questions.find((q) => q._id === id)?.title ?? '';
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="assessment-result">
        <Stack gap="sm">
          <Title order={2} size="h4" id="assessment-result">
            {t('assessmentSettings.result.title')}
          </Title>
          <OutcomeLine result={result} />
          {assessment.freeText.length > 0 && (
            <Stack gap={4} component="ul" className="plain-list">
              {assessment.freeText.map((entry) => (
                <Group key={entry.question} gap="xs" component="li">
                  <Text size="sm">
                    <bdi>{titleOf(entry.question)}</bdi>
                  </Text>
                  <Badge
                    variant="light"
                    color={entry.state === 'right' ? 'green' : entry.state === 'notYet' ? 'orange' : 'grape'}
                  >
                    {t(`assessmentSettings.freeText.${entry.state}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
          {assessment.canRetake && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={retake.isPending}
                onClick={() => retake.mutate()}
              >
                {t('assessmentSettings.retake')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('assessmentSettings.retakeXp')}
              </Text>
            </Group>
          )}
          {retake.isError && <ErrorAlert error={retake.error} />}
        </Stack>
      </Paper>
      {assessment.assessmentType !== 'auto' && assessment.assessmentType !== 'self' && (
        <FeedbackPanel kind="assessment" itemId={assessment._id} finished />
      )}
    </Stack>
  );
}

/** After a teacher-marked free-text answer: it waits for the teacher. */
export function AwaitingTeacherNote() {
  const { t } = useTranslation();
  return (
    <Alert color="grape" variant="light" title={t('assessmentSettings.freeText.pending')}>
      {t('assessmentSettings.awaitingTeacher')}
    </Alert>
  );
}

/** A self-marked free-text answer: the author's notes, then the learner says whether theirs was right. */
export function SelfMarkPanel({
  assessmentId,
  options,
  question,
  notes,
  onMarked,
}: {
  assessmentId: string;
  options: OpenOptions;
  question: LearnerQuestion;
  notes: Piece[];
  onMarked: (result: AnswerResult) => void;
}) {
  const { t } = useTranslation();
  const mark = useSelfMark(assessmentId, options);
  const send = (right: boolean) =>
    mark.mutate({ question: question._id, right }, { onSuccess: (result) => onMarked(result) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`self-${question._id}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`self-${question._id}`}>
          {t('assessmentSettings.selfMark.title')}
        </Title>
        {notes.length > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {t('assessmentSettings.notes')}
            </Text>
            <Pieces pieces={notes} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('assessmentSettings.selfMark.noNotes')}
          </Text>
        )}
        <Text size="sm">{t('assessmentSettings.selfMark.ask')}</Text>
        <Group gap="xs">
          <Button color="green" loading={mark.isPending && mark.variables?.right} onClick={() => send(true)}>
            {t('assessmentSettings.marks.right')}
          </Button>
          <Button
            color="orange"
            variant="light"
            loading={mark.isPending && mark.variables?.right === false}
            onClick={() => send(false)}
          >
            {t('assessmentSettings.marks.notYet')}
          </Button>
        </Group>
        {mark.isError && <ErrorAlert error={mark.error} />}
      </Stack>
    </Paper>
  );
}
