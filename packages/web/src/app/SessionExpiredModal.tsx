// Opens over the page when the session cannot be refreshed. Logging in again replays the waiting calls,
// so whatever the person was doing carries on.
import type { LoginBody } from '@brickyard/core';
import { homePath } from '@brickyard/core';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryClient } from '../api/query-client.ts';
import { abandonSession, loginAgain, useSession } from '../api/session.ts';
import { LoginForm } from '../ui/LoginForm.tsx';

export function SessionExpiredModal() {
  const { t } = useTranslation();
  const { expired, user } = useSession();
  const navigate = useNavigate();

  const handleLogin = async (body: LoginBody) => {
    const result = await loginAgain(body);
    if (!result.sameUser) {
      // Someone else took over the browser: nothing of the previous person's may show.
      queryClient.clear();
      navigate(homePath(result.user), { replace: true });
    }
  };

  const handleLogout = () => {
    abandonSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Modal
      opened={expired}
      onClose={() => undefined}
      title={t('session.expiredTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      trapFocus
      zIndex={400}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{t('session.expiredText')}</Text>
        <LoginForm onSubmit={handleLogin} initialUsername={user?.username ?? ''} autoFocus />
        <Button variant="subtle" color="gray" onClick={handleLogout}>
          {t('session.logoutInstead')}
        </Button>
      </Stack>
    </Modal>
  );
}
