// What a question shows around its answer (issue 21): the author's tasks above it, and the post-task pieces
// once the learner has answered (the server sends them only then: with the verdict that passes the question,
// or with the assessment once the question is done or in preview).
import type { LearnerQuestion } from '@brickyard/core';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Pieces, SafeHtml } from '../../../pieces/index.ts';

/** The tasks, in the author's order: sanitised rich text. */
export function QuestionTasks({ tasks }: { tasks: readonly string[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('textAuthoring.learner.tasks')}>
      <Group gap="xs" mb="xs">
        <IconChecklist size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('textAuthoring.learner.tasks')}
        </Title>
      </Group>
      <Stack gap="xs" component="ol" className="plain-list">
        {tasks.map((task, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tasks are positional
          <li key={n}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={700} aria-hidden>
                {n + 1}.
              </Text>
              <SafeHtml html={task} />
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** The post-task pieces, read after answering. */
export function PostTaskPieces({ pieces }: { pieces: LearnerQuestion['postTaskPieces'] }) {
  const { t } = useTranslation();
  if (pieces.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-gray-0)"
      component="section"
      aria-label={t('textAuthoring.learner.afterAnswer')}
    >
      <Group gap="xs" mb="xs">
        <IconInfoCircle size={18} aria-hidden />
        <Title order={3} size="h5">
          {t('textAuthoring.learner.afterAnswer')}
        </Title>
      </Group>
      <Pieces pieces={pieces} />
    </Paper>
  );
}
