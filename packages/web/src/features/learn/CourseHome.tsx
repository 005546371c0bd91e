// The course home (learner-teacher.md §2): the banner with title and colour, Preview/Learn for those allowed,
// Switch Course, and the stages, each locked or open, with their sections in §9 order. The locks come from
// the server, which works them out with the same core rules it enforces.
import { type HomeItem, type HomeStage, STAGE_SECTION_ORDER } from '@brickyard/core';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBolt,
  IconBook,
  IconBulb,
  IconCheck,
  IconHelpCircle,
  IconLock,
  IconPuzzle,
  IconSchool,
  IconStar,
  IconTrophy,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openQuery, useCourseHome } from '../../api/learn.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { NamedAround } from '../../ui/NamedAround.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CourseBanner } from './CourseBanner.tsx';
import { coursePercent, defaultOpenStages } from './course-home-stages.ts';
import { MarkingNote } from './MarkingNote.tsx';

type Section = (typeof STAGE_SECTION_ORDER)[number];

const SECTION_ICON: Record<Section, ReactNode> = {
  introQuizzes: <IconHelpCircle size={18} aria-hidden />,
  topics: <IconBulb size={18} aria-hidden />,
  tutorials: <IconBook size={18} aria-hidden />,
  challenges: <IconPuzzle size={18} aria-hidden />,
  finalQuizzes: <IconTrophy size={18} aria-hidden />,
  exams: <IconSchool size={18} aria-hidden />,
};

/** Where an item opens. */
export const itemPath = (item: Pick<HomeItem, 'kind' | '_id'>, query: string) => {
  switch (item.kind) {
    case 'assessments':
      return `/learn/assessment/${item._id}${query}`;
    case 'bricks':
      return `/learn/brick/${item._id}/next/next${query}`;
    case 'challenges':
      return `/learn/challenge/${item._id}${query}`;
    case 'topics':
      return null;
  }
};

function Status({ item }: { item: Pick<HomeItem, 'complete' | 'locked' | 'started'> }) {
  const { t } = useTranslation();
  if (item.locked)
    return (
      <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
        {t('learn.home.locked')}
      </Badge>
    );
  if (item.complete)
    return (
      <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
        {t('learn.home.complete')}
      </Badge>
    );
  if (item.started)
    return (
      <Badge color="blue" variant="light">
        {t('learn.home.started')}
      </Badge>
    );
  // No badge shows it, but a screen reader says it: every item's name ends with its state.
  return <VisuallyHidden>{t('learn.home.notStarted')}</VisuallyHidden>;
}

/** A topic's info bar: the Introduction (lesson) row and the Boost row, each with xp, Open and a tick. */
function TopicInfo({ item, query }: { item: HomeItem; query: string }) {
  const { t } = useTranslation();
  const rows = [
    {
      key: 'introduction',
      part: item.conceptIntro,
      locked: item.locked,
      icon: <IconBulb size={16} aria-hidden />,
    },
    {
      key: 'boost',
      part: item.boost,
      locked: item.locked || !item.conceptIntro?.complete,
      icon: <IconBolt size={16} aria-hidden />,
    },
  ];
  return (
    <Paper withBorder radius="sm" p="sm" mt="xs" bg="var(--mantine-color-gray-0)">
      {item.description && (
        <Text size="sm" mb="xs">
          <bdi>{item.description}</bdi>
        </Text>
      )}
      <Stack gap="xs">
        {rows.map(({ key, part, locked, icon }) =>
          part ? (
            <Group key={key} justify="space-between" wrap="wrap" gap="xs" className="fit-row">
              <Group gap="xs" wrap="wrap">
                {icon}
                <Text fw={600}>{t(`learn.home.${key}`)}</Text>
                <Badge variant="light" color="yellow" leftSection={<IconStar size={12} aria-hidden />}>
                  {t('learn.home.xp', { xp: part.xp })}
                </Badge>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {part.complete && (
                  <IconCheck
                    size={18}
                    color="var(--mantine-color-teal-8)"
                    role="img"
                    aria-label={t('learn.home.complete')}
                  />
                )}
                {locked ? (
                  <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                    {t('learn.home.locked')}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    component={Link}
                    to={`/learn/assessment/${part._id}${query}`}
                    aria-label={t(`learn.home.open_${key}`, { title: item.title })}
                  >
                    {t('learn.home.open')}
                  </Button>
                )}
              </Group>
            </Group>
          ) : null,
        )}
      </Stack>
    </Paper>
  );
}

/**
 * One item's badge: a link when it is open, greyed out with its requirements when locked. What it shows is its
 * name (title, kind, XP, state), the kind said only to screen readers: sighted readers have it from the heading.
 */
