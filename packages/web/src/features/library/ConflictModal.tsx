// A stale save (authoring.md §8): the stored item changed since the author opened it. Three ways out: "Force
// Save" writes theirs over the stored version, "Save as Copy" makes a new item of it (both keep what the author
// typed), "Discard mine and reload" drops it and shows the item as stored. Cancel leaves the choice for later;
// leaving the page then asks once (`LeaveUnsavedModal`).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConflictModal({
  opened,
  busy,
  onForce,
  onCopy,
  onDiscard,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onForce(): void;
  onCopy(): void;
  onDiscard(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.conflict.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      size="lg"
    >
      <Text mb="sm">{t('editor.conflict.body')}</Text>
      <Text mb="lg" c="dimmed" size="sm">
        {t('editor.conflict.keep')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('app.cancel')}
        </Button>
        <Button variant="default" onClick={onDiscard} loading={busy}>
          {t('editor.conflict.discard')}
        </Button>
        <Button variant="light" onClick={onCopy} loading={busy}>
          {t('editor.conflict.copy')}
        </Button>
        <Button color="red" onClick={onForce} loading={busy}>
          {t('editor.conflict.force')}
        </Button>
      </Group>
    </Modal>
  );
}

/** Leaving after a conflict the author did not settle: their changes cannot be saved, so they choose, once. */
export function LeaveUnsavedModal({ opened, onAnswer }: { opened: boolean; onAnswer(leave: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('editor.leave.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Text mb="lg">{t('editor.leave.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
          {t('editor.leave.stay')}
        </Button>
        <Button color="red" onClick={() => onAnswer(true)}>
          {t('editor.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
