// /users/:user: the user editor (spec §2, §5, §6). `new` creates a user (admins), `me` is oneself. Which
// fields can be changed follows the same rule the server applies; admins save everything, others their core
// details. Date of birth is typed dd/mm/yyyy and checked by core's rule (a real day, not in the future); only
// its month and year are kept, shown as mm/yyyy. A password is asked for new users only, Reset Password otherwise.
import {
  AVATAR_COUNT,
  editableUserFields,
  formatBirthMonth,
  fullName,
  GENDERS,
  type LearningEnvironmentLists,
  NEW_USER_PASSWORD_MESSAGE,
  ROLES,
  type Role,
  readDateOfBirth,
  type User,
  UserEditorFormSchema,
  type UserField,
} from '@brickyard/core';
import {
  Button,
  Center,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { logout, updateUser, useUser } from '../../api/session.ts';
import { AvatarImage } from '../../ui/Avatar.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type SchemaForm, useSchemaForm } from '../../ui/use-schema-form.ts';
import { EnvironmentRolesField, NO_ENVIRONMENT_ROLES } from './EnvironmentRolesField.tsx';
import { SetPasswordModal } from './SetPasswordModal.tsx';

export function UserEditorPage() {
  const param = useParams().user ?? 'me';
  const me = useUser();
  const target = useQuery({
    queryKey: ['users', 'one', param],
    queryFn: ({ signal }) =>
      request<User>(`/api/users/${encodeURIComponent(param === 'me' ? 'me' : param)}`, { signal }),
    enabled: param !== 'new',
  });
  if (param === 'new') return <UserForm key="new" actor={me} user={null} />;
  if (target.isError) return <ErrorAlert error={target.error} />;
  if (!target.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <UserForm key={target.data._id} actor={me} user={target.data} />;
}

/** The fields a new user gets: all of them, with a password. */
const NEW_USER_FIELDS: ReadonlyArray<UserField | 'password'> = [
  'first_name',
  'last_name',
  'gender',
  'avatar',
  'username',
  'email',
  'birthMonth',
  'roles',
  'learningEnvironments',
  'password',
];

const initialValues = (user: User | null) => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  gender: user?.gender ?? '',
  username: user?.username ?? '',
  email: user?.email ?? '',
  dob: user ? formatBirthMonth(user.birthMonth, user.birthYear) : '',
  password: '',
  avatar: user?.avatar ?? null,
  roles: user?.roles ?? (['student'] as Role[]),
});
type Values = ReturnType<typeof initialValues>;

