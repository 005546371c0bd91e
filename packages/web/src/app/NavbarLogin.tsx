// "Log in" in the navbar for a visitor, with the login form in a popover.
import { type LoginBody, landingPath } from '@brickyard/core';
import { Button, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login } from '../api/session.ts';
import { LoginForm } from '../ui/LoginForm.tsx';

export function NavbarLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { close, toggle }] = useDisclosure(false);

  const handleLogin = async (body: LoginBody) => {
    const user = await login(body);
    close();
    navigate(landingPath(user, null));
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-end"
      width={320}
      trapFocus
      returnFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button onClick={toggle} leftSection={<IconLogin size={18} aria-hidden />}>
          {t('nav.login')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('login.title')}>
        <LoginForm onSubmit={handleLogin} autoFocus />
      </Popover.Dropdown>
    </Popover>
  );
}
