// A field holding one library item (a topic's lesson or boost, a link's topic): its title, "Choose" opening
// the library picker on one tab, and "Remove".
import { LIBRARY_TABS, type LibraryTab } from '@brickyard/core';
import { Button, Group, Input, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibraryLookup } from '../../api/library.ts';
import { LibraryPickerModal } from './LibraryPickerModal.tsx';

export function ItemPickerField({
  label,
  tab,
  value,
  language,
  readOnly,
  error,
  onChange,
}: {
  label: string;
  tab: string;
  value: string | null;
  language: string;
  readOnly?: boolean;
  error?: string;
  onChange(id: string | null): void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const rows = useLibraryLookup(value ? [value] : []);
  const title = value ? (rows.data?.get(value)?.title ?? t('editor.stage.unknownItem')) : null;
  const libraryTab = LIBRARY_TABS.find((entry) => entry.tab === tab) as LibraryTab;
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="xs" mt={4}>
        <Text size="sm" c={title ? undefined : 'dimmed'}>
          {title ? <bdi>{title}</bdi> : t('editor.picker.nothing')}
        </Text>
        {!readOnly && (
          <>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setPicking(true)}
              aria-label={t('editor.picker.chooseFor', { label })}
            >
              {t('editor.picker.choose')}
            </Button>
            {value && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => onChange(null)}
                aria-label={t('editor.picker.removeFrom', { label })}
              >
                {t('upload.remove')}
              </Button>
            )}
          </>
        )}
      </Group>
      {picking && (
        <LibraryPickerModal
          tab={libraryTab}
          listName={label}
          chosen={value ? [value] : []}
          language={language}
          offerNew
          onPick={(row) => {
            onChange(row._id);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}

/** A field holding a list of library items (a course's references and FAQs): titles, Remove, Add from Library. */
export function ItemListField({
  label,
  tab,
  value,
  language,
  readOnly,
  onChange,
}: {
  label: string;
  tab: string;
  value: readonly string[];
  language: string;
  readOnly?: boolean;
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const rows = useLibraryLookup(value);
  const libraryTab = LIBRARY_TABS.find((entry) => entry.tab === tab) as LibraryTab;
  return (
    <Input.Wrapper label={label}>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('editor.picker.nothing')}
        </Text>
      ) : (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {value.map((id) => {
            const title = rows.data?.get(id)?.title ?? t('editor.stage.unknownItem');
            return (
              <li key={id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    <bdi>{title}</bdi>
                  </Text>
                  {!readOnly && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(value.filter((other) => other !== id))}
                      aria-label={t('editor.picker.removeItem', { title })}
                    >
                      {t('upload.remove')}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <Button size="compact-sm" variant="light" mt="xs" onClick={() => setPicking(true)}>
          {t('editor.picker.addTo', { label })}
        </Button>
      )}
      {picking && (
        <LibraryPickerModal
          tab={libraryTab}
          listName={label}
          chosen={value}
          language={language}
          onPick={(row) => onChange([...value, row._id])}
          onClose={() => setPicking(false)}
        />
      )}
    </Input.Wrapper>
  );
}
