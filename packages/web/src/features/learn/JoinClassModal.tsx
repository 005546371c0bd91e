// "Join Class" for a logged-in student (spec §4, §5, §8): the code is forced to upper case, the button waits
// while the server checks, and each refusal has its own words.
import { normalizeClassCode } from '@brickyard/core';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinClass } from '../../api/classes.ts';
import { ApiError } from '../../api/client.ts';

export function JoinClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);

  const emptyError = touched && !code ? t('joinClass.enterCode') : undefined;
  const serverError =
    join.error instanceof ApiError
      ? join.error.status === 409
        ? t('joinClass.alreadyMember')
        : join.error.status === 404 || join.error.status === 400
          ? t('joinClass.invalidCode')
          : t('joinClass.failed')
      : join.error
        ? t('joinClass.failed')
        : undefined;

  const handleClose = () => {
    setCode('');
    setTouched(false);
    join.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!code) return;
    join.mutate(code, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('joinClass.joined') });
        handleClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('joinClass.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('joinClass.code')}
            description={t('joinClass.codeHelp')}
            value={code}
            onChange={(event) => {
              setCode(normalizeClassCode(event.currentTarget.value).replace(/[^A-Z]/g, ''));
              join.reset();
            }}
            error={emptyError ?? serverError}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('joinClass.cancel')}
            </Button>
            <Button type="submit" loading={join.isPending} disabled={join.isPending}>
              {t('joinClass.join')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
