// The right-hand side of the marking screen: for a tutorial or challenge, the student's code (their project for
// it, read-only and runnable, beside the steps being marked) and the tutorial (step by step, with solutions, as
// teachers see it in preview) or the challenge (brief, steps and hints); for a project, the project itself.
import type { LearnerBrick, MarkingProject, MarkingView } from '@brickyard/core';
import { Alert, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconCode, IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChallenge, useTutorial } from '../../api/learn.ts';
import { useProject } from '../../api/projects.ts';
import { Pieces, SafeHtml } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ProjectEditor } from '../projects/ProjectPage.tsx';
import { AssessmentAnswersMarking } from './AssessmentAnswersMarking.tsx';

export function MarkingWorkViewer({ marking }: { marking: MarkingView }) {
  if (marking.kind === 'project') return <ProjectViewer id={marking.item._id} />;
  if (marking.kind === 'assessment') return <AssessmentAnswersMarking marking={marking} />;
  return <WorkTabs marking={marking} kind={marking.kind} />;
}

/** The student's code and the work itself, in two tabs; the code first when there is some. */
function WorkTabs({ marking, kind }: { marking: MarkingView; kind: 'tutorial' | 'challenge' }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(marking.projects.length > 0 ? 'code' : 'work');
  const KindIcon = kind === 'tutorial' ? IconBook : IconPuzzle;
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value)}>
      <Tabs.List aria-label={t('marking.workTabs')} mb="md">
        <Tabs.Tab value="code" leftSection={<IconCode size={16} aria-hidden />}>
          {t('marking.studentCode')}
        </Tabs.Tab>
        <Tabs.Tab value="work" leftSection={<KindIcon size={16} aria-hidden />}>
          {t(`marking.kind.${kind}`)}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="code">
        <StudentCode projects={marking.projects} kind={kind} />
      </Tabs.Panel>
      <Tabs.Panel value="work">
        {kind === 'tutorial' ? (
          <TutorialViewer id={marking.item._id} course={marking.course} />
        ) : (
          <ChallengeViewer id={marking.item._id} course={marking.course} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** The student's project for the work (the latest first; a choice when there are several), or why there is none. */
function StudentCode({ projects, kind }: { projects: MarkingProject[]; kind: 'tutorial' | 'challenge' }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(projects[0]?._id ?? null);
  if (!chosen)
    return (
      <Alert color="gray" variant="light" title={t(`marking.noProjects.${kind}`)}>
        {t(`marking.noCode.${kind}`)}
      </Alert>
    );
  return (
    <Stack gap="md">
      {projects.length > 1 && (
        <Select
          label={t('marking.whichProject')}
          data={projects.map((p) => ({ value: p._id, label: p.name }))}
          value={chosen}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
          maw={360}
        />
      )}
      <Paper withBorder radius="md" p="lg">
        <ProjectViewer key={chosen} id={chosen} />
      </Paper>
    </Stack>
  );
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
