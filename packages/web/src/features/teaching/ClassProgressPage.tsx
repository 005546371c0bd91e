// /class/:classId/progress (learner-teacher.md §2 "progress"): one course of the class, every student by stage or
// by item, each cell coloured by how far they are (core progressStatus), with per-student and per-item totals.
// Tutorial, challenge and project cells open the marking screen; the whole grid exports as CSV.
import {
  type ClassProgress,
  fullName,
  PROGRESS_PAGE_SIZE,
  PROGRESS_TABLE_FILTER_DELAY_MS,
  type ProgressGridCell,
  type ProgressItem,
  type ProgressStudent,
  progressStatus,
} from '@brickyard/core';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClass } from '../../api/classes.ts';
import { usePublishedCourses } from '../../api/courses.ts';
import { fetchWholeProgress, useClassProgress } from '../../api/teaching.ts';
import { describeError } from '../../ui/describe-error.ts';
import { downloadCsv } from '../../ui/download-csv.ts';
import { NamedAround } from '../../ui/NamedAround.tsx';
import { ProjectPagination } from '../projects/ProjectPagination.tsx';
import { MarkIcon, markingPath } from './marking-links.tsx';
import './teaching.css';
import { formatPercent } from '../../i18n/percent.ts';

type View = 'stage' | 'item';

/** A percentage as the reader writes it ("50%", "50 %", "٥٠٪"). */
const percent = (value: number, locale: string) => formatPercent(value, locale, 1);

