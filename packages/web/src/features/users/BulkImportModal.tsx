// "Bulk upload (CSV)" on the users page: read a spreadsheet of students (its encoding found from its bytes,
// commas unless told otherwise), preview it with every problem row by row before anything is sent, ask what to
// do with a student named on several rows, create all the students or none, then offer their one-time
// passwords as a CSV to download.
import {
  IMPORT_ARCHIVED_CLASS,
  IMPORT_BIRTH_MONTH_MESSAGE,
  IMPORT_EMPTY_MESSAGE,
  IMPORT_ENCODINGS,
  IMPORT_MAX_ROWS,
  IMPORT_UNKNOWN_CLASS,
  type ImportedUser,
  type ImportProblem,
  type RepeatedStudent,
  repeatedStudents,
  withoutRepeats,
} from '@brickyard/core';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  NativeSelect,
  Progress,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCopy,
  IconDownload,
  IconFileSpreadsheet,
  IconLock,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../api/classes.ts';
import { ApiError } from '../../api/client.ts';
import { useImportStudents } from '../../api/import.ts';
import { formatPercent } from '../../i18n/percent.ts';
import { readableMessage } from '../../ui/describe-error.ts';
import { downloadCsv } from '../../ui/download-csv.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { translateMessage } from '../../ui/schema-messages.ts';
import {
  DECODERS,
  ENCODING_NAMES,
  type FileReading,
  readImportFile,
  SEPARATORS,
  type Separator,
} from './read-import-file.ts';

/** The optional columns, in the order the preview shows them when the file has them. */
const OPTIONAL_FIELDS = ['email', 'gender', 'birthMonth', 'birthYear'] as const;
const PASSWORDS_FILE = 'brickyard-passwords.csv';
/** Green and orange titles on their light backgrounds fall below 4.5:1; the text colour passes. */
const DARK_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The import's own messages; the others are the schemas' shared ones. */
const MESSAGE_KEYS: Record<string, string> = {
  [IMPORT_BIRTH_MONTH_MESSAGE]: 'bulkImport.errors.birthMonth',
  [IMPORT_EMPTY_MESSAGE]: 'bulkImport.errors.empty',
  [IMPORT_UNKNOWN_CLASS]: 'bulkImport.errors.unknownClass',
  [IMPORT_ARCHIVED_CLASS]: 'bulkImport.errors.archivedClass',
};
const translate = (t: TFunction, message: string) => {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : translateMessage(t, message);
};

/** "Amy Lee: rows 2, 5 and 8", in the reader's language. */
const repeatText = (t: TFunction, language: string, student: RepeatedStudent) =>
  t('bulkImport.repeatRows', {
    name: `${student.first_name} ${student.last_name}`,
    rows: new Intl.ListFormat(language, { type: 'conjunction' }).format(student.lines.map(String)),
  });

/** The server's `rows.3.first_name` errors, numbered as the spreadsheet numbers its rows. */
const serverProblems = (error: unknown, lines: readonly number[]): ImportProblem[] =>
  error instanceof ApiError
    ? (error.body?.errors ?? []).flatMap((entry) => {
        const match = /^rows\.(\d+)\.(.+)$/.exec(entry.path);
        return match
          ? [
              {
                row: lines[Number(match[1])] ?? Number(match[1]) + 2,
                field: match[2]!,
                message: entry.message,
              },
            ]
          : [];
      })
    : [];

/** Asked before the window closes: false keeps it open. */
type CloseGuard = { current: () => boolean };

export function BulkImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mayClose = useRef(() => true);
  // The steps are mounted only while the window is open: their calls (the class list) are not made for
  // people who never open it, and closing forgets the file and the passwords.
  return (
    <Modal
      opened={opened}
      onClose={() => mayClose.current() && onClose()}
      title={t('bulkImport.title')}
      size="62rem"
    >
      <ImportSteps onClose={onClose} mayClose={mayClose} />
    </Modal>
  );
}

