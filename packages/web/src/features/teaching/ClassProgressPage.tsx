// /class/:classId/progress (learner-teacher.md §2 "progress"): one course of the class, every student by stage or
// by item, each cell coloured by how far they are (core progressStatus), with per-student and per-item totals.
// Tutorial, challenge and project cells open the marking screen; the whole grid exports as CSV.
import {
  type ClassProgress,
  PROGRESS_PAGE_SIZE,
  PROGRESS_TABLE_FILTER_DELAY_MS,
  type ProgressItem,
} from '@brickyard/core';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClass } from '../../api/classes.ts';
import { usePublishedCourses } from '../../api/courses.ts';
import { fetchWholeProgress, useClassProgress } from '../../api/teaching.ts';
import { describeError } from '../../ui/describe-error.ts';
import { downloadCsv } from '../../ui/download-csv.ts';
import { ProjectPagination } from '../projects/ProjectPagination.tsx';
import { ProgressTable } from './ProgressTable.tsx';
import type { View } from './progress-columns.ts';
import './teaching.css';

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