function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="ul" className="plain-list progress-legend" aria-label={t('progress.legend')}>
      {(['completed', 'inProgress', 'notStarted'] as const).map((status) => (
        <Group key={status} gap={6} component="li" wrap="nowrap">
          <span className={`progress-swatch progress-${status}`} aria-hidden />
          <Text size="sm">{t(`progress.status.${status}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

export function ClassProgressPage() {
  const { t, i18n } = useTranslation();
  const classId = useParams().classId ?? '';
  const cls = useClass(classId);
  const courses = usePublishedCourses(classId);
  const classCourses = cls.data?.courses ?? [];
  const [courseId, setCourseId] = useState<string | null>(null);
  const [view, setView] = useState<View>('stage');
  const [stage, setStage] = useState(0);
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState('');
  const [searched] = useDebouncedValue(filter.trim(), PROGRESS_TABLE_FILTER_DELAY_MS);
  const [exporting, setExporting] = useState(false);
  const course = courseId ?? classCourses[0] ?? null;
  const grid = useClassProgress(classId, course, { page, filter: searched });

  useEffect(() => {
    if (grid.isError) notifications.show({ color: 'red', message: t('progress.loadFailed') });
  }, [grid.isError, t]);

  if (cls.data && classCourses.length === 0) return <Text c="dimmed">{t('progress.noCourses')}</Text>;

  const titleOf = (id: string) =>
    courses.data?.items.find((c) => c._id === id)?.title ?? t('classPage.details.unavailableCourse');

  const handleExport = async () => {
    if (!course) return;
    setExporting(true);
    try {
      const whole = await fetchWholeProgress(classId, course, searched);
      downloadCsv(
        `progress-${cls.data?.name ?? 'class'}-${whole.course.title}.csv`.replace(/[\\/:*?"<>|]+/g, '-'),
        csvRows(whole, t),
      );
    } catch {
      notifications.show({ color: 'red', message: t('progress.loadFailed') });
    } finally {
      setExporting(false);
    }
  };

  const data = grid.data;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('progress.course')}
          value={course ?? ''}
          onChange={(event) => {
            setCourseId(event.currentTarget.value);
            setStage(0);
            setPage(0);
          }}
          data={classCourses.map((id) => ({ value: id, label: titleOf(id) }))}
          w={260}
        />
        <SegmentedControl
          aria-label={t('progress.view')}
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'stage', label: t('progress.byStage') },
            { value: 'item', label: t('progress.byItem') },
          ]}
        />
        {view === 'item' && data && (
          <NativeSelect
            label={t('progress.stage')}
            value={String(stage)}
            onChange={(event) => setStage(Number(event.currentTarget.value))}
            data={data.stages.map((s, index) => ({
              value: String(index),
              label: t('progress.stageTitle', { number: index + 1, title: s.title }),
            }))}
            w={260}
          />
        )}
        <TextInput
          label={t('progress.filter')}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
            setPage(0);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={240}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void handleExport()}
          loading={exporting}
          disabled={!data}
        >
          {t('progress.export')}
        </Button>
      </Group>
      <Legend />
      {grid.isError && (
        <Alert color="red" variant="light" role="alert" title={t('progress.loadFailed')}>
          {describeError(grid.error, t).message}
        </Alert>
      )}
      {(grid.isPending || cls.isPending) && !grid.isError && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('progress.fetching')}</Text>
        </Group>
      )}
      {data && data.count === 0 && (
        <Text c="dimmed">{searched ? t('progress.noMatch') : t('classStudents.empty')}</Text>
      )}
      {data && data.count > 0 && (
        <ProgressTable data={data} view={view} stage={stage} classId={classId} locale={i18n.language} />
      )}
      {data && <ProjectPagination pages={data.pages} page={data.page} onChange={setPage} />}
      {data && (
        <Text size="xs" c="dimmed">
          {t('progress.perPage', { count: PROGRESS_PAGE_SIZE })}
        </Text>
      )}
    </Stack>
  );
}

/** The grid as a spreadsheet: every student, every item, the stage totals and the total. */
const csvRows = (grid: ClassProgress, t: (key: string, values?: Record<string, unknown>) => string) => {
  const itemHeader = (item: ProgressItem) =>
    `${t('progress.stageNumber', { number: item.stage + 1 })} · ${item.title}`;
  const header = [
    t('progress.csv.lastName'),
    t('progress.csv.firstName'),
    t('progress.csv.username'),
    t('progress.csv.xp'),
    ...grid.items.map(itemHeader),
    ...grid.stages.map((_, index) => t('progress.csv.stageTotal', { number: index + 1 })),
    t('progress.total'),
    t('progress.projects'),
  ];
  const rows = grid.students.map((s) => [
    s.last_name,
    s.first_name,
    s.username,
    String(s.xp),
    ...s.cells.map((c) => String(c.percentageCompleted)),
    ...s.stageTotals.map(String),
    String(s.total),
    String(s.projects.count),
  ]);
  const totals = [
    t('progress.classAverage'),
    '',
    '',
    '',
    ...grid.itemTotals.map(String),
    ...grid.stageTotals.map(String),
    String(grid.total),
    '',
  ];
  return [header, ...rows, totals];
};

/** A cell's status in words after its percentage, for screen readers: on screen its colour says it. */
function StatusWords({ status }: { status: ReturnType<typeof progressStatus> }) {
  const { t } = useTranslation();
  return <span className="visually-hidden">{` ${t(`progress.status.${status}`)}`}</span>;
}

interface Column {
  key: string;
  header: string;
  title: string;
  /** The item behind the column (by-item view). */
  item: ProgressItem | null;
  value: (student: ProgressStudent) => { percentage: number; cell: ProgressGridCell | null };
  total: number;
}

function ProgressTable({
  data,
  view,
  stage,
  classId,
  locale,
}: {
  data: ClassProgress;
  view: View;
  stage: number;
  classId: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const columns: Column[] =
    view === 'stage'
      ? data.stages.map((s, index) => ({
          key: s._id,
          header: t('progress.stageNumber', { number: index + 1 }),
          title: s.title,
          item: null,
          value: (student) => ({ percentage: student.stageTotals[index] ?? 0, cell: null }),
          total: data.stageTotals[index] ?? 0,
        }))
      : data.items.flatMap((item, index) =>
          item.stage === stage
            ? [
                {
                  key: item._id,
                  header: item.title,
                  title: t(`progress.kind.${item.kind}`),
                  item,
                  value: (student: ProgressStudent) => ({
                    percentage: student.cells[index]?.percentageCompleted ?? 0,
                    cell: student.cells[index] ?? null,
                  }),
                  total: data.itemTotals[index] ?? 0,
                },
              ]
            : [],
        );

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders className="progress-table">
        <caption className="visually-hidden">
          {t('progress.tableLabel', { course: data.course.title })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className="progress-sticky">
              {t('progress.student')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" className="progress-heading">
                <bdi>{column.header}</bdi>
                <Text size="xs" c="dimmed" fw={400} lineClamp={2}>
                  <bdi>{column.title}</bdi>
                </Text>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('progress.projects')}</Table.Th>
            <Table.Th scope="col">{t('progress.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((student) => (
            <Table.Tr key={student._id}>
              <Table.Th scope="row" className="progress-sticky">
                <Anchor component={Link} to={`/profile/${student._id}/home`}>
                  <bdi>{fullName(student)}</bdi>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('progress.xp', { xp: student.xp })}
                </Text>
              </Table.Th>
              {columns.map((column) => {
                const { percentage, cell } = column.value(student);
                const status = progressStatus(percentage);
                const item = column.item;
                const markable = item && (item.kind === 'tutorial' || item.kind === 'challenge');
                const label = `${percent(percentage, locale)}`;
                return (
                  <Table.Td key={column.key} className={`progress-cell progress-${status}`}>
                    {markable ? (
                      <Anchor
                        component={Link}
                        to={markingPath(
                          classId,
                          student._id,
                          item.kind as 'tutorial' | 'challenge',
                          item._id,
                        )}
                        className="progress-cell-link"
                        aria-label={t('progress.markLabel', {
                          item: item.title,
                          student: fullName(student),
                          percent: label,
                          status: t(`progress.status.${status}`),
                        })}
                      >
                        {label}
                        {cell?.teacherAssessment && cell.teacherAssessment !== 'incomplete' && (
                          <MarkIcon assessment={cell.teacherAssessment} />
                        )}
                      </Anchor>
                    ) : (
                      <span title={t(`progress.status.${status}`)}>
                        {label}
                        <StatusWords status={status} />
                      </span>
                    )}
                  </Table.Td>
                );
              })}
              <Table.Td>
                {student.projects.latest ? (
                  <Anchor
                    component={Link}
                    to={markingPath(classId, student._id, 'project', student.projects.latest)}
                  >
                    {/* Named around the count it shows, so the name holds the visible text in every language. */}
                    <NamedAround
                      message={t('progress.projectsLabel', {
                        count: NamedAround.SLOT,
                        student: fullName(student),
                      })}
                    >
                      {student.projects.count}
                    </NamedAround>
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    0
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={`progress-cell progress-${progressStatus(student.total)}`}>
                {percent(student.total, locale)}
                <StatusWords status={progressStatus(student.total)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" className="progress-sticky">
              {t('progress.classAverage')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} className="progress-total">
                {percent(column.total, locale)}
              </Table.Td>
            ))}
            <Table.Td />
            <Table.Td className="progress-total">{percent(data.total, locale)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
