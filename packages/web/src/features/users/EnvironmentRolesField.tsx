// The user editor's roles per learning environment (issue 22): an admin gives a person a role in a school
// (teacher, student) or a content community (admin, content creator, translator), and takes it away. The
// server checks the ids and that teachers and students belong to schools; this lists, searches and edits.
import {
  COMMUNITY_TYPE,
  ENVIRONMENT_ROLES,
  type EnvironmentRole,
  type LearningEnvironment,
  type LearningEnvironmentLists,
} from '@brickyard/core';
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironmentSearch, useEnvironmentsById } from '../../api/environments.ts';

/** Roles a school's people hold; the others are a content community's. */
const SCHOOL_ROLES: readonly EnvironmentRole[] = ['teacher', 'student'];

export const NO_ENVIRONMENT_ROLES: LearningEnvironmentLists = {
  student: [],
  teacher: [],
  admin: [],
  contentCreator: [],
  translator: [],
};

const entriesOf = (lists: LearningEnvironmentLists) =>
  ENVIRONMENT_ROLES.flatMap((role) => lists[role].map((id) => ({ id, role })));

export function EnvironmentRolesField({
  value,
  onChange,
}: {
  value: LearningEnvironmentLists;
  onChange: (lists: LearningEnvironmentLists) => void;
}) {
  const { t } = useTranslation();
  const entries = entriesOf(value);
  // Names of the environments listed, and of those picked from the search since (not yet saved).
  const [picked, setPicked] = useState<Record<string, LearningEnvironment>>({});
  const named = useEnvironmentsById(entries.map((e) => e.id));
  const nameOf = (id: string) =>
    picked[id]?.name ??
    named.data?.items.find((env) => env._id === id)?.name ??
    t('environmentRoles.loading');

  const remove = (id: string, role: EnvironmentRole) =>
    onChange({ ...value, [role]: value[role].filter((other) => other !== id) });
  const add = (env: LearningEnvironment, role: EnvironmentRole) => {
    setPicked((known) => ({ ...known, [env._id]: env }));
    if (!value[role].includes(env._id)) onChange({ ...value, [role]: [...value[role], env._id] });
  };

  return (
    <Fieldset legend={t('environmentRoles.legend')}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('environmentRoles.none')}
        </Text>
      ) : (
        <Table mb="sm" verticalSpacing={4}>
          <caption className="visually-hidden">{t('environmentRoles.legend')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('environmentRoles.environment')}</Table.Th>
              <Table.Th scope="col">{t('environmentRoles.role')}</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t('environmentRoles.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(({ id, role }) => (
              <Table.Tr key={`${role}:${id}`}>
                <Table.Td>
                  <bdi>{nameOf(id)}</bdi>
                </Table.Td>
                <Table.Td>{t(`roles.${role}`)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(id, role)}
                    aria-label={t('environmentRoles.remove', { role: t(`roles.${role}`), name: nameOf(id) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddEnvironmentRole onAdd={add} />
    </Fieldset>
  );
}

/** Search a school or community, choose a role that suits it, add. */
function AddEnvironmentRole({ onAdd }: { onAdd: (env: LearningEnvironment, role: EnvironmentRole) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useEnvironmentSearch(debounced).data?.items ?? [];
  const [chosen, setChosen] = useState<LearningEnvironment | null>(null);
  const community = chosen?.type === COMMUNITY_TYPE;
  // A content community has no teachers or students; a school may be a community of its own too.
  const roles = ENVIRONMENT_ROLES.filter((role) => !(community && SCHOOL_ROLES.includes(role)));
  const [role, setRole] = useState<EnvironmentRole>('contentCreator');
  const roleNow = roles.includes(role) ? role : roles[0]!;

  const options = [...(chosen && !found.some((e) => e._id === chosen._id) ? [chosen] : []), ...found];
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('environmentRoles.environment')}
        placeholder={t('environmentRoles.searchPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={debounced.trim() ? t('environmentRoles.nothingFound') : undefined}
        data={options.map((env) => ({
          value: env._id,
          label:
            env.type === COMMUNITY_TYPE ? t('environmentRoles.communityName', { name: env.name }) : env.name,
        }))}
        value={chosen?._id ?? null}
        onChange={(id) => setChosen(options.find((env) => env._id === id) ?? null)}
        w={280}
      />
      <NativeSelect
        label={t('environmentRoles.role')}
        value={roleNow}
        onChange={(event) => setRole(event.currentTarget.value as EnvironmentRole)}
        data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      />
      <Button
        variant="default"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen, roleNow);
          setChosen(null);
          setSearch('');
        }}
      >
        {t('environmentRoles.add')}
      </Button>
    </Group>
  );
}
