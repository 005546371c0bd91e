// "Bulk upload (CSV)" on the users page: read a spreadsheet of students (ISO-8859-1 and commas unless told
// otherwise), show every problem row by row before anything is sent, create all the students or none, then
// offer their one-time passwords as a CSV to download.
import {
  IMPORT_ENCODINGS,
  IMPORT_MAX_ROWS,
  type ImportedUser,
  type ImportProblem,
  type ImportRow,
  parseCsv,
  readImportTable,
  toCsv,
} from '@brickyard/core';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClasses } from '../../api/classes.ts';
import { ApiError, request } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { translateMessage } from '../../ui/schema-messages.ts';

const SEPARATORS = { comma: ',', semicolon: ';', tab: '\t' } as const;
type Separator = keyof typeof SEPARATORS;

/** The server's `rows.3.first_name` errors as spreadsheet rows (the header is row 1). */
const serverProblems = (error: unknown): ImportProblem[] =>
  error instanceof ApiError
    ? (error.body?.errors ?? []).flatMap((entry) => {
        const match = /^rows\.(\d+)\.(.+)$/.exec(entry.path);
        return match ? [{ row: Number(match[1]) + 2, field: match[2]!, message: entry.message }] : [];
      })
    : [];

const download = (users: readonly ImportedUser[], header: string[]) => {
  const text = toCsv([header, ...users.map((u) => [u.first_name, u.last_name, u.username, u.password])]);
  // A byte-order mark so spreadsheet programs read the accents right.
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'brickyard-passwords.csv';
  link.click();
  URL.revokeObjectURL(url);
};

export function BulkImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const classes = useClasses(false);
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<string>(IMPORT_ENCODINGS[0]);
  const [separator, setSeparator] = useState<Separator>('comma');
  const [classId, setClassId] = useState('');
  const [table, setTable] = useState<{ rows: Record<string, string>[]; problems: ImportProblem[] } | null>(
    null,
  );
  const submit = useMutation({
    mutationFn: (rows: Record<string, string>[]) =>
      request<{ users: ImportedUser[] }>('/api/users/import', {
        method: 'POST',
        body: { rows: rows as unknown as ImportRow[], ...(classId ? { class: classId } : {}) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });

  // Read again whenever the file, its encoding or its separator changes.
  useEffect(() => {
    let current = true;
    if (!file) {
      setTable(null);
      return;
    }
    void file.arrayBuffer().then((buffer) => {
      if (!current) return;
      const text = new TextDecoder(encoding).decode(buffer);
      setTable(readImportTable(parseCsv(text, SEPARATORS[separator])));
    });
    return () => {
      current = false;
    };
  }, [file, encoding, separator]);

  const handleClose = () => {
    setFile(null);
    setClassId('');
    submit.reset();
    onClose();
  };

  const created = submit.data?.users;
  const tooMany = (table?.rows.length ?? 0) > IMPORT_MAX_ROWS;
  const problems = [...(table?.problems ?? []), ...serverProblems(submit.error)];
  const ready = !!table && table.rows.length > 0 && problems.length === 0 && !tooMany;
  const progress = created ? 100 : submit.isPending ? 60 : table ? 30 : 0;
  const columns = [t('users.firstName'), t('users.lastName'), t('users.username'), t('bulkImport.password')];

  return (
    <Modal opened={opened} onClose={handleClose} title={t('bulkImport.title')} size="xl">
      <Stack gap="md">
        <Progress
          value={progress}
          animated={submit.isPending}
          aria-label={t('bulkImport.progress', { percent: progress })}
        />
        {!created && (
          <>
            <Text size="sm">{t('bulkImport.help')}</Text>
            <FileInput
              label={t('bulkImport.file')}
              placeholder={t('bulkImport.choose')}
              accept=".csv,text/csv"
              value={file}
              onChange={(value) => {
                setFile(value);
                submit.reset();
              }}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              clearable
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={t('bulkImport.encoding')}
                value={encoding}
                onChange={(event) => setEncoding(event.currentTarget.value)}
                data={IMPORT_ENCODINGS.map((value) => ({ value, label: value }))}
              />
              <NativeSelect
                label={t('bulkImport.separator')}
                value={separator}
                onChange={(event) => setSeparator(event.currentTarget.value as Separator)}
                data={(Object.keys(SEPARATORS) as Separator[]).map((value) => ({
                  value,
                  label: t(`bulkImport.separators.${value}`),
                }))}
              />
              <NativeSelect
                label={t('bulkImport.class')}
                value={classId}
                onChange={(event) => setClassId(event.currentTarget.value)}
                data={[
                  { value: '', label: t('bulkImport.noClass') },
                  ...(classes.data?.items ?? []).map((cls) => ({ value: cls._id, label: cls.name })),
                ]}
              />
            </SimpleGrid>
            {table && (
              <Text fw={600} aria-live="polite">
                {t('bulkImport.found', { count: table.rows.length })}
              </Text>
            )}
            {tooMany && <Alert color="red">{t('bulkImport.tooMany', { max: IMPORT_MAX_ROWS })}</Alert>}
            {problems.length > 0 && (
              <Alert color="red" title={t('bulkImport.problemsTitle', { count: problems.length })}>
                <ScrollArea.Autosize mah={220}>
                  <Table aria-label={t('bulkImport.problemsTable')}>
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
                          <Table.Td>
                            {t(`bulkImport.fields.${problem.field}`, { defaultValue: problem.field })}
                          </Table.Td>
                          <Table.Td>{translateMessage(t, problem.message)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </Alert>
            )}
            {submit.error !== null && serverProblems(submit.error).length === 0 && (
              <ErrorAlert error={submit.error} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                {t('app.cancel')}
              </Button>
              <Button
                onClick={() => table && submit.mutate(table.rows)}
                disabled={!ready}
                loading={submit.isPending}
              >
                {t('bulkImport.import', { count: table?.rows.length ?? 0 })}
              </Button>
            </Group>
          </>
        )}
        {created && (
          <>
            <Alert color="green" title={t('bulkImport.done', { count: created.length })}>
              {t('bulkImport.onlyOnce')}
            </Alert>
            <ScrollArea.Autosize mah={300}>
              <Table striped aria-label={t('bulkImport.createdTable')}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {created.map((user) => (
                    <Table.Tr key={user._id}>
                      <Table.Td>{user.first_name}</Table.Td>
                      <Table.Td>{user.last_name}</Table.Td>
                      <Table.Td dir="ltr">{user.username}</Table.Td>
                      <Table.Td dir="ltr" ff="monospace">
                        {user.password}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => download(created, columns)}
              >
                {t('bulkImport.download')}
              </Button>
              <Button variant="default" onClick={handleClose}>
                {t('bulkImport.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
