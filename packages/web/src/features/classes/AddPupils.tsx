// A teacher creates accounts for their own class's pupils (issue 22): names typed one by one, or a spreadsheet
// through the bulk import narrowed to this class; then the accounts with their one-time passwords, to download
// or print as login cards. Each pupil chooses their own password at their first login.
import type { ImportedUser } from '@brickyard/core';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportStudents } from '../../api/import.ts';
import { downloadCsv } from '../../ui/download-csv.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { BulkImportModal } from '../users/BulkImportModal.tsx';
import { LoginCards } from '../users/LoginCards.tsx';

/** How many pupils one typed list may hold; a larger class comes from a spreadsheet. */
export const TYPED_PUPILS_MAX = 40;

interface Row {
  key: number;
  first_name: string;
  last_name: string;
}

let nextKey = 0;
const emptyRow = (): Row => ({ key: nextKey++, first_name: '', last_name: '' });

export function AddPupils({ classId, classCode }: { classId: string; classCode: string }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<ImportedUser[] | null>(null);
  const [importing, { open: openImport, close: closeImport }] = useDisclosure(false);
  const create = useImportStudents();
  const filled = rows.filter((row) => row.first_name.trim() || row.last_name.trim());
  const missing = (row: Row, field: 'first_name' | 'last_name') =>
    tried && (row.first_name.trim() || row.last_name.trim() || rows.length === 1) && !row[field].trim();
  const ready = filled.length > 0 && filled.every((row) => row.first_name.trim() && row.last_name.trim());

  const change = (key: number, field: 'first_name' | 'last_name', value: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  if (created) return <PupilAccounts pupils={created} classId={classId} classCode={classCode} />;

  return (
    <Stack gap="sm">
      <Text size="sm">{t('pupils.typeHelp')}</Text>
      {rows.map((row, index) => (
        <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('pupils.firstName', { n: index + 1 })}
            value={row.first_name}
            onChange={(event) => change(row.key, 'first_name', event.currentTarget.value)}
            error={missing(row, 'first_name') ? t('pupils.nameNeeded') : undefined}
            maxLength={40}
            style={{ flex: 1 }}
          />
          <TextInput
            label={t('pupils.lastName', { n: index + 1 })}
            value={row.last_name}
            onChange={(event) => change(row.key, 'last_name', event.currentTarget.value)}
            error={missing(row, 'last_name') ? t('pupils.nameNeeded') : undefined}
            maxLength={16}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            disabled={rows.length === 1}
            onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
            aria-label={t('pupils.remove', { n: index + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= TYPED_PUPILS_MAX}
          onClick={() => setRows((all) => [...all, emptyRow()])}
        >
          {t('pupils.addRow')}
        </Button>
        <Button variant="subtle" leftSection={<IconUpload size={16} aria-hidden />} onClick={openImport}>
          {t('pupils.fromSpreadsheet')}
        </Button>
      </Group>
      {create.error && <ErrorAlert error={create.error} />}
      <Group justify="flex-end">
        <Button
          loading={create.isPending}
          onClick={() => {
            setTried(true);
            if (!ready) return;
            create.mutate(
              {
                class: classId,
                rows: filled.map((row) => ({
                  first_name: row.first_name.trim(),
                  last_name: row.last_name.trim(),
                })),
              },
              { onSuccess: (answer) => setCreated(answer.users) },
            );
          }}
        >
          {t('pupils.create', { count: filled.length })}
        </Button>
      </Group>
      <BulkImportModal opened={importing} onClose={closeImport} classId={classId} />
    </Stack>
  );
}

/** The new accounts, their passwords shown this once, to download or print as login cards. */
export function PupilAccounts({
  pupils,
  classId,
  classCode,
}: {
  pupils: readonly ImportedUser[];
  classId: string;
  classCode: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" title={t('pupils.createdTitle', { count: pupils.length })}>
        {t('pupils.onlyNow')}
      </Alert>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <caption className="visually-hidden">{t('pupils.accounts')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pupils.name')}</Table.Th>
              <Table.Th scope="col">{t('users.username')}</Table.Th>
              <Table.Th scope="col">{t('pupils.password')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pupils.map((pupil) => (
              <Table.Tr key={pupil._id}>
                <Table.Th scope="row">
                  <bdi>{`${pupil.first_name} ${pupil.last_name}`}</bdi>
                </Table.Th>
                <Table.Td dir="ltr">{pupil.username}</Table.Td>
                <Table.Td dir="ltr">{pupil.password}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            downloadCsv('brickyard-login-cards.csv', [
              [t('users.firstName'), t('users.lastName'), t('users.username'), t('pupils.password')],
              ...pupils.map((p) => [p.first_name, p.last_name, p.username, p.password]),
            ])
          }
        >
          {t('pupils.download')}
        </Button>
      </Group>
      <LoginCards pupils={pupils} classId={classId} classCode={classCode} />
    </Stack>
  );
}
