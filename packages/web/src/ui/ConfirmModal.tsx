// "Are you sure?" before something a person may regret: a question, Cancel, and the action itself.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  question: string;
  /** The label of the button that acts, named for what it does ("Archive", "Remove"). */
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({
  opened,
  title,
  question,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Text mb="lg">{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('app.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