function ImportSteps({ onClose, mayClose }: { onClose: () => void; mayClose: CloseGuard }) {
  const { t, i18n } = useTranslation();
  const classes = useClasses(false);
  const submit = useImportStudents();
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<string>(IMPORT_ENCODINGS[0]);
  const [separator, setSeparator] = useState<Separator>('comma');
  const [classId, setClassId] = useState('');
  const [reading, setReading] = useState<FileReading | null>(null);
  /** What to do with students named on several rows; asked again for every reading of a file. */
  const [repeatChoice, setRepeatChoice] = useState<'once' | 'all' | null>(null);
  /** The spreadsheet rows of what was sent, for the server's answer. */
  const [sentLines, setSentLines] = useState<number[]>([]);
  const [downloaded, setDownloaded] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Read again whenever the file, its encoding or its separator changes.
  useEffect(() => {
    let current = true;
    setReading(null);
    setRepeatChoice(null);
    if (!file) return;
    void file.arrayBuffer().then((buffer) => {
      if (current) setReading(readImportFile(buffer, encoding, separator));
    });
    return () => {
      current = false;
    };
  }, [file, encoding, separator]);

  useEffect(() => {
    if (confirmingClose) confirmRef.current?.focus();
  }, [confirmingClose]);

  const created = submit.data?.users;

  // The answer holds the only copy of the passwords: the window stays until it has arrived, and closing it
  // before they are downloaded (button, Escape, a click outside) asks first.
  const canClose = () => {
    if (submit.isPending) return false;
    if (created && !downloaded) {
      setConfirmingClose(true);
      return false;
    }
    return true;
  };
  useEffect(() => {
    mayClose.current = canClose;
  });
  useEffect(
    () => () => {
      mayClose.current = () => true;
    },
    [mayClose],
  );
  const handleClose = () => canClose() && onClose();
  const closeNow = onClose;

  const table = reading?.table ?? null;
  const headerMissing = !!table?.problems.some((problem) => problem.field === 'header');
  // A header read with the wrong encoding or separator is one unreadable column: the hint says it better.
  const showIgnored =
    !!table?.ignored.length && !(headerMissing && (reading?.looksUtf8 || reading?.betterSeparator));
  const tooMany = (table?.rows.length ?? 0) > IMPORT_MAX_ROWS;
  const empty = !!table && table.rows.length === 0 && table.problems.length === 0;
  const problems = [...(table?.problems ?? []), ...serverProblems(submit.error, sentLines)];
  const classError =
    submit.error instanceof ApiError && submit.error.body?.errors?.some((entry) => entry.path === 'class')
      ? readableMessage(t, submit.error.body.message ?? '')
      : null;
  const otherError =
    submit.error !== null && serverProblems(submit.error, sentLines).length === 0 && classError === null;
  const repeats = table && problems.length === 0 ? repeatedStudents(table.rows, table.lines) : [];
  /** Each repeated student's later rows, left out when the person chooses "once". */
  const leftOut = new Map(
    repeatChoice === 'once'
      ? repeats.flatMap((student) => student.lines.slice(1).map((line) => [line, student.lines[0]!] as const))
      : [],
  );
  const toSend = table ? (repeatChoice === 'once' ? withoutRepeats(table) : table) : null;
  const undecided = repeats.length > 0 && repeatChoice === null;
  const ready = !!table && table.rows.length > 0 && problems.length === 0 && !tooMany && !undecided;

  const step = created
    ? 'done'
    : submit.isPending
      ? 'creating'
      : table
        ? problems.length > 0 || tooMany || empty
          ? 'problems'
          : undecided
            ? 'repeats'
            : 'checked'
        : file
          ? 'reading'
          : 'choose';
  const percent = { choose: 0, reading: 25, checked: 50, problems: 50, repeats: 50, creating: 75, done: 100 }[
    step
  ];
  const stepText = t(`bulkImport.steps.${step}`, {
    count: (step === 'creating' ? sentLines : table?.rows)?.length ?? 0,
  });

  const problemsByRow = new Map<number, ImportProblem[]>();
  for (const problem of problems)
    problemsByRow.set(problem.row, [...(problemsByRow.get(problem.row) ?? []), problem]);
  const fieldName = (field: string) => t(`bulkImport.fields.${field}`, { defaultValue: field });
  const optionalColumns = OPTIONAL_FIELDS.filter((field) => table?.rows.some((row) => field in row));

  const handleImport = () => {
    if (!toSend || !ready) return;
    setSentLines(toSend.lines);
    submit.mutate({ rows: toSend.rows, ...(classId ? { class: classId } : {}) });
  };

  const handleDownload = () => {
    if (!created) return;
    downloadCsv(PASSWORDS_FILE, [
      [t('users.username'), t('users.firstName'), t('users.lastName'), t('bulkImport.password')],
      ...created.map((user) => [user.username, user.first_name, user.last_name, user.password]),
    ]);
    setDownloaded(true);
    setConfirmingClose(false);
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Progress
          value={percent}
          animated={step === 'creating' || step === 'reading'}
          color={
            step === 'problems'
              ? 'red'
              : step === 'repeats'
                ? 'yellow'
                : step === 'done'
                  ? 'green'
                  : undefined
          }
          aria-label={t('bulkImport.progress', { percent: formatPercent(percent, i18n.language) })}
        />
        <Text size="sm" fw={500} aria-live="polite">
          {stepText}
        </Text>
      </Stack>

      {!created && (
        <>
          <Text size="sm">{t('bulkImport.help')}</Text>
          <FileInput
            label={t('bulkImport.file')}
            placeholder={t('bulkImport.choose')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={(value) => {
              setFile(value);
              submit.reset();
            }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            clearable
            disabled={submit.isPending}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('bulkImport.encoding')}
              // Under the field, so the three fields of the row stay level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={
                encoding === 'auto' && reading
                  ? t('bulkImport.detected', { encoding: ENCODING_NAMES[reading.encoding] })
                  : undefined
              }
              value={encoding}
              onChange={(event) => setEncoding(event.currentTarget.value)}
              data={IMPORT_ENCODINGS.map((value) => ({
                value,
                label:
                  value === 'auto'
                    ? t('bulkImport.autoEncoding')
                    : ENCODING_NAMES[DECODERS[value] ?? 'UTF-8'],
              }))}
              disabled={submit.isPending}
            />
            <NativeSelect
              label={t('bulkImport.separator')}
              value={separator}
              onChange={(event) => setSeparator(event.currentTarget.value as Separator)}
              data={(Object.keys(SEPARATORS) as Separator[]).map((value) => ({
                value,
                label: t(`bulkImport.separators.${value}`),
              }))}
              disabled={submit.isPending}
            />
            <NativeSelect
              label={t('bulkImport.class')}
              value={classId}
              onChange={(event) => {
                setClassId(event.currentTarget.value);
                submit.reset();
              }}
              data={[
                { value: '', label: t('bulkImport.noClass') },
                ...(classes.data?.items ?? []).map((cls) => ({ value: cls._id, label: cls.name })),
              ]}
              disabled={submit.isPending}
            />
          </SimpleGrid>

          {reading?.looksUtf8 && (
            <Alert color="blue" title={t('bulkImport.looksUtf8')}>
              <Button size="xs" variant="filled" color="blue" onClick={() => setEncoding('UTF-8')}>
                {t('bulkImport.useUtf8')}
              </Button>
            </Alert>
          )}
          {reading?.betterSeparator && (
            <Alert
              color="blue"
              title={t('bulkImport.otherSeparator', {
                separator: t(`bulkImport.separators.${reading.betterSeparator}`),
              })}
            >
              <Button
                size="xs"
                variant="filled"
                color="blue"
                onClick={() => reading.betterSeparator && setSeparator(reading.betterSeparator)}
              >
                {t('bulkImport.useSeparator', {
                  separator: t(`bulkImport.separators.${reading.betterSeparator}`),
                })}
              </Button>
            </Alert>
          )}

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

          {problems.length > 0 && (
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
                          <Table.Td>{fieldName(problem.field)}</Table.Td>
                          <Table.Td>{translate(t, problem.message)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </Stack>
            </Alert>
          )}
          {repeats.length > 0 && (
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
                  value={repeatChoice}
                  onChange={(value) => setRepeatChoice(value as 'once' | 'all')}
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
          )}
          {classError !== null && <Alert color="red">{translate(t, classError)}</Alert>}
          {otherError && <ErrorAlert error={submit.error} />}

          {table && table.rows.length > 0 && (
            <ScrollArea.Autosize mah={320} type="auto">
              <Table aria-label={t('bulkImport.previewTable')} stickyHeader striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bulkImport.row')}</Table.Th>
                    <Table.Th>{fieldName('first_name')}</Table.Th>
                    <Table.Th>{fieldName('last_name')}</Table.Th>
                    {optionalColumns.map((field) => (
                      <Table.Th key={field}>{fieldName(field)}</Table.Th>
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
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose} disabled={submit.isPending}>
              {t('app.cancel')}
            </Button>
            <Button onClick={handleImport} disabled={!ready} loading={submit.isPending}>
              {t('bulkImport.import')}
            </Button>
          </Group>
        </>
      )}

      {created && (
        <>
          <Alert
            color="green"
            styles={DARK_TITLE}
            icon={<IconCircleCheck aria-hidden />}
            title={t('bulkImport.done', { count: created.length })}
          >
            {downloaded ? t('bulkImport.downloaded', { file: PASSWORDS_FILE }) : null}
          </Alert>
          <Alert
            color="orange"
            styles={DARK_TITLE}
            icon={<IconLock aria-hidden />}
            title={t('bulkImport.onlyOnceTitle')}
          >
            {t('bulkImport.onlyOnce')}
          </Alert>
          <ScrollArea.Autosize mah={320} type="auto">
            <Table striped stickyHeader aria-label={t('bulkImport.createdTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bulkImport.row')}</Table.Th>
                  <Table.Th>{t('users.username')}</Table.Th>
                  <Table.Th>{t('users.firstName')}</Table.Th>
                  <Table.Th>{t('users.lastName')}</Table.Th>
                  <Table.Th>{t('bulkImport.password')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {created.map((user: ImportedUser, index) => (
                  <Table.Tr key={user._id}>
                    <Table.Td>{sentLines[index]}</Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{user.username}</bdi>
                    </Table.Td>
                    <Table.Td>{user.first_name}</Table.Td>
                    <Table.Td>{user.last_name}</Table.Td>
                    <Table.Td ff="monospace">
                      <bdi dir="ltr">{user.password}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {confirmingClose && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('bulkImport.notDownloaded')}
            />
          )}
          <Group justify="flex-end">
            {confirmingClose ? (
              <Button variant="light" color="red" onClick={closeNow}>
                {t('bulkImport.closeAnyway')}
              </Button>
            ) : (
              <Button variant="default" onClick={handleClose}>
                {t('bulkImport.close')}
              </Button>
            )}
            <Button
              ref={confirmRef}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={handleDownload}
            >
              {t('bulkImport.download')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
