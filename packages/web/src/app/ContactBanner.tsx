// Teachers see a way to reach support (spec §2); once closed it stays closed on this browser.
import { hasRole } from '@brickyard/core/rules/roles';
import { Alert, Anchor } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { useSite } from '../api/site.ts';

export function ContactBanner() {
  const { user } = useSession();
  if (!user || !hasRole(user, 'teacher')) return null;
  return <ClosableBanner userId={user._id} />;
}

function ClosableBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const [closed, setClosed] = useLocalStorage({
    key: `brickyard.contactBanner.closed.${userId}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  if (closed) return null;
  return (
    <Alert
      mb="lg"
      color="blue"
      variant="light"
      icon={<IconLifebuoy aria-hidden />}
      withCloseButton
      closeButtonLabel={t('banner.close')}
      onClose={() => setClosed(true)}
      role="note"
    >
      {t('banner.contact')}
      {site.data && (
        <>
          {' '}
          <Anchor href={`mailto:${site.data.supportEmail}`}>{site.data.supportEmail}</Anchor>
        </>
      )}
    </Alert>
  );
}
