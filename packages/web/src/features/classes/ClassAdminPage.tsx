// /class/:classId/admin (admins): "Set all users of this class to beta users", with the spec's two toasts.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSetBetaTesters } from '../../api/classes.ts';

export function ClassAdminPage() {
  const { t } = useTranslation();
  const classId = useParams().classId ?? '';
  const beta = useSetBetaTesters();
  const handleClick = () =>
    beta.mutate(classId, {
      onSuccess: () => notifications.show({ color: 'green', message: t('classPage.admin.done') }),
      onError: () => notifications.show({ color: 'red', message: t('classPage.admin.failed') }),
    });
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('classPage.admin.betaHelp')}</Text>
        <Button onClick={handleClick} loading={beta.isPending}>
          {t('classPage.admin.beta')}
        </Button>
      </Stack>
    </Paper>
  );
}
