// The tutorial page's sidebar: the tutorial's title and progress, Quit, the menu of steps and sub-steps (locked
// until started), and for those who may see them, the switch that shows the solution.
import type { LearnerTutorial } from '@brickyard/core';
import { Button, NavLink, Paper, Progress, ScrollArea, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCheck, IconDoorExit, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent } from '../../i18n/percent.ts';
import { type Actions, isLocked, type Leaf } from './tutorial-leaves.ts';

export function TutorialSidebar({
  tutorial,
  actions,
  current,
  preview,
  homeLink,
  pathOf,
  solutionShown,
  onSolutionShown,
}: {
  tutorial: LearnerTutorial;
  actions: Actions;
  current: Leaf;
  preview: boolean;
  homeLink: string;
  pathOf: (leaf: Leaf) => string;
  solutionShown: boolean;
  onSolutionShown: (shown: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const projectProgress = actions[tutorial.project._id]?.current_progress ?? 0;
  const progressText = t('learn.brick.progress', { percent: formatPercent(projectProgress, i18n.language) });
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('learn.brick.sidebar')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <bdi>{tutorial.project.title}</bdi>
        </Title>
        <Progress value={projectProgress} aria-label={progressText} />
        <Text size="sm" c="dimmed">
          {progressText}
        </Text>
        <Button
          component={Link}
          to={homeLink}
          variant="default"
          leftSection={<IconDoorExit size={16} aria-hidden />}
        >
          {t('learn.brick.quit')}
        </Button>
        <ScrollArea.Autosize mah={420}>
          <TutorialMenu
            tutorial={tutorial}
            actions={actions}
            current={current}
            preview={preview}
            pathOf={pathOf}
          />
        </ScrollArea.Autosize>
        {tutorial.canSeeSolutions && (
          <Switch
            label={t('learn.brick.showSolution')}
            checked={solutionShown}
            onChange={(e) => onSolutionShown(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}

function TutorialMenu({
  tutorial,
  actions,
  current,
  preview,
  pathOf,
}: {
  tutorial: LearnerTutorial;
  actions: Actions;
  current: Leaf;
  preview: boolean;
  pathOf: (leaf: Leaf) => string;
}) {
  const { t } = useTranslation();
  const completeIcon = <IconCheck size={14} aria-label={t('learn.home.complete')} />;
  return (
    <nav aria-label={t('learn.brick.menu')}>
      {tutorial.project.bricks.map((s) => (
        <NavLink
          // Opens again when its step becomes the current one (Got It! moved on to it).
          key={`${s._id}:${s._id === current.step._id}`}
          label={<bdi>{s.title}</bdi>}
          defaultOpened={s._id === current.step._id}
          childrenOffset="md"
          leftSection={actions[s._id]?.completed ? completeIcon : null}
        >
          {(s.bricks.length > 0 ? s.bricks : [s]).map((sub) => {
            const locked = isLocked(sub, actions, current.sub._id, preview);
            const shown = sub._id === current.sub._id;
            return (
              <NavLink
                key={sub._id}
                label={<bdi>{sub.title}</bdi>}
                component={Link}
                to={pathOf({ step: s, sub })}
                active={shown}
                aria-current={shown ? 'step' : undefined}
                disabled={locked}
                aria-disabled={locked || undefined}
                leftSection={
                  locked ? (
                    <IconLock size={14} aria-label={t('learn.home.locked')} />
                  ) : actions[sub._id]?.completed ? (
                    completeIcon
                  ) : null
                }
              />
            );
          })}
        </NavLink>
      ))}
    </nav>
  );
}
