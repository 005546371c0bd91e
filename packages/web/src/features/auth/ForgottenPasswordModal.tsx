// "Forgotten Password?" (spec §4, §5, §8; DECISIONS.md "Accounts and sessions"): choose a way back in.
// - With my class password: the class password never opens an account (every classmate knows it); it lets the
//   student ask their teacher. This window waits, and once the teacher approves on the class's students page it
//   logs the student in (once, within 15 minutes) to choose a new password. The request and its secret stay in
//   this tab's session storage, so a reload keeps waiting.
// - By email (only when the server can send mail): a temporary password is mailed, with a confirmation, Done
//   and Back.
import type { PasswordRequestCreated, PasswordRequestStatus } from '@brickyard/core';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  askTeacherForPassword,
  loginWithPasswordRequest,
  passwordRequestState,
  requestTemporaryPassword,
} from '../../api/session.ts';
import { useSite } from '../../api/site.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type SchemaForm, useSchemaForm } from '../../ui/use-schema-form.ts';

type Stage = 'choose' | 'class' | 'email' | 'sent' | 'waiting';
type Details = { username: string; secret: string };
type Waiting = PasswordRequestCreated & { username: string };

const STORAGE_KEY = 'brickyard.passwordRequest';
/** How often the waiting window asks whether the teacher has answered. */
export const REQUEST_POLL_MS = 3000;

const storedRequest = (): Waiting | null => {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Waiting) : null;
  } catch {
    return null;
  }
};
const keepRequest = (waiting: Waiting | null) => {
  try {
    if (waiting) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(waiting));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private windows may refuse storage: the request then lives as long as this page.
  }
};

/** Whether this tab is still waiting for a teacher's answer (the login page opens the modal again then). */
export const hasWaitingPasswordRequest = () => storedRequest() !== null;

