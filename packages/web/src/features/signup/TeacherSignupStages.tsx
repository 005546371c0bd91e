// The teacher signup's stages, one component each, over the modal's one form (TeacherSignupModal.tsx).
import {
  ESTABLISHMENT_SEARCH_MIN,
  type EstablishmentSummary,
  LEARNING_ENVIRONMENT_TYPES,
} from '@brickyard/core';
import {
  Anchor,
  Card,
  List,
  Loader,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ageInputProps } from '../../ui/age-input.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import type { SchemaForm } from '../../ui/use-schema-form.ts';
import { searchEstablishments } from './api.ts';
import { NameFields, PasswordFields } from './SignupFields.tsx';

const SEARCH_DELAY_MS = 300;

export const TEACHER_EMPTY = {
  signupCode: '',
  username: '',
  password: '',
  passwordConfirm: '',
  first_name: '',
  last_name: '',
  email: '',
  newSchool: { name: '', type: '', postcode: '', low_age: '', high_age: '' },
};
export type TeacherValues = typeof TEACHER_EMPTY;
type Form = SchemaForm<TeacherValues>;

/** The locale key naming an establishment type: "LA Maintained School" → establishmentTypes.LAMaintainedSchool. */
export const establishmentTypeKey = (type: string) => `establishmentTypes.${type.replace(/[^A-Za-z]/g, '')}`;

export function AccountStage({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('signup.teacher.signupCode')}
        description={t('signup.teacher.signupCodeHelp')}
        {...form.getInputProps('signupCode')}
        autoComplete="off"
        required
        data-autofocus
      />
      <TextInput
        label={t('signup.username')}
        description={t('signup.teacher.usernameHelp')}
        {...form.getInputProps('username')}
        onChange={(event) => form.setFieldValue('username', event.currentTarget.value.trim())}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordFields inputProps={form.getInputProps} />
    </Stack>
  );
}

export function DetailsStage({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NameFields inputProps={form.getInputProps} lastNameLabel={t('signup.surname')} />
      </SimpleGrid>
      <TextInput
        label={t('signup.email')}
        type="email"
        {...form.getInputProps('email')}
        autoComplete="email"
        required
      />
    </Stack>
  );
}

/** The search and the school chosen stay with the modal, for a teacher who comes back to this stage. */
export function SearchStage({
  signupCode,
  search,
  onSearch,
  school,
  onChoose,
  onCreateInstead,
}: {
  signupCode: string;
  search: string;
  onSearch: (search: string) => void;
  school: EstablishmentSummary | null;
  onChoose: (school: EstablishmentSummary | null) => void;
  onCreateInstead: () => void;
}) {
  const { t } = useTranslation();
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const searching = debouncedSearch.length >= ESTABLISHMENT_SEARCH_MIN;
  const results = useQuery({
    queryKey: ['signup', 'establishments', debouncedSearch],
    queryFn: ({ signal }) => searchEstablishments(debouncedSearch, signupCode, signal),
    enabled: searching,
    staleTime: 60_000,
  });
  const options = (results.data ?? []).map((item) => ({
    value: item._id,
    label: item.postcode ? `${item.name} (${item.postcode})` : item.name,
  }));
  return (
    <Stack gap="sm">
      <Select
        label={t('signup.teacher.search')}
        description={t('signup.teacher.searchHelp', { min: ESTABLISHMENT_SEARCH_MIN })}
        placeholder={t('signup.teacher.searchPlaceholder')}
        searchable
        searchValue={search}
        onSearchChange={onSearch}
        data={options}
        value={school?._id ?? null}
        onChange={(id) => onChoose(results.data?.find((item) => item._id === id) ?? null)}
        filter={({ options: all }) => all}
        nothingFoundMessage={
          searching && !results.isFetching
            ? t('signup.teacher.noResults')
            : t('signup.teacher.searchHelp', { min: ESTABLISHMENT_SEARCH_MIN })
        }
        rightSection={results.isFetching ? <Loader size="xs" /> : undefined}
        clearable
        data-autofocus
      />
      {results.error !== null && <ErrorAlert error={results.error} />}
      {school && (
        <Card withBorder padding="sm" aria-label={t('signup.teacher.chosen')}>
          <Text fw={600}>{school.name}</Text>
          <Text size="sm" c="dimmed">
            {[t(establishmentTypeKey(school.type), { defaultValue: school.type }), school.postcode]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Card>
      )}
      <Text size="sm">
        {t('signup.teacher.notListed')}{' '}
        <Anchor component="button" type="button" onClick={onCreateInstead}>
          {t('signup.teacher.createInstead')}
        </Anchor>
      </Text>
    </Stack>
  );
}

export function CreateSchoolStage({ form }: { form: Form }) {
  const { t } = useTranslation();
  const homeEducated = form.values.newSchool.type === 'Home Educated';
  const age = (path: 'newSchool.low_age' | 'newSchool.high_age') =>
    ageInputProps(form.getInputProps(path), (value) => form.setFieldValue(path, value));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('signup.teacher.schoolName')}
        {...form.getInputProps('newSchool.name')}
        required
        data-autofocus
      />
      <NativeSelect
        label={t('signup.teacher.schoolType')}
        data={[
          { value: '', label: t('signup.choose') },
          ...LEARNING_ENVIRONMENT_TYPES.map((type) => ({
            value: type,
            label: t(establishmentTypeKey(type)),
          })),
        ]}
        {...form.getInputProps('newSchool.type', { revealOnChange: true })}
        required
      />
      <TextInput
        label={t('signup.teacher.postcode')}
        {...form.getInputProps('newSchool.postcode')}
        autoComplete="postal-code"
        required={!homeEducated}
        description={homeEducated ? t('signup.teacher.postcodeOptional') : undefined}
      />
      <SimpleGrid cols={2}>
        <NumberInput label={t('signup.teacher.lowAge')} {...age('newSchool.low_age')} required />
        <NumberInput label={t('signup.teacher.highAge')} {...age('newSchool.high_age')} required />
      </SimpleGrid>
    </Stack>
  );
}

export function ThanksStage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('signup.teacher.thanksText', { name })}</Text>
      <Text fw={600}>{t('signup.teacher.nextSteps')}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('signup.teacher.stepClass')}</List.Item>
        <List.Item>{t('signup.teacher.stepCode')}</List.Item>
        <List.Item>{t('signup.teacher.stepCourses')}</List.Item>
      </List>
    </Stack>
  );
}
