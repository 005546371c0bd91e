import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Any path the app does not know. "/" leads home, or to the login page for a visitor. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title={t('errors.notFoundTitle')}
        description={t('errors.notFoundText', { path: pathname })}
      />
      <Button component={Link} to="/">
        {t('errors.goHome')}
      </Button>
    </>
  );
}