export function ForgottenPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<Waiting | null>(() => storedRequest());
  const [stage, setStage] = useState<Stage>(() => (storedRequest() ? 'waiting' : 'choose'));
  // The username stays while the student changes their way; the class password or email does not. The button
  // waits until both are typed (the login page loads no zod: plain checks, no messages).
  const form = useSchemaForm<Details>({
    initialValues: { username: '', secret: '' },
    check: ({ username, secret }) => ({
      ...(username.trim() ? {} : { username: 'required' }),
      ...(secret.trim() ? {} : { secret: 'required' }),
    }),
  });
  const [error, setError] = useState<unknown>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [answer, setAnswer] = useState<PasswordRequestStatus>('pending');
  const site = useSite();

  const reset = (next: Stage) => {
    setStage(next);
    form.setFieldValue('secret', '');
    setError(null);
  };
  const forgetRequest = useCallback(() => {
    keepRequest(null);
    setWaiting(null);
    setAnswer('pending');
  }, []);
  const handleClose = () => {
    // Closing while waiting keeps the request: the login page shows the way back to it.
    if (stage !== 'waiting') {
      reset('choose');
      form.setFieldValue('username', '');
    }
    onClose();
  };

  // While waiting, ask every few seconds; once approved, log in with the request.
  useEffect(() => {
    if (!opened || stage !== 'waiting' || !waiting || answer !== 'pending') return;
    let stopped = false;
    const check = async () => {
      try {
        const { status } = await passwordRequestState(waiting.requestId, waiting.secret);
        if (stopped) return;
        if (status === 'approved') {
          await loginWithPasswordRequest({ requestId: waiting.requestId, secret: waiting.secret });
          keepRequest(null);
          return;
        }
        if (status !== 'pending') setAnswer(status);
      } catch (caught) {
        if (!stopped) setError(caught);
      }
    };
    void check();
    const timer = setInterval(() => void check(), REQUEST_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [opened, stage, waiting, answer]);

  const handleAsked = (next: Waiting) => {
    keepRequest(next);
    setWaiting(next);
    setAnswer('pending');
    reset('waiting');
  };
  const handleSent = (message: string) => {
    setSentMessage(message);
    setStage('sent');
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('forgotten.title')}>
      {stage === 'choose' && (
        <Stack gap="sm">
          <Text>{t('forgotten.choose')}</Text>
          <Button variant="light" onClick={() => reset('class')}>
            {t('forgotten.byClass')}
          </Button>
          {site.data?.emailEnabled && (
            <Button variant="light" onClick={() => reset('email')}>
              {t('forgotten.byEmail')}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t('forgotten.resetCodeHint')}
          </Text>
        </Stack>
      )}
      {(stage === 'class' || stage === 'email') && (
        <DetailsForm
          way={stage}
          form={form}
          onAsked={handleAsked}
          onSent={handleSent}
          onBack={() => reset('choose')}
        />
      )}
      {stage === 'waiting' && waiting && (
        <WaitingStage
          waiting={waiting}
          answer={answer}
          error={error}
          onCancel={() => {
            forgetRequest();
            reset('choose');
          }}
          onStartAgain={() => {
            forgetRequest();
            reset('class');
          }}
        />
      )}
      {stage === 'sent' && (
        <Stack gap="md">
          <Text role="status">{sentMessage}</Text>
          <Group justify="flex-end">
            <Button onClick={handleClose}>{t('forgotten.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The username and the class password (asking the teacher) or the account's email (a temporary password). */
function DetailsForm({
  way,
  form,
  onAsked,
  onSent,
  onBack,
}: {
  way: 'class' | 'email';
  form: SchemaForm<Details>;
  onAsked: (waiting: Waiting) => void;
  onSent: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const handleSubmit = form.handleSubmit(async ({ username, secret }) => {
    setBusy(true);
    setError(null);
    try {
      const name = username.trim().toLowerCase();
      if (way === 'class') {
        const created = await askTeacherForPassword({ username: name, classPassword: secret });
        onAsked({ ...created, username: name });
      } else {
        const { message } = await requestTemporaryPassword(name, secret.trim());
        onSent(message);
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text>{way === 'class' ? t('forgotten.classHelp') : t('forgotten.emailHelp')}</Text>
        {error !== null && (
          <Stack gap={4}>
            <ErrorAlert error={error} />
            {site.data && (
              <Text size="sm">
                {t('forgotten.contact')}{' '}
                <Anchor href={`mailto:${site.data.supportEmail}`}>{site.data.supportEmail}</Anchor>
              </Text>
            )}
          </Stack>
        )}
        <TextInput
          label={t('login.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          {...form.getInputProps('username', { withError: false })}
          data-autofocus
        />
        {way === 'class' ? (
          <PasswordInput
            label={t('forgotten.classPassword')}
            required
            {...form.getInputProps('secret', { withError: false })}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
        ) : (
          <TextInput
            label={t('forgotten.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('secret', { withError: false })}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('forgotten.back')}
          </Button>
          <Button type="submit" loading={busy} disabled={!form.valid}>
            {way === 'class' ? t('forgotten.ask') : t('forgotten.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Waiting for the teacher's answer, or what they answered. */
function WaitingStage({
  waiting,
  answer,
  error,
  onCancel,
  onStartAgain,
}: {
  waiting: Waiting;
  answer: PasswordRequestStatus;
  error: unknown;
  onCancel: () => void;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {answer === 'pending' ? (
        <>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('forgotten.waiting', { username: waiting.username })}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('forgotten.waitingHelp')}
          </Text>
          {error !== null && <ErrorAlert error={error} />}
        </>
      ) : (
        <Alert color={answer === 'declined' ? 'red' : 'yellow'} role="alert">
          {answer === 'declined' ? t('forgotten.declined') : t('forgotten.expired')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onCancel}>
          {t('forgotten.cancelRequest')}
        </Button>
        {answer !== 'pending' && <Button onClick={onStartAgain}>{t('forgotten.startAgain')}</Button>}
      </Group>
    </Stack>
  );
}
