// "Forgotten Password?" (spec §4, §5, §8): choose a method; by class password the student logs in and then
// chooses a new password; by email a temporary password is mailed, with a confirmation, Done and Back.
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginWithClassPassword, requestTemporaryPassword } from '../../api/session.ts';
import { useSite } from '../../api/site.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

type Stage = 'choose' | 'class' | 'email' | 'sent';

export function ForgottenPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('choose');
  const [username, setUsername] = useState('');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sentMessage, setSentMessage] = useState('');
  const site = useSite();

  const reset = (next: Stage) => {
    setStage(next);
    setSecret('');
    setError(null);
  };
  const handleClose = () => {
    reset('choose');
    setUsername('');
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !secret.trim()) return;
    setBusy(true);
    setError(null);
    try {
      if (stage === 'class') {
        await loginWithClassPassword({ username: username.trim().toLowerCase(), classPassword: secret });
        handleClose();
      } else {
        const { message } = await requestTemporaryPassword(username.trim().toLowerCase(), secret.trim());
        setSentMessage(message);
        setStage('sent');
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('forgotten.title')}>
      {stage === 'choose' && (
        <Stack gap="sm">
          <Text>{t('forgotten.choose')}</Text>
          <Button variant="light" onClick={() => reset('class')}>
            {t('forgotten.byClass')}
          </Button>
          <Button variant="light" onClick={() => reset('email')}>
            {t('forgotten.byEmail')}
          </Button>
        </Stack>
      )}
      {(stage === 'class' || stage === 'email') && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text>{stage === 'class' ? t('forgotten.classHelp') : t('forgotten.emailHelp')}</Text>
            {error !== null && (
              <Stack gap={4}>
                <ErrorAlert error={error} />
                {stage === 'email' && site.data && (
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
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              data-autofocus
            />
            {stage === 'class' ? (
              <PasswordInput
                label={t('forgotten.classPassword')}
                required
                value={secret}
                onChange={(event) => setSecret(event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              />
            ) : (
              <TextInput
                label={t('forgotten.email')}
                type="email"
                required
                autoComplete="email"
                value={secret}
                onChange={(event) => setSecret(event.currentTarget.value)}
              />
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => reset('choose')}>
                {t('forgotten.back')}
              </Button>
              <Button type="submit" loading={busy} disabled={!username.trim() || !secret.trim()}>
                {t('forgotten.reset')}
              </Button>
            </Group>
          </Stack>
        </form>
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
