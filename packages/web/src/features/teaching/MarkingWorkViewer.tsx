// The right-hand side of the marking screen: the tutorial (step by step, with solutions, as teachers see it in
// preview), the challenge (brief, steps and hints) or the student's project (read-only, runnable).
import type { LearnerBrick, MarkingView } from '@brickyard/core';
import { Alert, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChallenge, useTutorial } from '../../api/learn.ts';
import { useProject } from '../../api/projects.ts';
import { Pieces, SafeHtml } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ProjectEditor } from '../projects/ProjectPage.tsx';

export function MarkingWorkViewer({ marking }: { marking: MarkingView }) {
  switch (marking.kind) {
    case 'tutorial':
      return <TutorialViewer id={marking.item._id} course={marking.course} />;
    case 'challenge':
      return <ChallengeViewer id={marking.item._id} course={marking.course} />;
    case 'project':
      return <ProjectViewer id={marking.item._id} />;
  }
}

function BrickContent({ brick, level }: { brick: LearnerBrick; level: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={level} size={level === 3 ? 'h4' : 'h5'}>
        <bdi>{brick.title}</bdi>
      </Title>
      {brick.instructions && <SafeHtml html={brick.instructions} />}
      <Pieces pieces={brick.pieces} />
      {brick.solution && (
        <Alert color="blue" variant="light" title={t('marking.solution')}>
          <Text component="pre" size="sm" ff="monospace" dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
            {brick.solution}
          </Text>
        </Alert>
      )}
      {brick.bricks.map((child) => (
        <BrickContent key={child._id} brick={child} level={4} />
      ))}
    </Stack>
  );
}

function TutorialViewer({ id, course }: { id: string; course: string | null }) {
  const { t } = useTranslation();
  const tutorial = useTutorial(id, { preview: true, course });
  if (tutorial.isPending) return <CenteredLoader />;
  if (tutorial.isError) return <ErrorAlert error={tutorial.error} />;
  const steps = tutorial.data.project.bricks;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="viewer-heading">
      <Title order={2} size="h3" id="viewer-heading" mb="sm">
        <bdi>{tutorial.data.project.title}</bdi>
      </Title>
      {steps.length === 0 ? (
        <Text c="dimmed">{t('marking.noSteps')}</Text>
      ) : (
        <Tabs defaultValue={steps[0]!._id} keepMounted={false}>
          <Tabs.List aria-label={t('marking.tutorialSteps')} mb="md">
            {steps.map((step, index) => (
              <Tabs.Tab key={step._id} value={step._id}>
                {t('marking.stepN', { n: index + 1 })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {steps.map((step) => (
            <Tabs.Panel key={step._id} value={step._id}>
              <BrickContent brick={step} level={3} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Paper>
  );
}

function ChallengeViewer({ id, course }: { id: string; course: string | null }) {
  const { t } = useTranslation();
  const challenge = useChallenge(id, { preview: true, course });
  if (challenge.isPending) return <CenteredLoader />;
  if (challenge.isError) return <ErrorAlert error={challenge.error} />;
  const data = challenge.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="viewer-heading">
        <Title order={2} size="h3" id="viewer-heading" mb="sm">
          <bdi>{data.title}</bdi>
        </Title>
        {data.summary && (
          <Text c="dimmed" mb="sm">
            <bdi>{data.summary}</bdi>
          </Text>
        )}
        <Pieces pieces={data.brief} />
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="viewer-steps">
        <Title order={2} size="h4" id="viewer-steps" mb="sm">
          {t('learn.challenge.steps')}
        </Title>
        <Stack gap="md" component="ol" className="plain-list">
          {data.decomposition.map((item, index) => (
            <li key={item._id}>
              <Text fw={600}>
                {t('marking.stepN', { n: index + 1 })} <SafeHtml html={item.text} as="span" />
              </Text>
              {item.pieces.length > 0 && <Pieces pieces={item.pieces} />}
              {item.hints.length > 0 && (
                <Paper p="sm" mt="xs" radius="sm" bg="var(--mantine-color-yellow-0)">
                  <Text size="sm" fw={600} mb={4}>
                    {t('marking.hints')}
                  </Text>
                  <Stack gap="xs">
                    {item.hints.map((hint, n) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: hints have no ids and never move
                      <Pieces key={n} pieces={hint.pieces} />
                    ))}
                  </Stack>
                </Paper>
              )}
            </li>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ProjectViewer({ id }: { id: string }) {
  const project = useProject(id);
  if (project.isPending) return <CenteredLoader />;
  if (project.isError) return <ErrorAlert error={project.error} />;
  return <ProjectEditor key={project.data._id} project={project.data} embedded />;
}
