// The filter bar of the project lists (the admin list, a class's projects and its wall): a search box, the
// language, the §9 sorts and, where archived projects can be shown, Active or Archive. The search is sent
// 500 ms after typing stops (useProjectFilters).
import {
  ADMIN_PROJECT_SORTS,
  PROJECT_DEFAULT_SORT,
  PROJECT_LANGUAGES,
  PROJECT_LIST_SORTS,
  PROJECT_SEARCH_DEBOUNCE_MS,
  PROJECT_SIZE_STEPS,
} from '@brickyard/core';
import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The filters' state; every change goes back to the first page. */
export const useProjectFilters = () => {
  const [page, setPage] = useState(0);
  const [archived, setArchivedState] = useState(false);
  const [sort, setSortState] = useState<string>(PROJECT_DEFAULT_SORT);
  const [language, setLanguageState] = useState('');
  const [search, setSearchState] = useState('');
  const [minSize, setMinSizeState] = useState('');
  const [searched] = useDebouncedValue(search.trim(), PROJECT_SEARCH_DEBOUNCE_MS);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return {
    page,
    setPage,
    archived,
    setArchived: reset(setArchivedState),
    sort,
    setSort: reset(setSortState),
    language,
    setLanguage: reset(setLanguageState),
    search,
    setSearch: reset(setSearchState),
    /** The size filter's minimum in characters, '' for any size (the admin list). */
    minSize,
    setMinSize: reset(setMinSizeState),
    /** The search as sent: trimmed, and only once typing has paused. */
    searched,
  };
};

export type ProjectFilterState = ReturnType<typeof useProjectFilters>;

export function ProjectFilters({
  filters,
  searchLabel,
  withArchive = true,
  withSize = false,
}: {
  filters: ProjectFilterState;
  searchLabel: string;
  withArchive?: boolean;
  /** The admin list: sorts by size and filters by it too. */
  withSize?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const sorts = withSize ? ADMIN_PROJECT_SORTS : PROJECT_LIST_SORTS;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        value={filters.search}
        onChange={(event) => filters.setSearch(event.currentTarget.value)}
        w={280}
      />
      <NativeSelect
        label={t('projects.languageFilter')}
        value={filters.language}
        onChange={(event) => filters.setLanguage(event.currentTarget.value)}
        data={[
          { value: '', label: t('projects.allLanguages') },
          ...PROJECT_LANGUAGES.map((value) => ({ value, label: t(`projects.languages.${value}`) })),
        ]}
        w={200}
      />
      <NativeSelect
        label={t('projects.sort')}
        value={filters.sort}
        onChange={(event) => filters.setSort(event.currentTarget.value)}
        data={sorts.map((value) => ({ value, label: t(`projects.sorts.${value}`) }))}
        w={200}
      />
      {withSize && (
        <NativeSelect
          label={t('projects.sizeFilter')}
          value={filters.minSize}
          onChange={(event) => filters.setMinSize(event.currentTarget.value)}
          data={[
            { value: '', label: t('projects.anySize') },
            ...PROJECT_SIZE_STEPS.map((step) => ({
              value: String(step),
              label: t('projects.atLeast', { formatted: number.format(step) }),
            })),
          ]}
          w={220}
        />
      )}
      {withArchive && (
        <SegmentedControl
          aria-label={t('projects.show')}
          value={filters.archived ? 'archived' : 'active'}
          onChange={(value) => filters.setArchived(value === 'archived')}
          data={[
            { value: 'active', label: t('projects.active') },
            { value: 'archived', label: t('projects.archive') },
          ]}
        />
      )}
    </Group>
  );
}
