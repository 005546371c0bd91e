// Run, and Stop while a program runs: the buttons under a lesson's code and a code question.
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function RunButtons({
  running,
  onRun,
  onStop,
  label,
  disabled,
}: {
  running: boolean;
  onRun: () => void;
  onStop: () => void;
  /** The Run button's text ("Run" when left out). */
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color="teal"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        onClick={onRun}
        disabled={running || disabled}
      >
        {label ?? t('runner.run')}
      </Button>
      {running && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={onStop}
        >
          {t('runner.stop')}
        </Button>
      )}
    </Group>
  );
}