function UserForm({ actor, user }: { actor: User; user: User | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = user === null;
  const self = user?._id === actor._id;
  const editable = new Set<UserField | 'password'>(
    isNew ? NEW_USER_FIELDS : editableUserFields(actor, user, { teaches: false }),
  );
  const admin = actor.roles.includes('admin');
  const showsDob = isNew || editable.has('birthMonth');
  // Problems show once the form was sent; the password only for a new user, the date only where it shows.
  const form = useSchemaForm({
    initialValues: initialValues(user),
    schema: UserEditorFormSchema.omit({
      ...(isNew ? {} : { password: true }),
      ...(showsDob ? {} : { dob: true }),
    }),
    show: 'submit',
    messages: { [NEW_USER_PASSWORD_MESSAGE]: t('userEditor.passwordRule') },
  });
  const [resetting, setResetting] = useState(false);
  const [environments, setEnvironments] = useState(user?.learningEnvironments ?? NO_ENVIRONMENT_ROLES);
  const save = useSaveUser({ actor, user, editable, admin, form, environments });

  const handleSubmit = form.handleSubmit(() => save.mutate());

  const title = isNew ? t('userEditor.newTitle') : self ? t('userEditor.meTitle') : fullName(user);
  return (
    <>
      <PageHeader title={title} description={isNew ? undefined : user.username} />
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <Stack gap="lg" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.firstName')}
              {...form.getInputProps('first_name')}
              readOnly={!editable.has('first_name')}
              required
            />
            <TextInput
              label={t('users.lastName')}
              {...form.getInputProps('last_name')}
              readOnly={!editable.has('last_name')}
              required
            />
            {(isNew || editable.has('username')) && (
              <TextInput
                label={t('users.username')}
                {...form.getInputProps('username')}
                autoCapitalize="none"
                required
              />
            )}
            {showsDob && (
              <TextInput
                label={t('userEditor.dob')}
                description={t('userEditor.dobHelp')}
                placeholder="dd/mm/yyyy"
                {...form.getInputProps('dob')}
                dir="ltr"
              />
            )}
            <NativeSelect
              label={t('userEditor.gender')}
              {...form.getInputProps('gender')}
              disabled={!editable.has('gender')}
              data={[
                { value: '', label: t('userEditor.noGender') },
                ...GENDERS.map((g) => ({ value: g, label: t(`signup.student.genders.${g}`) })),
              ]}
            />
            {(editable.has('email') || (user?.email && !self)) && (
              <TextInput
                label={t('signup.email')}
                type="email"
                {...form.getInputProps('email')}
                readOnly={!editable.has('email')}
              />
            )}
            {isNew && (
              <PasswordInput
                label={t('signup.password')}
                {...form.getInputProps('password')}
                autoComplete="new-password"
                required
              />
            )}
          </SimpleGrid>
          {editable.has('roles') && (
            <MultiSelect
              label={t('users.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              {...form.getInputProps('roles')}
            />
          )}
          {editable.has('learningEnvironments') && (
            <EnvironmentRolesField value={environments} onChange={setEnvironments} />
          )}
          {editable.has('avatar') && (
            <AvatarChoice
              value={form.values.avatar}
              onChange={(avatar) => form.setFieldValue('avatar', avatar)}
            />
          )}
          {save.error !== null && <ErrorAlert error={save.error} />}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={form.submitted && form.invalid}>
              {isNew ? t('userEditor.create') : t('userEditor.save')}
            </Button>
            {!isNew && (admin || self) && (
              <Button variant="default" onClick={() => setResetting(true)}>
                {t('users.resetPassword')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <SetPasswordModal
        user={resetting ? user : null}
        onClose={() => setResetting(false)}
        onDone={async () => {
          // A changed password of one's own: log in again with it (spec §6).
          if (!self) return;
          notifications.show({ color: 'blue', message: t('userEditor.loginAgain') });
          await logout();
          navigate('/login', { replace: true });
        }}
      />
    </>
  );
}

/** Creates the user, or saves what the actor may change (all of it for an admin, the core details otherwise). */
function useSaveUser({
  actor,
  user,
  editable,
  admin,
  form,
  environments,
}: {
  actor: User;
  user: User | null;
  editable: ReadonlySet<UserField | 'password'>;
  admin: boolean;
  form: SchemaForm<Values>;
  environments: LearningEnvironmentLists;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const values = form.getValues();
      const dob = readDateOfBirth(values.dob, new Date());
      const all = {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        gender: values.gender || null,
        avatar: values.avatar,
        username: values.username,
        email: values.email.trim() || null,
        // An emptied field clears the date; a problem never gets here (the form stops first).
        ...(dob.kind === 'date'
          ? { birthMonth: dob.birthMonth, birthYear: dob.birthYear }
          : { birthMonth: null, birthYear: null }),
        roles: values.roles,
        learningEnvironments: environments,
      };
      if (user === null)
        return request<User>('/api/users', { method: 'POST', body: { ...all, password: values.password } });
      const body = Object.fromEntries(
        Object.entries(all).filter(([field]) => editable.has(field as UserField)),
      );
      if (admin) return request<User>(`/api/users/${user._id}`, { method: 'PUT', body });
      return request<User>(`/api/users/${user._id}/core-info`, { method: 'PUT', body });
    },
    onSuccess: async (saved) => {
      notifications.show({ color: 'green', message: t('userEditor.saved') });
      if (saved._id === actor._id) updateUser(saved);
      // Show what was kept: the month and year of the date typed.
      form.setFieldValue('dob', formatBirthMonth(saved.birthMonth, saved.birthYear));
      await client.invalidateQueries({ queryKey: ['users'] });
      if (user === null) navigate(`/users/${saved._id}`, { replace: true });
    },
  });
}

/** The avatars as one radio group of pictures. */
function AvatarChoice({ value, onChange }: { value: number | null; onChange: (avatar: number) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('userEditor.avatar')}>
      <Text fw={500} size="sm" mb={6}>
        {t('userEditor.avatar')}
      </Text>
      <Group gap="xs">
        {Array.from({ length: AVATAR_COUNT }, (_, index) => (
          <UnstyledButton
            // biome-ignore lint/suspicious/noArrayIndexKey: the avatars are numbered
            key={index}
            role="radio"
            aria-checked={value === index}
            aria-label={t('userEditor.avatarN', { number: index + 1 })}
            onClick={() => onChange(index)}
            className="avatar-choice"
            data-checked={value === index || undefined}
          >
            <AvatarImage avatar={index} size={52} />
          </UnstyledButton>
        ))}
      </Group>
    </div>
  );
}