function ItemBadge({ item, section, query }: { item: HomeItem; section: Section; query: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const path = itemPath(item, query);
  const body = (
    <Group justify="space-between" wrap="wrap" gap="sm" className="fit-row">
      <Box>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{item.title}</bdi>
          {item.kind !== 'topics' && (
            <VisuallyHidden>{`, ${t(`learn.home.kind.${section}`)},`}</VisuallyHidden>
          )}
        </Text>
        {item.locked && item.requires.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('learn.home.requires', { titles: item.requires.join(', ') })}
          </Text>
        )}
        {(item.kind === 'bricks' || item.kind === 'challenges') && <MarkingNote item={item} />}
      </Box>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color="yellow" leftSection={<IconStar size={12} aria-hidden />}>
          {t('learn.home.xp', { xp: item.xp })}
        </Badge>
        <Status item={item} />
      </Group>
    </Group>
  );
  // A locked item is set apart by its ground, its dashed edge and its "Locked" badge (app.css), not by fading:
  // faded, its words and its xp badge fell below 4.5:1 contrast.
  const locked = item.locked ? { 'data-locked': true } : {};
  if (item.kind === 'topics')
    return (
      <div>
        <UnstyledButton
          className="home-item"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          {...locked}
        >
          <NamedAround message={t('learn.home.topicInfo', { title: NamedAround.SLOT })}>{body}</NamedAround>
        </UnstyledButton>
        {open && <TopicInfo item={item} query={query} />}
      </div>
    );
  if (item.locked || !path)
    return (
      <Box className="home-item" aria-disabled {...locked}>
        {body}
      </Box>
    );
  return (
    <UnstyledButton component={Link} to={path} className="home-item">
      <NamedAround message={t('learn.home.openItem', { title: NamedAround.SLOT })}>{body}</NamedAround>
    </UnstyledButton>
  );
}

function StageView({ stage, index, query }: { stage: HomeStage; index: number; query: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {stage.description && (
        <Text>
          <bdi>{stage.description}</bdi>
        </Text>
      )}
      {STAGE_SECTION_ORDER.map((section) => {
        const items = stage.sections[section];
        if (items.length === 0) return null;
        const done = items.filter((i) => i.complete).length;
        const headingId = `stage-${index}-${section}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <Group justify="space-between" mb={6}>
              <Group gap={6}>
                {SECTION_ICON[section]}
                <Title order={3} size="h5" id={headingId}>
                  {t(`learn.home.sections.${section}`)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t('learn.home.progress', { done, total: items.length })}
              </Text>
            </Group>
            <Stack gap={6} component="ul" className="plain-list">
              {items.map((item) => (
                <li key={item._id}>
                  <ItemBadge item={item} section={section} query={query} />
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

function StagesLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy aria-label={t('learn.home.loading')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** The course home of `courseId`. `coursePreview`: an author's preview of any course (the course-preview route). */
export function CourseHome({
  courseId,
  preview,
  onPreviewChange,
  coursePreview = false,
  actions,
}: {
  courseId: string;
  preview: boolean;
  onPreviewChange?: (preview: boolean) => void;
  coursePreview?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const home = useCourseHome(courseId, preview);
  const course = home.data;
  usePageTitle(course?.title ?? t('learn.title'));
  const query = openQuery({ preview: course?.preview ?? false, course: coursePreview ? courseId : null });
  const [opened, setOpened] = useState<string[] | null>(null);
  const defaultOpen = course ? defaultOpenStages(course.stages) : [];
  const percent = course ? coursePercent(course.stages) : 0;

  return (
    <Stack gap="lg">
      <CourseBanner
        course={course}
        percent={percent}
        preview={preview}
        onPreviewChange={onPreviewChange}
        actions={actions}
      />
      {course?.preview && (
        <Alert color="grape" variant="light" title={t('learn.home.previewTitle')}>
          {t('learn.home.previewText')}
        </Alert>
      )}
      {home.isError && <ErrorAlert error={home.error} />}
      {!course && home.isLoading && <StagesLoading />}
      {course && course.stages.length === 0 && <Text>{t('learn.home.noStages')}</Text>}
      {course && course.stages.length > 0 && (
        <Accordion
          multiple
          variant="separated"
          radius="md"
          value={opened ?? defaultOpen}
          onChange={setOpened}
          chevronPosition="right"
          order={2}
        >
          {course.stages.map((stage, index) => (
            <Accordion.Item key={stage._id} value={stage._id}>
              <Accordion.Control
                icon={
                  stage.locked ? (
                    <IconLock size={18} role="img" aria-label={t('learn.home.locked')} />
                  ) : undefined
                }
                disabled={stage.locked}
              >
                <Text fw={700} component="span">
                  {t('learn.home.stage', { n: index + 1 })}
                </Text>
                <Text component="span" mx={6} aria-hidden>
                  ·
                </Text>
                <Text component="span">
                  <bdi>{stage.title}</bdi>
                </Text>
                {stage.locked && (
                  <Text component="span" c="dimmed" size="sm" ms="sm">
                    {t('learn.home.stageLocked')}
                  </Text>
                )}
              </Accordion.Control>
              <Accordion.Panel>
                <StageView stage={stage} index={index} query={query} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
