// "I am a teacher": five stages (spec §4). 1 signup code, username and password, checked by the server;
// 2 personal details; 3 find the establishment (choosing one creates the account and skips stage 4);
// 4 create the establishment; 5 thanks and next steps.
import {
  ESTABLISHMENT_SEARCH_MIN,
  type EstablishmentSummary,
  LEARNING_ENVIRONMENT_TYPES,
  LearningEnvironmentCreateSchema,
  passwordPairSchema,
  TEACHER_PASSWORD_MESSAGE,
  TEACHER_SIGNUP_FAILED,
  TeacherDetailsSchema,
  TeacherSignupCheckSchema,
} from '@brickyard/core';
import {
  Anchor,
  Button,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/session.ts';
import { isLocale } from '../../i18n/index.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../../ui/schema-messages.ts';
import { checkTeacher, createTeacher, searchEstablishments } from './api.ts';
import { NameFields, PasswordFields } from './SignupFields.tsx';
import { SignupFrame } from './SignupFrame.tsx';
import { SignupFailed, useSignupForm } from './use-signup-form.tsx';

const STAGES = 5;
const SEARCH_DELAY_MS = 300;
const PasswordPairSchema = passwordPairSchema(TEACHER_PASSWORD_MESSAGE);

const EMPTY = {
  signupCode: '',
  username: '',
  password: '',
  passwordConfirm: '',
  first_name: '',
  last_name: '',
  email: '',
  'newSchool.name': '',
  'newSchool.type': '',
  'newSchool.postcode': '',
  'newSchool.low_age': '',
  'newSchool.high_age': '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** Which stage shows a field, so a server's complaint about it sends the teacher back there. */
const STAGE_OF: Record<string, number> = {
  signupCode: 1,
  username: 1,
  password: 1,
  first_name: 2,
  last_name: 2,
  email: 2,
  school: 3,
};

/** The locale key naming an establishment type: "LA Maintained School" → establishmentTypes.LAMaintainedSchool. */
export const establishmentTypeKey = (type: string) => `establishmentTypes.${type.replace(/[^A-Za-z]/g, '')}`;

const age = (value: string) => (value === '' ? undefined : Number(value));
const newSchoolOf = (values: Values) => ({
  name: values['newSchool.name'],
  type: values['newSchool.type'] || undefined,
  postcode: values['newSchool.postcode'].trim() || null,
  low_age: age(values['newSchool.low_age']),
  high_age: age(values['newSchool.high_age']),
});
const prefixed = (errors: FieldErrors, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}${path}`, message]));

export interface TeacherSignupModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called just before the new account logs in, so the page keeps the modal open. */
  onAccountCreated: () => void;
  /** The account exists and its owner is logged in. */
  onFinished: () => void;
}

export function TeacherSignupModal({
  opened,
  onClose,
  onAccountCreated,
  onFinished,
}: TeacherSignupModalProps) {
  const { t, i18n } = useTranslation();
  const form = useSignupForm(() => EMPTY);
  const { stage, setStage, values, set, touch, busy, run } = form;
  const [search, setSearch] = useState('');
  const [school, setSchool] = useState<EstablishmentSummary | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const searching = stage === 3 && debouncedSearch.length >= ESTABLISHMENT_SEARCH_MIN;
  const results = useQuery({
    queryKey: ['signup', 'establishments', debouncedSearch],
    queryFn: ({ signal }) => searchEstablishments(debouncedSearch, values.signupCode, signal),
    enabled: searching,
    staleTime: 60_000,
  });

  const local: FieldErrors =
    stage === 1
      ? {
          ...fieldErrors(TeacherSignupCheckSchema, {
            signupCode: values.signupCode,
            username: values.username,
          }),
          ...fieldErrors(PasswordPairSchema, {
            password: values.password,
            passwordConfirm: values.passwordConfirm,
          }),
        }
      : stage === 2
        ? fieldErrors(TeacherDetailsSchema, {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
          })
        : stage === 4
          ? prefixed(fieldErrors(LearningEnvironmentCreateSchema, newSchoolOf(values)), 'newSchool.')
          : {};
  const invalid = form.invalid(local) || (stage === 3 && school === null);
  const text = (name: Field) => form.field(local, name);
  const number = (name: Field) => ({
    value: values[name],
    onChange: (value: string | number) => set(name, String(value)),
    onBlur: () => touch(name),
    error: form.errorOf(local, name),
    min: 0,
    max: 120,
    allowDecimal: false,
    allowNegative: false,
  });

  const reset = () => {
    form.reset();
    setSearch('');
    setSchool(null);
  };
  const handleClose = () => {
    if (stage === STAGES) onFinished();
    else onClose();
    reset();
  };

  /** The server's field errors, shown on the stage that holds the first of them. */
  const showServerErrors = (caught: ApiError) => {
    const errors = serverFieldErrors(caught.body?.errors);
    const paths = Object.keys(errors);
    if (paths.length === 0) return false;
    form.showServerErrors(errors);
    const stages = paths.map((path) => (path.startsWith('newSchool.') ? 4 : (STAGE_OF[path] ?? stage)));
    setStage(Math.min(...stages));
    return true;
  };

  const createAccount = (withNewSchool: boolean) =>
    run(async () => {
      const body = {
        signupCode: values.signupCode,
        username: values.username,
        password: values.password,
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        ...(isLocale(i18n.language) ? { locale: i18n.language } : {}),
        ...(withNewSchool
          ? { newSchool: LearningEnvironmentCreateSchema.parse(newSchoolOf(values)) }
          : { school: school!._id }),
      };
      try {
        await createTeacher(body);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 400 && showServerErrors(caught)) return;
        if (caught instanceof ApiError && caught.status < 500) throw caught;
        throw new SignupFailed(TEACHER_SIGNUP_FAILED);
      }
      onAccountCreated();
      await login({ username: values.username, password: values.password });
      setStage(5);
    });

  const next = () => {
    if (stage === 1)
      return run(async () => {
        try {
          await checkTeacher({ signupCode: values.signupCode, username: values.username });
          setStage(2);
        } catch (caught) {
          if (caught instanceof ApiError && caught.status === 400 && showServerErrors(caught)) return;
          throw caught;
        }
      });
    if (stage === 2) return setStage(3);
    if (stage === 3) return createAccount(false);
    if (stage === 4) return createAccount(true);
  };

  const headings: Record<number, string> = {
    1: t('signup.teacher.accountHeading'),
    2: t('signup.teacher.detailsHeading'),
    3: t('signup.teacher.searchHeading'),
    4: t('signup.teacher.createHeading'),
    5: t('signup.teacher.thanksHeading'),
  };
  const options = (results.data ?? []).map((item) => ({
    value: item._id,
    label: item.postcode ? `${item.name} (${item.postcode})` : item.name,
  }));
  const homeEducated = values['newSchool.type'] === 'Home Educated';

  return (
    <SignupFrame
      opened={opened}
      onClose={handleClose}
      title={t('signup.teacher.title')}
      stage={stage}
      stages={STAGES}
      heading={headings[stage] ?? ''}
      submit={
        stage < STAGES
          ? {
              label: stage >= 3 ? t('signup.teacher.create') : t('signup.continue'),
              disabled: invalid,
              busy,
              onSubmit: () => void next(),
            }
          : undefined
      }
      back={stage > 1 && stage < STAGES ? () => setStage(stage - 1) : undefined}
      footer={
        stage === STAGES ? (
          <Button type="button" onClick={handleClose} data-autofocus>
            {t('signup.teacher.toClasses')}
          </Button>
        ) : undefined
      }
    >
      {stage === 1 && (
        <Stack gap="sm">
          <PasswordInput
            label={t('signup.teacher.signupCode')}
            description={t('signup.teacher.signupCodeHelp')}
            {...text('signupCode')}
            autoComplete="off"
            required
            data-autofocus
          />
          <TextInput
            label={t('signup.username')}
            description={t('signup.teacher.usernameHelp')}
            {...text('username')}
            onChange={(event) => set('username', event.currentTarget.value.trim())}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <PasswordFields field={text} />
        </Stack>
      )}
      {stage === 2 && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NameFields field={text} lastNameLabel={t('signup.surname')} />
          </SimpleGrid>
          <TextInput
            label={t('signup.email')}
            type="email"
            {...text('email')}
            autoComplete="email"
            required
          />
        </Stack>
      )}
      {stage === 3 && (
        <Stack gap="sm">
          <Select
            label={t('signup.teacher.search')}
            description={t('signup.teacher.searchHelp', { min: ESTABLISHMENT_SEARCH_MIN })}
            placeholder={t('signup.teacher.searchPlaceholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={school?._id ?? null}
            onChange={(id) => setSchool(results.data?.find((item) => item._id === id) ?? null)}
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
            <Anchor component="button" type="button" onClick={() => setStage(4)}>
              {t('signup.teacher.createInstead')}
            </Anchor>
          </Text>
        </Stack>
      )}
      {stage === 4 && (
        <Stack gap="sm">
          <TextInput
            label={t('signup.teacher.schoolName')}
            {...text('newSchool.name')}
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
            {...text('newSchool.type')}
            onChange={(event) => {
              set('newSchool.type', event.currentTarget.value);
              touch('newSchool.type');
            }}
            required
          />
          <TextInput
            label={t('signup.teacher.postcode')}
            {...text('newSchool.postcode')}
            autoComplete="postal-code"
            required={!homeEducated}
            description={homeEducated ? t('signup.teacher.postcodeOptional') : undefined}
          />
          <SimpleGrid cols={2}>
            <NumberInput label={t('signup.teacher.lowAge')} {...number('newSchool.low_age')} required />
            <NumberInput label={t('signup.teacher.highAge')} {...number('newSchool.high_age')} required />
          </SimpleGrid>
        </Stack>
      )}
      {stage === 5 && (
        <Stack gap="sm">
          <Text>{t('signup.teacher.thanksText', { name: values.first_name.trim() })}</Text>
          <Text fw={600}>{t('signup.teacher.nextSteps')}</Text>
          <List type="ordered" spacing="xs">
            <List.Item>{t('signup.teacher.stepClass')}</List.Item>
            <List.Item>{t('signup.teacher.stepCode')}</List.Item>
            <List.Item>{t('signup.teacher.stepCourses')}</List.Item>
          </List>
        </Stack>
      )}
      {form.failureAlert}
    </SignupFrame>
  );
}
