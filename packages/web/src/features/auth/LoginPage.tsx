// /login?next=: the login page. After login the user goes to `next` when they may see it, else their home.
// `?groupId={classId}` is a class's login link (printed on its login cards): the page names the class and its
// teacher, and logging out afterwards comes back here for the next pupil (api/class-login.ts).
// It is also where accounts begin: `?signup=student&code=ABCDEF` (the class invite link) opens the student
// signup with the code filled in, `?signup=teacher` the teacher signup.
import { HOME_REDIRECT_DELAY_MS, landingPath } from '@brickyard/core';
import { Alert, Anchor, Button, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { rememberGroupLogin, useClassLoginInfo } from '../../api/class-login.ts';
import { login, useSession } from '../../api/session.ts';
import { useSite } from '../../api/site.ts';
import { carriedShellInput, finishShellTakeover } from '../../app/shell.ts';
import { LoginForm } from '../../ui/LoginForm.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { StudentSignupModal } from '../signup/StudentSignupModal.tsx';
import { TeacherSignupModal } from '../signup/TeacherSignupModal.tsx';
import { ForgottenPasswordModal, hasWaitingPasswordRequest } from './ForgottenPasswordModal.tsx';

type Signup = 'student' | 'teacher' | null;

export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const site = useSite();
  // A tab still waiting for a teacher's answer opens the forgotten-password window again on its own.
  const [forgotten, { open, close }] = useDisclosure(hasWaitingPasswordRequest());
  const requested = params.get('signup');
  const [signup, setSignup] = useState<Signup>(
    requested === 'student' || requested === 'teacher' ? requested : null,
  );
  /** A new account logs in before the signup's last stage: stay here until that stage is closed. */
  const [holding, setHolding] = useState(false);
  usePageTitle(t('login.title'));
  const groupId = params.get('groupId');
  const group = useClassLoginInfo(groupId);
  // What was typed before the app took over the prerendered page (once, on the first render).
  const [typed] = useState(carriedShellInput);
  useEffect(() => finishShellTakeover(document.getElementById('root')), []);

  const closeSignup = () => {
    setSignup(null);
    setHolding(false);
    if (params.has('signup') || params.has('code')) setParams({}, { replace: true });
  };
  const finishSignup = (to: string) => {
    setSignup(null);
    window.setTimeout(() => navigate(to, { replace: true }), HOME_REDIRECT_DELAY_MS);
  };

  // While the session is restored the form shows already, as the prerendered page did: no loader between.
  // Logging in (here or anywhere) or arriving already logged in both lead on.
  if (user && !holding) return <Navigate to={landingPath(user, params.get('next'))} replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('login.title')}</Title>
            <Text c="dimmed">{t('login.intro')}</Text>
          </Stack>
          {group.data && (
            <Alert color="blue" title={t('login.group.title', { name: group.data.name })}>
              {t('login.group.teacher', { teacher: group.data.teacher })}
            </Alert>
          )}
          {group.isError && <Alert color="yellow">{t('messages.classLinkGone')}</Alert>}
          <LoginForm
            onSubmit={async (body) => {
              const user = await login(body);
              rememberGroupLogin(group.data ? groupId : null);
              return user;
            }}
            autoFocus
            initialUsername={typed?.username}
            initialPassword={typed?.password}
            focusField={typed?.focused ?? 'username'}
          />
          <Anchor component="button" type="button" size="sm" onClick={open} ta="center">
            {t('forgotten.link')}
          </Anchor>
          <Divider label={t('signup.newHere')} labelPosition="center" />
          <Group grow gap="sm">
            <Button variant="light" onClick={() => setSignup('student')}>
              {t('signup.student.open')}
            </Button>
            {site.data?.teacherSignup && (
              <Button variant="default" onClick={() => setSignup('teacher')}>
                {t('signup.teacher.open')}
              </Button>
            )}
          </Group>
        </Stack>
        <ForgottenPasswordModal opened={forgotten} onClose={close} />
        <StudentSignupModal
          opened={signup === 'student'}
          onClose={closeSignup}
          initialCode={params.get('code') ?? undefined}
          onAccountCreated={() => setHolding(true)}
          onFinished={() => finishSignup('/learn')}
        />
        <TeacherSignupModal
          opened={signup === 'teacher'}
          onClose={closeSignup}
          onAccountCreated={() => setHolding(true)}
          onFinished={() => finishSignup('/classes')}
        />
      </Paper>
    </Center>
  );
}
