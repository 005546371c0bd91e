// A stale save (authoring.md §8): the stored item changed since the author opened it. Both ways out keep what
// the author typed: "Force Save" writes it over the stored version, "Save as Copy" makes a new item of it.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConflictModal({
  opened,
  busy,
  onForce,
  onCopy,
  onClose,
}: {
  opened: boolean;
  busy: boolean;
  onForce(): void;
  onCopy(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.conflict.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Text mb="sm">{t('editor.conflict.body')}</Text>
      <Text mb="lg" c="dimmed" size="sm">
        {t('editor.conflict.keep')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('app.cancel')}
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
