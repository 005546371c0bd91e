import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What shows while the session or a page is loading. */
export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
