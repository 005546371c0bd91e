// The library's filters: name (applied 1000 ms after typing stops, authoring.md §9), status, language,
// archived (default No), author (anyone or me) and core.
import { CONTENT_LANGUAGES, type LibraryKind, REFERENCE_LANGUAGES } from '@brickyard/core';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryFilters } from '../../api/library.ts';

export const LIBRARY_FILTER_DELAY_MS = 1000;

export const EMPTY_FILTERS: LibraryFilters = {
  name: '',
  status: '',
  language: '',
  archived: 'false',
  author: '',
  core: '',
};

export const languagesFor = (kind: LibraryKind): readonly string[] =>
  kind === 'references' || kind === 'faqs' || kind === 'definitions'
    ? REFERENCE_LANGUAGES
    : CONTENT_LANGUAGES;

export function LibraryFiltersBar({
  kind,
  filters,
  onChange,
  me,
}: {
  kind: LibraryKind;
  filters: LibraryFilters;
  onChange(next: Partial<LibraryFilters>): void;
  me: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(filters.name);
  const applyName = useDebouncedCallback(
    (value: string) => onChange({ name: value.trim() }),
    LIBRARY_FILTER_DELAY_MS,
  );
  // The URL may change the name from outside (back button, a tab): the box follows.
  useEffect(() => setName(filters.name), [filters.name]);
  return (
    <search aria-label={t('library.filters')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} mb="lg">
        <TextInput
          label={t('library.filter.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            applyName(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
        <NativeSelect
          label={t('library.filter.status')}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as LibraryFilters['status'] })}
          data={[
            { value: '', label: t('library.filter.any') },
            { value: 'draft', label: t('library.status.draft') },
            { value: 'published', label: t('library.status.published') },
          ]}
        />
        <NativeSelect
          label={t('library.filter.language')}
          value={filters.language}
          onChange={(event) => onChange({ language: event.currentTarget.value })}
          data={[
            { value: '', label: t('library.filter.any') },
            ...languagesFor(kind).map((value) => ({ value, label: t(`library.languages.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('library.filter.archived')}
          value={filters.archived}
          onChange={(event) =>
            onChange({ archived: event.currentTarget.value as LibraryFilters['archived'] })
          }
          data={[
            { value: 'false', label: t('library.filter.no') },
            { value: 'true', label: t('library.filter.yes') },
          ]}
        />
        <NativeSelect
          label={t('library.filter.author')}
          value={filters.author ? 'me' : ''}
          onChange={(event) => onChange({ author: event.currentTarget.value === 'me' ? me : '' })}
          data={[
            { value: '', label: t('library.filter.anyone') },
            { value: 'me', label: t('library.filter.me') },
          ]}
        />
        <NativeSelect
          label={t('library.filter.core')}
          value={filters.core}
          onChange={(event) => onChange({ core: event.currentTarget.value as LibraryFilters['core'] })}
          data={[
            { value: '', label: t('library.filter.any') },
            { value: 'true', label: t('library.filter.yes') },
            { value: 'false', label: t('library.filter.no') },
          ]}
        />
      </SimpleGrid>
    </search>
  );
}
