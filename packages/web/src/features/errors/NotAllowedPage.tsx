import { homePath } from '@brickyard/core/rules/access';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** A logged-in user opened a page their roles may not see. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title={t('errors.notAllowedTitle')}
        description={t('errors.notAllowedText', { path: pathname })}
      />
      <Button component={Link} to={homePath(user)}>
        {t('errors.goHome')}
      </Button>
    </>
  );
}
