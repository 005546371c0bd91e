// A challenge's decomposition (ChallengePage.tsx): its steps to tick, each with its pieces and a hints panel
// the learner opens and closes (kept on their tracker), and how many are ticked.
import type { LearnerChallenge, LearnerChallengeItem } from '@brickyard/core';
import { Badge, Button, Checkbox, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Pieces, SafeHtml } from '../../pieces/index.ts';

interface StepActions {
  /** Whether a step shows ticked (a tick not yet saved included). */
  isTicked: (item: LearnerChallengeItem) => boolean;
  /** No box changes (a completed challenge, a preview). */
  locked: boolean;
  /** Hints do not open in preview. */
  preview: boolean;
  onTick: (item: LearnerChallengeItem, completed: boolean) => void;
  onToggleHints: (item: LearnerChallengeItem) => void;
  formatDate: (iso: string) => string;
}

export function ChallengeSteps({ challenge, ...actions }: { challenge: LearnerChallenge } & StepActions) {
  const { t } = useTranslation();
  const ticked = challenge.decomposition.filter(actions.isTicked).length;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="steps-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="steps-heading">
          {t('learn.challenge.steps')}
        </Title>
        <Badge variant="light">
          {t('learn.home.progress', { done: ticked, total: challenge.decomposition.length })}
        </Badge>
      </Group>
      <Stack gap="md" component="ol" className="plain-list">
        {challenge.decomposition.map((item, index) => (
          <ChallengeStep key={item._id} item={item} index={index} {...actions} />
        ))}
      </Stack>
    </Paper>
  );
}

function ChallengeStep({
  item,
  index,
  isTicked,
  locked,
  preview,
  onTick,
  onToggleHints,
  formatDate,
}: { item: LearnerChallengeItem; index: number } & StepActions) {
  const { t } = useTranslation();
  return (
    <li>
      <Group justify="space-between" wrap="wrap" align="flex-start" className="fit-row">
        <Checkbox
          checked={isTicked(item)}
          disabled={locked}
          onChange={(event) => onTick(item, event.currentTarget.checked)}
          label={
            <span>
              <Text component="span" fw={600} me={6}>
                {t('learn.challenge.stepN', { n: index + 1 })}
              </Text>
              <SafeHtml html={item.text} as="span" />
            </span>
          }
          description={
            item.dateCompleted
              ? t('learn.challenge.tickedOn', { date: formatDate(item.dateCompleted) })
              : undefined
          }
        />
        {item.hints.length > 0 && (
          <Button
            size="xs"
            variant={item.hintsShowing ? 'light' : 'subtle'}
            leftSection={<IconBulb size={14} aria-hidden />}
            aria-expanded={item.hintsShowing}
            aria-controls={`hints-${item._id}`}
            disabled={preview}
            onClick={() => onToggleHints(item)}
          >
            {item.hintsShowing
              ? t('learn.challenge.hideHints')
              : t('learn.challenge.showHints', { n: index + 1 })}
          </Button>
        )}
      </Group>
      {item.pieces.length > 0 && <Pieces pieces={item.pieces} />}
      <Collapse expanded={item.hintsShowing} id={`hints-${item._id}`}>
        <Paper p="sm" mt="xs" radius="sm" bg="var(--mantine-color-yellow-0)">
          <Stack gap="xs">
            {item.hints.map((hint, n) => (
              <Pieces key={hint._id ?? n} pieces={hint.pieces} />
            ))}
          </Stack>
        </Paper>
      </Collapse>
    </li>
  );
}
