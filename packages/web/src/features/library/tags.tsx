// Tagging (authoring.md §5): skills, topics, FAQs and references are chosen by autocomplete only, from the first
// character typed, at most 32 suggestions. Skill-topic pairs: one skill and up to 25 topics each, pairs left
// empty are dropped when saved (core `SkillTopicPairsInputSchema`); topics in another language than the item's
// (or than each other) are flagged.
import { type SkillTopicPairDraft, type TagKind, type TagOption, TOPICS_PER_PAIR_MAX } from '@brickyard/core';
import { ActionIcon, Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client.ts';
import { useLibraryLookup } from '../../api/library.ts';

const SEARCH_DELAY_MS = 250;

/** A multi-choice of library items of one tag kind, suggested as the author types. */
export function TagPicker({
  label,
  kind,
  value,
  onChange,
  max,
  language,
  readOnly,
}: {
  label: string;
  kind: TagKind;
  value: readonly string[];
  onChange(ids: string[]): void;
  max: number;
  language?: string;
  readOnly?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: ['library', 'tags', kind, query, language],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query });
      if (language) params.set('language', language);
      return request<{ items: TagOption[] }>(`/api/library/tags/${kind}?${params}`, { signal });
    },
    enabled: query.length >= 1,
    placeholderData: keepPreviousData,
  });
  const chosen = useLibraryLookup(value);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const id of value) options.set(id, chosen.data?.get(id)?.title ?? id);
    for (const item of found.data?.items ?? []) options.set(item._id, item.title);
    return [...options].map(([id, title]) => ({ value: id, label: title }));
  }, [value, chosen.data, found.data]);
  return (
    <MultiSelect
      label={label}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the text; every suggestion it sent is shown.
      filter={({ options }) => options}
      maxValues={max}
      readOnly={readOnly}
      hidePickedOptions
    />
  );
}

/** Skill-topic pairs: a skill and its topics per row, Add skill, and the language check of the topics. */
export function SkillTopicPairsEditor({
  pairs,
  onChange,
  language,
  readOnly,
}: {
  pairs: readonly SkillTopicPairDraft[];
  onChange(pairs: SkillTopicPairDraft[]): void;
  /** The item's language: topics in another are flagged ("Language inconsistencies"). */
  language: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const topics = useMemo(() => pairs.flatMap((pair) => pair.topics), [pairs]);
  const rows = useLibraryLookup(topics);
  const languages = new Set([language, ...topics.flatMap((id) => rows.data?.get(id)?.language ?? [])]);
  const set = (index: number, pair: SkillTopicPairDraft) =>
    onChange(pairs.map((p, i) => (i === index ? pair : p)));
  return (
    <Stack gap={6} component="section" aria-label={t('tags.pairs')}>
      <Text size="sm" fw={600}>
        {t('tags.pairs')}
      </Text>
      {languages.size > 1 && (
        <Alert color="yellow" p="xs">
          {t('tags.languageInconsistencies')}
        </Alert>
      )}
      {pairs.map((pair, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no ids; their place is their identity
        <Group key={index} align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <TagPicker
              label={t('tags.skill', { n: index + 1 })}
              kind="skills"
              value={pair.skill ? [pair.skill] : []}
              max={1}
              readOnly={readOnly}
              onChange={(ids) => set(index, { ...pair, skill: ids[0] ?? '' })}
            />
          </div>
          <div style={{ flex: 2 }}>
            <TagPicker
              label={t('tags.topics', { n: index + 1 })}
              kind="topics"
              value={pair.topics}
              max={TOPICS_PER_PAIR_MAX}
              readOnly={readOnly}
              onChange={(ids) => set(index, { ...pair, topics: ids })}
            />
          </div>
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={6}
              onClick={() => onChange(pairs.filter((_, i) => i !== index))}
              aria-label={t('tags.removePair', { n: index + 1 })}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          size="compact-sm"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...pairs, { skill: '', topics: [] }])}
        >
          {t('tags.addPair')}
        </Button>
      )}
    </Stack>
  );
}
