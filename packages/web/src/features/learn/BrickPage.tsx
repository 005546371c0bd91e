// /learn/brick/:project/:step/:subStep (learner-teacher.md §4 "Brick"): a tutorial step by step. Opening a
// sub-step marks it started; "Got It!" completes it (and the siblings the core rule carries) and moves on;
// the last button reads "Finish" and goes home. The sidebar's leaves stay locked until started (not in preview).
import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProblemReport } from '../../api/learn.ts';
import { Pieces } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { LearningProject } from './LearningProject.tsx';
import { ViewerError } from './learn-ui.tsx';
import { FeedbackPanel } from './TeacherFeedback.tsx';
import { TutorialSidebar } from './TutorialSidebar.tsx';
import { HelpPanel, ReportModal, SolutionPanel, StepButtons } from './TutorialStepParts.tsx';
import { useHeadingFocus, useTutorialSteps } from './use-tutorial-steps.ts';

/** A new tutorial starts afresh: nothing of the one before (its actions, an open panel) carries over. */
export function BrickPage() {
  const { project = '' } = useParams();
  return <TutorialView key={project} project={project} />;
}

function TutorialView({ project }: { project: string }) {
  const { t } = useTranslation();
  const { step = 'next', subStep = 'next' } = useParams();
  const walk = useTutorialSteps(project, step, subStep);
  const { options, query, event, actions, preview, homeLink, current } = walk;
  const report = useProblemReport(project, options);
  // The help panel and the solution belong to the sub-step they were opened on: the next one starts closed.
  const [helpFor, setHelpFor] = useState<string | null>(null);
  const [solutionFor, setSolutionFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const tutorial = query.data;
  usePageTitle(tutorial?.project.title ?? t('learn.brick.title'));
  const headingRef = useHeadingFocus(current?.sub._id);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return <ViewerError title={t('learn.brick.title')} error={query.error} homeLink={homeLink} />;
  if (!current || !tutorial) return <CenteredLoader />;

  const shown = current.sub._id;
  const complete = actions[shown]?.completed === true;
  const helpOpen = helpFor === shown;
  const solutionShown = solutionFor === shown;
  const handleReport = (text: string) =>
    report.mutate(
      { brick: shown, text },
      {
        onSuccess: () => {
          setReporting(false);
          notifications.show({ color: 'teal', message: t('learn.brick.reportSent') });
        },
      },
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TutorialSidebar
          tutorial={tutorial}
          actions={actions}
          current={current}
          preview={preview}
          homeLink={homeLink}
          pathOf={walk.pathOf}
          solutionShown={solutionShown}
          onSolutionShown={(on) => setSolutionFor(on ? shown : null)}
        />
        {!preview && (
          <Stack mt="md">
            <FeedbackPanel
              kind="tutorial"
              itemId={tutorial.project._id}
              finished={actions[tutorial.project._id]?.completed === true}
            />
            <LearningProject
              itemId={tutorial.project._id}
              title={tutorial.project.title}
              kind="tutorial"
              course={options.course}
            />
          </Stack>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {/* Keyed by the sub-step: its pieces (a code editor holds what is typed in it) start from this step's own. */}
        <Stack gap="md" key={shown}>
          {preview && (
            <Alert color="grape" variant="light" title={t('learn.assessment.previewTitle')}>
              {t('learn.brick.previewText')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            <bdi>{current.step.title}</bdi>
          </Text>
          <Title order={1} ref={headingRef} tabIndex={-1}>
            <bdi>{current.sub.title}</bdi>
          </Title>
          <Pieces pieces={current.sub.pieces} />
          {helpOpen && <HelpPanel hints={current.sub.hints} />}
          {solutionShown && <SolutionPanel solution={current.sub.solution} />}
          {event.isError && <ErrorAlert error={event.error} />}
          <StepButtons
            first={walk.index === 0}
            last={walk.last}
            complete={complete}
            preview={preview}
            helpOpen={helpOpen}
            pending={event.isPending}
            onBack={walk.goBack}
            onReport={() => setReporting(true)}
            onHelp={() => setHelpFor(helpOpen ? null : shown)}
            onGotIt={walk.gotIt}
          />
        </Stack>
      </Grid.Col>
      <ReportModal
        key={shown}
        opened={reporting}
        onClose={() => setReporting(false)}
        pending={report.isPending}
        error={report.error}
        onSend={handleReport}
      />
    </Grid>
  );
}
