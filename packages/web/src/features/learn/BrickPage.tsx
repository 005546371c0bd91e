// /learn/brick/:project/:step/:subStep (learner-teacher.md §4 "Brick"): a tutorial step by step. Opening a
// sub-step marks it started; "Got It!" completes it (and the siblings the core rule carries) and moves on;
// the last button reads "Finish" and goes home. The sidebar's leaves stay locked until started (not in preview).
import type { LearnerAction, LearnerBrick } from '@brickyard/core';
import {
  Alert,
  Button,
  Code,
  Grid,
  Group,
  Modal,
  NavLink,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconDoorExit,
  IconFlag,
  IconHelp,
  IconLock,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { openQuery, useBrickEvent, useProblemReport, useTutorial } from '../../api/learn.ts';
import { formatPercent } from '../../i18n/percent.ts';
import { Pieces } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { LearningProject } from './LearningProject.tsx';
import { homeLinkOf, showAwards, useOpenOptions, ViewerError } from './learn-ui.tsx';
import { FeedbackPanel } from './TeacherFeedback.tsx';

interface Leaf {
  step: LearnerBrick;
  sub: LearnerBrick;
}

/** Every sub-step in order, with its step; a step without sub-steps is its own sub-step. */
const leavesOf = (project: LearnerBrick): Leaf[] =>
  project.bricks.flatMap((step) =>
    step.bricks.length > 0 ? step.bricks.map((sub) => ({ step, sub })) : [{ step, sub: step }],
  );

const collectActions = (brick: LearnerBrick, into: Record<string, LearnerAction> = {}) => {
  if (brick.action) into[brick._id] = brick.action;
  for (const child of brick.bricks) collectActions(child, into);
  return into;
};

function ReportModal({
  opened,
  onClose,
  onSend,
  pending,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: (text: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('learn.brick.reportTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(text);
        }}
      >
        <Stack>
          <Text size="sm">{t('learn.brick.reportIntro')}</Text>
          <Textarea
            label={t('learn.brick.reportLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          {error ? <ErrorAlert error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!text.trim()}>
              {t('learn.brick.reportSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A new tutorial starts afresh: nothing of the one before (its actions, an open panel) carries over. */
export function BrickPage() {
  const { project = '' } = useParams();
  return <TutorialView key={project} project={project} />;
}

function TutorialView({ project }: { project: string }) {
  const { t, i18n } = useTranslation();
  const { step = 'next', subStep = 'next' } = useParams();
  const options = useOpenOptions();
  const query = useTutorial(project, options);
  const event = useBrickEvent(project, options);
  const report = useProblemReport(project, options);
  const navigate = useNavigate();
  const [actions, setActions] = useState<Record<string, LearnerAction>>({});
  // The help panel and the solution belong to the sub-step they were opened on: the next one starts closed.
  const [helpFor, setHelpFor] = useState<string | null>(null);
  const [solutionFor, setSolutionFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const opening = useRef<string | null>(null);
  const tutorial = query.data;
  const preview = tutorial?.preview ?? options.preview;
  const search = openQuery(options);
  const homeLink = homeLinkOf(options);
  usePageTitle(tutorial?.project.title ?? t('learn.brick.title'));

  useEffect(() => {
    if (tutorial) setActions(collectActions(tutorial.project));
  }, [tutorial]);

  const leaves = useMemo(() => (tutorial ? leavesOf(tutorial.project) : []), [tutorial]);
  const index = leaves.findIndex((leaf) => leaf.step._id === step && leaf.sub._id === subStep);
  const current = index >= 0 ? leaves[index] : undefined;
  const pathOf = (leaf: Leaf) => `/learn/brick/${project}/${leaf.step._id}/${leaf.sub._id}${search}`;

  // "next/next" (from the course home) resumes at the first sub-step not yet complete.
  useEffect(() => {
    if (!tutorial || current || leaves.length === 0) return;
    const resume = leaves.find((leaf) => !leaf.sub.action?.completed) ?? leaves[0]!;
    navigate(pathOf(resume), { replace: true });
  });

  // Opening a sub-step marks it started and opened (not in preview).
  useEffect(() => {
    if (!current || preview || actions[current.sub._id]?.started || opening.current === current.sub._id)
      return;
    if (!tutorial) return;
    opening.current = current.sub._id;
    event.mutate(
      { event: 'open', brick: current.sub._id },
      { onSuccess: (result) => setActions((a) => ({ ...a, ...result.actions })) },
    );
  });

  // After Next (or Back) the keyboard's focus moves to the new sub-step's heading, not to the page's <body>;
  // the first sub-step shown keeps the page's usual focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstShown = useRef<string | null>(null);
  const shownId = current?.sub._id;
  useEffect(() => {
    if (!shownId) return;
    if (firstShown.current === null) firstShown.current = shownId;
    else headingRef.current?.focus();
  }, [shownId]);

  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return <ViewerError title={t('learn.brick.title')} error={query.error} homeLink={homeLink} />;
  if (!current) return <CenteredLoader />;

  const last = index === leaves.length - 1;
  const complete = actions[current.sub._id]?.completed === true;
  const projectProgress = actions[tutorial!.project._id]?.current_progress ?? 0;
  const helpOpen = helpFor === current.sub._id;
  const solutionShown = solutionFor === current.sub._id;
  const goNext = () => {
    if (last) navigate(homeLink);
    else navigate(pathOf(leaves[index + 1]!));
  };
  const gotIt = () => {
    if (preview || complete) return goNext();
    event.mutate(
      { event: 'complete', brick: current.sub._id },
      {
        onSuccess: (result) => {
          setActions((a) => ({ ...a, ...result.actions }));
          showAwards(result.awards, t);
          if (result.finished && last)
            notifications.show({ color: 'teal', message: t('learn.brick.finished') });
          goNext();
        },
      },
    );
  };
  const hints = current.sub.hints;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md" component="aside" aria-label={t('learn.brick.sidebar')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <bdi>{tutorial!.project.title}</bdi>
            </Title>
            <Progress
              value={projectProgress}
              aria-label={t('learn.brick.progress', {
                percent: formatPercent(projectProgress, i18n.language),
              })}
            />
            <Text size="sm" c="dimmed">
              {t('learn.brick.progress', { percent: formatPercent(projectProgress, i18n.language) })}
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
              <nav aria-label={t('learn.brick.menu')}>
                {tutorial!.project.bricks.map((s) => (
                  <NavLink
                    // Opens again when its step becomes the current one (Got It! moved on to it).
                    key={`${s._id}:${s._id === current.step._id}`}
                    label={<bdi>{s.title}</bdi>}
                    defaultOpened={s._id === current.step._id}
                    childrenOffset="md"
                    leftSection={
                      actions[s._id]?.completed ? (
                        <IconCheck size={14} aria-label={t('learn.home.complete')} />
                      ) : null
                    }
                  >
                    {(s.bricks.length > 0 ? s.bricks : [s]).map((sub) => {
                      const locked = !preview && !actions[sub._id]?.started && sub._id !== current.sub._id;
                      return (
                        <NavLink
                          key={sub._id}
                          label={<bdi>{sub.title}</bdi>}
                          component={Link}
                          to={pathOf({ step: s, sub })}
                          active={sub._id === current.sub._id}
                          aria-current={sub._id === current.sub._id ? 'step' : undefined}
                          disabled={locked}
                          aria-disabled={locked || undefined}
                          leftSection={
                            locked ? (
                              <IconLock size={14} aria-label={t('learn.home.locked')} />
                            ) : actions[sub._id]?.completed ? (
                              <IconCheck size={14} aria-label={t('learn.home.complete')} />
                            ) : null
                          }
                        />
                      );
                    })}
                  </NavLink>
                ))}
              </nav>
            </ScrollArea.Autosize>
            {tutorial!.canSeeSolutions && (
              <Switch
                label={t('learn.brick.showSolution')}
                checked={solutionShown}
                onChange={(e) => setSolutionFor(e.currentTarget.checked ? current.sub._id : null)}
              />
            )}
          </Stack>
        </Paper>
        {!preview && (
          <Stack mt="md">
            <FeedbackPanel
              kind="tutorial"
              itemId={tutorial!.project._id}
              finished={actions[tutorial!.project._id]?.completed === true}
            />
            <LearningProject
              itemId={tutorial!.project._id}
              title={tutorial!.project.title}
              kind="tutorial"
              course={options.course}
            />
          </Stack>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {/* Keyed by the sub-step: its pieces (a code editor holds what is typed in it) start from this step's own. */}
        <Stack gap="md" key={current.sub._id}>
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
          {helpOpen && (
            <Paper
              withBorder
              p="md"
              radius="md"
              bg="var(--mantine-color-yellow-0)"
              aria-label={t('learn.brick.help')}
              component="section"
            >
              <Title order={2} size="h5" mb="xs">
                {t('learn.brick.help')}
              </Title>
              {hints.length === 0 ? (
                <Text size="sm">{t('learn.brick.noHints')}</Text>
              ) : (
                <Stack gap="sm">
                  {hints.map((hint, n) => (
                    <Pieces key={hint._id ?? n} pieces={hint.pieces} />
                  ))}
                </Stack>
              )}
            </Paper>
          )}
          {solutionShown && (
            <Paper withBorder p="md" radius="md" component="section" aria-label={t('learn.brick.solution')}>
              <Title order={2} size="h5" mb="xs">
                {t('learn.brick.solution')}
              </Title>
              {current.sub.solution ? (
                <Code block dir="ltr">
                  {current.sub.solution}
                </Code>
              ) : (
                <Text size="sm">{t('learn.brick.noSolution')}</Text>
              )}
            </Paper>
          )}
          {event.isError && <ErrorAlert error={event.error} />}
          <Group justify="space-between" mt="md" wrap="wrap">
            <Button
              variant="default"
              disabled={index === 0}
              onClick={() => navigate(pathOf(leaves[index - 1]!))}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('learn.brick.back')}
            </Button>
            <Group gap="xs">
              <Button
                variant="subtle"
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={() => setReporting(true)}
              >
                {t('learn.brick.report')}
              </Button>
              <Button
                variant={helpOpen ? 'light' : 'subtle'}
                leftSection={<IconHelp size={16} aria-hidden />}
                onClick={() => setHelpFor(helpOpen ? null : current.sub._id)}
                aria-expanded={helpOpen}
              >
                {t('learn.brick.helpButton')}
              </Button>
            </Group>
            <Button
              onClick={gotIt}
              loading={event.isPending}
              rightSection={
                last ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />
              }
            >
              {last
                ? t('learn.brick.finish')
                : complete || preview
                  ? t('learn.brick.next')
                  : t('learn.brick.gotIt')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <ReportModal
        key={current.sub._id}
        opened={reporting}
        onClose={() => setReporting(false)}
        pending={report.isPending}
        error={report.error}
        onSend={(text) =>
          report.mutate(
            { brick: current.sub._id, text },
            {
              onSuccess: () => {
                setReporting(false);
                notifications.show({ color: 'teal', message: t('learn.brick.reportSent') });
              },
            },
          )
        }
      />
    </Grid>
  );
}
