// The class progress grid (ClassProgressPage.tsx): a row per student, a column per stage or item, each cell
// coloured by status and, for tutorials, challenges and projects, a link to the marking screen.
import { type ClassProgress, fullName, type ProgressStudent, progressStatus } from '@brickyard/core';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent } from '../../i18n/percent.ts';
import { NamedAround } from '../../ui/NamedAround.tsx';
import { MarkIcon, markingPath } from './marking-links.tsx';
import { type Column, progressColumns, type View } from './progress-columns.ts';

/** A percentage as the reader writes it ("50%", "50 %", "٥٠٪"). */
const percent = (value: number, locale: string) => formatPercent(value, locale, 1);

/** A cell's status in words after its percentage, for screen readers: on screen its colour says it. */
function StatusWords({ status }: { status: ReturnType<typeof progressStatus> }) {
  const { t } = useTranslation();
  return <span className="visually-hidden">{` ${t(`progress.status.${status}`)}`}</span>;
}

export function ProgressTable({
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
  const columns = progressColumns(data, view, stage, t);

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
                {(column.item?.autoMarkedXp ?? 0) > 0 && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {t('progress.autoMarked', { xp: column.item?.autoMarkedXp })}
                  </Text>
                )}
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
              {columns.map((column) => (
                <ProgressCell
                  key={column.key}
                  column={column}
                  student={student}
                  classId={classId}
                  locale={locale}
                />
              ))}
              <ProjectsCell student={student} classId={classId} />
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

/** A student's cell of a column: a link to the marking screen for a tutorial or challenge. */
function ProgressCell({
  column,
  student,
  classId,
  locale,
}: {
  column: Column;
  student: ProgressStudent;
  classId: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const { percentage, cell } = column.value(student);
  const status = progressStatus(percentage);
  const item = column.item;
  // A quiz's free-text answers may be the teacher's to mark (teacher-marked or mixed assessments).
  const markable = item && (item.kind === 'tutorial' || item.kind === 'challenge' || item.kind === 'quiz');
  const label = `${percent(percentage, locale)}`;
  return (
    <Table.Td className={`progress-cell progress-${status}`}>
      {markable ? (
        <Anchor
          component={Link}
          to={markingPath(
            classId,
            student._id,
            item.kind === 'quiz' ? 'assessment' : (item.kind as 'tutorial' | 'challenge'),
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
}

/** How many projects the student has, opening the latest on the marking screen. */
function ProjectsCell({ student, classId }: { student: ProgressStudent; classId: string }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      {student.projects.latest ? (
        <Anchor component={Link} to={markingPath(classId, student._id, 'project', student.projects.latest)}>
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
  );
}
