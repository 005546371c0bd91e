// "Join Class" for a logged-in student (spec §4, §5, §8): the code is shown in upper case, the button waits
// while the server checks, and each refusal has its own words; a code with other characters than letters says
// so instead of losing them (issue 18). Once joined, the student's learn home shows the class's first course,
// which the server made their current course.
import {
  CLASS_CODE_LETTERS_MESSAGE,
  ENTER_CODE_MESSAGE,
  JoinClassParamsSchema,
  normalizeClassCode,
} from '@brickyard/core';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useJoinClass } from '../../api/classes.ts';
import { ApiError } from '../../api/client.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

export function JoinClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const join = useJoinClass();
  // Empty waits for a submit; anything else that is not letters is said as soon as it is typed.
  const form = useSchemaForm({
    initialValues: { code: '' },
    schema: JoinClassParamsSchema,
    show: 'submit',
    messages: {
      [ENTER_CODE_MESSAGE]: t('joinClass.enterCode'),
      [CLASS_CODE_LETTERS_MESSAGE]: t('joinClass.lettersOnly'),
    },
  });
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
    form.reset();
    join.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit(({ code }) =>
    join.mutate(code, {
      onSuccess: (joined) => {
        notifications.show({ color: 'green', message: t('joinClass.joinedClass', { name: joined.name }) });
        handleClose();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={handleClose} title={t('joinClass.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('joinClass.code')}
            description={t('joinClass.codeHelp')}
            {...form.getInputProps('code')}
            onChange={(event) => {
              const code = normalizeClassCode(event.currentTarget.value);
              form.setFieldValue('code', code);
              join.reset();
              if (code) form.reveal('code');
              else if (!form.submitted) form.hide('code');
            }}
            error={form.errorOf('code') ?? serverError}
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
