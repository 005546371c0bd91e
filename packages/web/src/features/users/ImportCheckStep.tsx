// The bulk import's check of the rows read: how many were found, every problem row by row, the question about
// students named on several rows, the server's refusal, and the preview of what will be sent.
import { IMPORT_EMPTY_MESSAGE, IMPORT_MAX_ROWS, type ImportProblem } from '@brickyard/core';
import { Alert, Group, List, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { DARK_TITLE, fieldName, repeatText, translate } from './import-text.ts';
import type { ImportSteps, RepeatChoice } from './use-import-steps.ts';

/** The optional columns, in the order the preview shows them when the file has them. */
const OPTIONAL_FIELDS = ['email', 'gender', 'birthMonth', 'birthYear'] as const;

export function ImportCheckStep({ steps }: { steps: ImportSteps }) {
  const { t } = useTranslation();
  const { table, headerMissing, showIgnored, toSend, empty, tooMany, problems } = steps.check;
  return (
    <>
      {table && (!headerMissing || showIgnored) && (
        <Group justify="space-between" gap="xs">
          {!headerMissing && (
            <Text fw={600}>
              {t('bulkImport.found', { count: table.rows.length })}
              {toSend && toSend.rows.length !== table.rows.length
                ? ` · ${t('bulkImport.toImport', { count: toSend.rows.length })}`
                : null}
            </Text>
          )}
          {showIgnored && (
            <Text size="sm" c="dimmed">
              {t('bulkImport.ignored', { columns: table.ignored.join(', ') })}
            </Text>
          )}
        </Group>
      )}
      {empty && <Alert color="red">{translate(t, IMPORT_EMPTY_MESSAGE)}</Alert>}
      {tooMany && <Alert color="red">{t('bulkImport.tooMany', { max: IMPORT_MAX_ROWS })}</Alert>}

      {problems.length > 0 && <ProblemsAlert problems={problems} />}
      {steps.check.repeats.length > 0 && <RepeatsAlert steps={steps} />}
      {steps.classError !== null && <Alert color="red">{translate(t, steps.classError)}</Alert>}
      {steps.check.otherError && <ErrorAlert error={steps.error} />}

      {table && table.rows.length > 0 && <PreviewTable steps={steps} />}
    </>
  );
}

function ProblemsAlert({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('bulkImport.problemsTitle', { count: problems.length })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('bulkImport.fixHint')}</Text>
        <ScrollArea.Autosize mah={200} type="auto">
          <Table aria-label={t('bulkImport.problemsTable')} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bulkImport.row')}</Table.Th>
                <Table.Th>{t('bulkImport.column')}</Table.Th>
                <Table.Th>{t('bulkImport.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((problem) => (
                <Table.Tr key={`${problem.row}-${problem.field}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{fieldName(t, problem.field)}</Table.Td>
                  <Table.Td>{translate(t, problem.message)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}

function RepeatsAlert({ steps }: { steps: ImportSteps }) {
  const { t, i18n } = useTranslation();
  const { repeats } = steps.check;
  return (
    <Alert
      color="yellow"
      styles={DARK_TITLE}
      icon={<IconCopy aria-hidden />}
      title={t('bulkImport.repeatsTitle', { count: repeats.length })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('bulkImport.repeatsHelp')}</Text>
        <List size="sm" spacing={2}>
          {repeats.map((student) => (
            <List.Item key={student.lines[0]}>{repeatText(t, i18n.language, student)}</List.Item>
          ))}
        </List>
        <Radio.Group
          label={t('bulkImport.repeatsQuestion')}
          value={steps.state.repeatChoice}
          onChange={(value) => steps.chooseRepeats(value as RepeatChoice)}
          required
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="once"
              label={t('bulkImport.repeatsOnce', {
                count: repeats.reduce((sum, student) => sum + student.lines.length - 1, 0),
              })}
            />
            <Radio value="all" label={t('bulkImport.repeatsAll')} />
          </Stack>
        </Radio.Group>
      </Stack>
    </Alert>
  );
}

function PreviewTable({ steps }: { steps: ImportSteps }) {
  const { t } = useTranslation();
  const { problems, leftOut } = steps.check;
  const table = steps.check.table!;
  const problemsByRow = new Map<number, ImportProblem[]>();
  for (const problem of problems)
    problemsByRow.set(problem.row, [...(problemsByRow.get(problem.row) ?? []), problem]);
  const optionalColumns = OPTIONAL_FIELDS.filter((field) => table.rows.some((row) => field in row));
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table aria-label={t('bulkImport.previewTable')} stickyHeader striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bulkImport.row')}</Table.Th>
            <Table.Th>{fieldName(t, 'first_name')}</Table.Th>
            <Table.Th>{fieldName(t, 'last_name')}</Table.Th>
            {optionalColumns.map((field) => (
              <Table.Th key={field}>{fieldName(t, field)}</Table.Th>
            ))}
            <Table.Th>{t('bulkImport.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => {
            const line = table.lines[index]!;
            const rowProblems = problemsByRow.get(line) ?? [];
            const keptRow = leftOut.get(line);
            return (
              <Table.Tr
                key={line}
                bg={rowProblems.length ? 'var(--mantine-color-red-light)' : undefined}
                c={keptRow ? 'dimmed' : undefined}
              >
                <Table.Td>{line}</Table.Td>
                <Table.Td>{row.first_name}</Table.Td>
                <Table.Td>{row.last_name}</Table.Td>
                {optionalColumns.map((field) => (
                  <Table.Td key={field}>
                    {field === 'gender' && row.gender
                      ? t(`signup.student.genders.${row.gender}`, { defaultValue: row.gender })
                      : row[field]}
                  </Table.Td>
                ))}
                <Table.Td>
                  {keptRow ? (
                    <Text size="sm">{t('bulkImport.leftOut', { row: keptRow })}</Text>
                  ) : rowProblems.length === 0 ? (
                    <Group gap={4} wrap="nowrap">
                      <IconCircleCheck size={16} color="var(--mantine-color-green-9)" aria-hidden />
                      <Text size="sm">{t('bulkImport.ready')}</Text>
                    </Group>
                  ) : (
                    <Text size="sm" c="red.9">
                      {rowProblems.map((problem) => translate(t, problem.message)).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
