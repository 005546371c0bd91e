// /environments: the admins' list of schools and content communities (issue 22), by name, 25 a page; filtered by
// name (after a pause), by type (the content communities, or one type of school) and archived or not.
import { COMMUNITY_TYPE, LEARNING_ENVIRONMENT_TYPES, type LearningEnvironmentType } from '@brickyard/core';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconSchool, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type EnvironmentFilters, useEnvironmentList } from '../../api/environments.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ListFooter } from '../../ui/ListFooter.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CreateEnvironmentModal, type EnvironmentKind } from './CreateEnvironmentModal.tsx';
import { environmentTypeLabel } from './environment-type.ts';

const FILTER_DELAY_MS = 500;

const TYPES: readonly string[] = [...LEARNING_ENVIRONMENT_TYPES, COMMUNITY_TYPE];
const isType = (value: string): value is LearningEnvironmentType => TYPES.includes(value);

export function EnvironmentsPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [type, setType] = useState<LearningEnvironmentType | ''>('');
  const [withArchived, setWithArchived] = useState(false);
  const [debouncedName] = useDebouncedValue(name.trim(), FILTER_DELAY_MS);
  const [creating, setCreating] = useState<EnvironmentKind | null>(null);

  const filters: EnvironmentFilters = { name: debouncedName, type, withArchived };
  // The page belongs to the filters it was chosen for: new filters start again at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 0 });
  const page = paging.filtersKey === filtersKey ? paging.page : 0;
  const environments = useEnvironmentList(filters, page);

  return (
    <>
      <PageHeader title={t('environments.title')} description={t('environments.description')} />
      <Group mb="lg" gap="sm">
        <Button onClick={() => setCreating('school')} leftSection={<IconSchool size={16} aria-hidden />}>
          {t('environments.newSchool')}
        </Button>
        <Button
          variant="light"
          onClick={() => setCreating('community')}
          leftSection={<IconBuildingCommunity size={16} aria-hidden />}
        >
          {t('environments.newCommunity')}
        </Button>
      </Group>
      <CreateEnvironmentModal kind={creating} onClose={() => setCreating(null)} />
      <search aria-label={t('environments.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg" verticalSpacing="sm">
          <TextInput
            label={t('environments.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <NativeSelect
            label={t('environments.type')}
            value={type}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setType(isType(value) ? value : '');
            }}
            data={[
              { value: '', label: t('environments.allTypes') },
              { value: COMMUNITY_TYPE, label: t('environments.communities') },
              {
                group: t('environments.schools'),
                items: LEARNING_ENVIRONMENT_TYPES.map((value) => ({
                  value,
                  label: environmentTypeLabel(t, value),
                })),
              },
            ]}
          />
          <Switch
            label={t('environments.showArchived')}
            checked={withArchived}
            onChange={(event) => setWithArchived(event.currentTarget.checked)}
            style={{ alignSelf: 'end' }}
            mb={8}
          />
        </SimpleGrid>
      </search>

      {environments.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {environments.isError && <ErrorAlert error={environments.error} />}
      {environments.data && (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={environments.isFetching}>
              <caption className="visually-hidden">{t('environments.table')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('environments.name')}</Table.Th>
                  <Table.Th scope="col">{t('environments.type')}</Table.Th>
                  <Table.Th scope="col">{t('signup.teacher.postcode')}</Table.Th>
                  <Table.Th scope="col">{t('environments.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {environments.data.items.map((environment) => (
                  <Table.Tr key={environment._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/environments/${environment._id}`}>
                        <bdi>{environment.name}</bdi>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{environmentTypeLabel(t, environment.type)}</Table.Td>
                    <Table.Td>
                      <bdi>{environment.postcode}</bdi>
                    </Table.Td>
                    <Table.Td>
                      {environment.archived && (
                        <Badge color="gray" variant="light">
                          {t('environments.archived')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {environments.data.items.length === 0 && (
            <Text ta="center" c="dimmed" py="lg">
              {t('environments.empty')}
            </Text>
          )}
          <ListFooter
            total={t('environments.total', { count: environments.data.count })}
            pages={environments.data.pages}
            page={page}
            onPage={(next) => setPaging({ filtersKey, page: next })}
            labels={{
              pages: t('environments.pages'),
              page: (item) => t('environments.page', { page: item }),
              control: (control) => t(`environments.${control}Page`),
            }}
          />
        </>
      )}
    </>
  );
}
