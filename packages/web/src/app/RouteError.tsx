// Shown when a page fails to load or render: a toast naming the page (spec §8) and a panel to recover.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../ui/use-page-title.ts';

export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  usePageTitle(t('errors.pageTitle'));

  useEffect(() => {
    console.error(error);
    // A fixed id keeps one toast per page even when the effect runs twice (React's strict mode).
    const id = `page-error:${pathname}`;
    notifications.hide(id);
    notifications.show({
      id,
      color: 'red',
      message: t('errors.loadingPage', { state: pathname }),
      autoClose: 8000,
    });
  }, [error, pathname, t]);

  const handleRetry = () => window.location.reload();

  return (
    <Stack gap="md" maw={640} mx="auto" py="xl">
      <Alert
        color="red"
        variant="light"
        title={t('errors.pageTitle')}
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
      >
        {t('errors.pageText', { path: pathname })}
      </Alert>
      <Group>
        <Button onClick={handleRetry}>{t('errors.retry')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('errors.goHome')}
        </Button>
      </Group>
    </Stack>
  );
}
