// /login?next=: the login page. After login the user goes to `next` when they may see it, else their home.
import { landingPath } from '@brickyard/core';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { login, useSession } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { LoginForm } from '../../ui/LoginForm.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ForgottenPasswordModal } from './ForgottenPasswordModal.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const [forgotten, { open, close }] = useDisclosure(false);
  usePageTitle(t('login.title'));

  if (status === 'loading') return <CenteredLoader />;
  // Logging in (here or anywhere) or arriving already logged in both lead on.
  if (user) return <Navigate to={landingPath(user, params.get('next'))} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('login.title')}</Title>
            <Text c="dimmed">{t('login.intro')}</Text>
          </Stack>
          <LoginForm onSubmit={login} autoFocus />
          <Anchor component="button" type="button" size="sm" onClick={open} ta="center">
            {t('forgotten.link')}
          </Anchor>
        </Stack>
        <ForgottenPasswordModal opened={forgotten} onClose={close} />
      </Paper>
    </Center>
  );
}
