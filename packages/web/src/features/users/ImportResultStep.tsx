// The bulk import's last step: the students created with their one-time passwords, offered as a CSV to download;
// closing before the download asks first (the answer holds the only copy of the passwords).
import type { ImportedUser } from '@brickyard/core';
import { Alert, Button, Group, ScrollArea, Table } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DARK_TITLE } from './import-text.ts';
import { LoginCards } from './LoginCards.tsx';
import { type ImportSteps, PASSWORDS_FILE } from './use-import-steps.ts';

export function ImportResultStep({ steps, created }: { steps: ImportSteps; created: ImportedUser[] }) {
  const { t } = useTranslation();
  const { downloaded, confirmingClose, sentLines, classId } = steps.state;
  // Students of a class get login cards with its code.
  const cls = steps.classes.find((c) => c._id === classId);
  return (
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
            {created.map((user, index) => (
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
      {cls && <LoginCards pupils={created} classId={cls._id} classCode={cls.classId} />}
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
          <Button variant="light" color="red" onClick={steps.closeNow}>
            {t('bulkImport.closeAnyway')}
          </Button>
        ) : (
          <Button variant="default" onClick={steps.handleClose}>
            {t('bulkImport.close')}
          </Button>
        )}
        <Button
          ref={steps.confirmRef}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={steps.handleDownload}
        >
          {t('bulkImport.download')}
        </Button>
      </Group>
    </>
  );
}
