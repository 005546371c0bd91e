// The library's Copy action (authoring.md §7 "copy with language"): the copy is made in the item's own language
// or in another one the kind is written in, chosen here before anything is copied.
import { type LibraryKind, type LibraryRow, languagesOf } from '@brickyard/core';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyItemModal({
  kind,
  row,
  busy,
  onCopy,
  onClose,
}: {
  kind: LibraryKind;
  row: LibraryRow;
  busy: boolean;
  onCopy(language: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string>(row.language);
  return (
    <Modal opened onClose={onClose} title={t('library.copyItem', { title: row.title })}>
      <Stack>
        <Text size="sm">{t('library.copyLanguageHelp')}</Text>
        <Select
          label={t('editor.language.label')}
          data={languagesOf(kind).map((value) => ({ value, label: t(`library.languages.${value}`) }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onCopy(language)}>
            {t('library.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
