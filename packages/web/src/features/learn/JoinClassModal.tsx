// "Join Class" for a logged-in student (spec §4, §5, §8): the code is shown in upper case, the button waits
// while the server checks, and each refusal has its own words; a code with other characters than letters says
// so instead of losing them (issue 18). Once joined, the student's learn home shows the class's first course,
// which the server made their current course.
import { JoinClassCodeSchema, normalizeClassCode } from '@brickyard/core';
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

  const parsed = JoinClassCodeSchema.safeParse(code);
  // Empty waits for a submit; anything else that is not letters is said as soon as it is typed.
  const localError = !code
    ? touched
      ? t('joinClass.enterCode')
      : undefined
    : parsed.success
      ? undefined
      : t('joinClass.lettersOnly');
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
    if (!parsed.success) return;
    join.mutate(parsed.data, {
      onSuccess: (joined) => {
        notifications.show({ color: 'green', message: t('joinClass.joinedClass', { name: joined.name }) });
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
              setCode(normalizeClassCode(event.currentTarget.value));
              join.reset();
            }}
            error={localError ?? serverError}
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
