// /reference/:parent (learner-teacher.md §2 "Reference viewer"): a language switcher, a searchable tree of
// topics and the chosen page. `:parent` is the language whose tree is shown; `?item=` the page, else the first
// topic. Topics are in the alphabetical order of the reader's language, whatever the database's collation.
import { REFERENCE_LANGUAGES, type ReferenceNode } from '@brickyard/core';
import { Grid, NavLink, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useReferencePage, useReferenceTree } from '../../api/learn.ts';
import { PageBody } from '../../pieces/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const SEARCH_DELAY_MS = 300;

/** Items whose title matches, with every ancestor so the tree still reads. */
const matching = (items: readonly ReferenceNode[], search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return new Set(items.map((i) => i._id));
  const byId = new Map(items.map((i) => [i._id, i]));
  const keep = new Set<string>();
  for (const item of items) {
    if (!item.title.toLocaleLowerCase().includes(needle)) continue;
    for (
      let node: ReferenceNode | undefined = item;
      node && !keep.has(node._id);
      node = node.parent ? byId.get(node.parent) : undefined
    )
      keep.add(node._id);
  }
  return keep;
};

function Tree({
  items,
  parent,
  shown,
  selected,
  language,
}: {
  items: readonly ReferenceNode[];
  parent: string | null;
  shown: ReadonlySet<string>;
  selected: string | null;
  language: string;
}) {
  const children = items.filter((i) => i.parent === parent && shown.has(i._id));
  return (
    <>
      {children.map((item) => {
        const hasChildren = items.some((i) => i.parent === item._id && shown.has(i._id));
        return (
          <NavLink
            key={item._id}
            label={<bdi>{item.title}</bdi>}
            component={Link}
            to={`/reference/${language}?item=${item._id}`}
            active={item._id === selected}
            aria-current={item._id === selected ? 'page' : undefined}
            opened={hasChildren ? true : undefined}
            childrenOffset="md"
          >
            {hasChildren ? (
              <Tree items={items} parent={item._id} shown={shown} selected={selected} language={language} />
            ) : undefined}
          </NavLink>
        );
      })}
    </>
  );
}

export function ReferencePage() {
  const { t, i18n } = useTranslation();
  const { parent: language = 'javascript' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tree = useReferenceTree(language);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const items = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { numeric: true });
    return [...(tree.data?.items ?? [])].sort((a, b) => collator.compare(a.title, b.title));
  }, [tree.data, i18n.language]);
  const shown = useMemo(() => matching(items, debounced), [items, debounced]);
  const selected = params.get('item') ?? items.find((i) => i.parent === null)?._id ?? null;
  const page = useReferencePage(selected);

  return (
    <>
      <PageHeader title={t('reference.title')} />
      <SegmentedControl
        aria-label={t('reference.language')}
        value={language}
        onChange={(value) => {
          // Another language's topics: a search typed for the last one would hide them all.
          setSearch('');
          navigate(`/reference/${value}`);
        }}
        data={REFERENCE_LANGUAGES.map((value) => ({ value, label: t(`reference.languages.${value}`) }))}
        mb="md"
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <TextInput
              label={t('reference.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              mb="sm"
            />
            {tree.isPending ? (
              <CenteredLoader />
            ) : tree.isError ? (
              <ErrorAlert error={tree.error} />
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reference.empty')}
              </Text>
            ) : shown.size === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reference.noMatch')}
              </Text>
            ) : (
              <nav aria-label={t('reference.topics')}>
                <Tree items={items} parent={null} shown={shown} selected={selected} language={language} />
              </nav>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {page.isError && <ErrorAlert error={page.error} />}
          {page.data && (
            // A page not yet translated is shown in English: it then reads left to right as a whole,
            // inside a right-to-left page, instead of mixing the two directions line by line.
            <Stack gap="md" component="article" aria-labelledby="reference-title" dir="auto">
              <Title order={2} id="reference-title">
                <bdi>{page.data.title}</bdi>
              </Title>
              <PageBody page={page.data} />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
