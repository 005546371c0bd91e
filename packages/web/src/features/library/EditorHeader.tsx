// The top of every library editor: the heading, Draft/Published, whether everything is saved, the way back to
// the library's tab, and Save (for those who may save).
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function EditorHeader({
  title,
  name,
  draft,
  dirty,
  creating = false,
  saving,
  back,
  canSave,
  saveDisabled,
  onSave,
  children,
}: {
  title: string;
  /** The item's own title inside the heading, isolated as written by its author. */
  name?: string;
  draft: boolean;
  dirty: boolean;
  /** A new item, not yet created (its first save creates it). */
  creating?: boolean;
  saving: boolean;
  /** The library tab to go back to. */
  back: string;
  canSave: boolean;
  saveDisabled?: boolean;
  onSave(): void;
  /** More buttons, before Save (Preview). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} isolate={name} />
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Badge color={draft ? 'yellow' : 'green'} c={draft ? 'dark' : undefined}>
            {draft ? t('library.status.draft') : t('library.status.published')}
          </Badge>
          <Text size="sm" c="dimmed" aria-live="polite">
            {creating && !dirty ? t('editor.notCreated') : dirty ? t('editor.unsaved') : t('editor.allSaved')}
          </Text>
        </Group>
        <Group gap="xs">
          <Button variant="default" component={Link} to={`/edit/library/${back}`}>
            {t('editor.backToLibrary')}
          </Button>
          {children}
          {canSave && (
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              disabled={saveDisabled}
              onClick={onSave}
            >
              {t('editor.save')}
            </Button>
          )}
        </Group>
      </Group>
    </>
  );
}
