// What both signups share: a modal with a progress bar (current stage over the number of stages), one
// form per stage, and the stage's buttons. Enter continues; Continue stays disabled while the stage is invalid.
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignupFrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  stage: number;
  stages: number;
  heading: string;
  children: ReactNode;
  /** The main button; left out on the last stage, which brings its own. */
  submit?: { label: string; disabled: boolean; busy: boolean; onSubmit: () => void };
  back?: () => void;
  /** "Or skip" for optional stages. */
  skip?: () => void;
  /** Extra buttons (the last stage's way on). */
  footer?: ReactNode;
}

export function SignupFrame(props: SignupFrameProps) {
  const { t } = useTranslation();
  const { submit } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit && !submit.disabled && !submit.busy) submit.onSubmit();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Progress
          value={(props.stage / props.stages) * 100}
          aria-label={t('signup.progress', { stage: props.stage, stages: props.stages })}
        />
        <Text size="sm" c="dimmed">
          {t('signup.progress', { stage: props.stage, stages: props.stages })}
        </Text>
        <form onSubmit={handleSubmit} noValidate aria-label={props.heading}>
          <Stack gap="md">
            <Text fw={700} fz="lg" component="h2" m={0}>
              {props.heading}
            </Text>
            {props.children}
            <Group justify="space-between" mt="sm">
              <Group gap="sm">
                {props.back && (
                  <Button variant="default" onClick={props.back} disabled={submit?.busy}>
                    {t('signup.back')}
                  </Button>
                )}
              </Group>
              <Group gap="sm">
                {props.skip && (
                  <Button variant="subtle" onClick={props.skip} disabled={submit?.busy}>
                    {t('signup.skip')}
                  </Button>
                )}
                {submit && (
                  <Button type="submit" disabled={submit.disabled} loading={submit.busy}>
                    {submit.label}
                  </Button>
                )}
                {props.footer}
              </Group>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
