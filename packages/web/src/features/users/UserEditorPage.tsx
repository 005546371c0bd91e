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
  PASSWORD_MIN,
  ROLES,
  type Role,
  readDateOfBirth,
  type User,
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { logout, updateUser, useUser } from '../../api/session.ts';
import { AvatarImage } from '../../ui/Avatar.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { translateMessage } from '../../ui/schema-messages.ts';
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

function UserForm({ actor, user }: { actor: User; user: User | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const isNew = user === null;
  const self = user?._id === actor._id;
  const editable = new Set<UserField | 'password'>(
    isNew
      ? [
          'first_name',
          'last_name',
          'gender',
          'avatar',
          'username',
          'email',
          'birthMonth',
          'roles',
          'password',
        ]
      : editableUserFields(actor, user, { teaches: false }),
  );
  const admin = actor.roles.includes('admin');
  const [values, setValues] = useState({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    gender: user?.gender ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    dob: user ? formatBirthMonth(user.birthMonth, user.birthYear) : '',
    password: '',
  });
  const [avatar, setAvatar] = useState<number | null>(user?.avatar ?? null);
  const [roles, setRoles] = useState<Role[]>(user?.roles ?? ['student']);
  const [touched, setTouched] = useState(false);
  const [resetting, setResetting] = useState(false);

  const showsDob = isNew || editable.has('birthMonth');
  const dob = readDateOfBirth(values.dob, new Date());
  const errors = {
    first_name: values.first_name.trim() ? undefined : t('signup.errors.firstNameRequired'),
    last_name: !values.last_name.trim()
      ? t('signup.errors.lastNameRequired')
      : values.last_name.trim().length > 16
        ? t('signup.errors.lastNameMax')
        : undefined,
    username: !values.username
      ? t('signup.errors.usernameRequired')
      : /^[a-z0-9]+$/.test(values.username)
        ? undefined
        : t('signup.errors.usernameLetters'),
    password: isNew && values.password.length < PASSWORD_MIN ? t('userEditor.passwordRule') : undefined,
    dob: dob.kind === 'problem' && showsDob ? translateMessage(t, dob.message) : undefined,
  };
  const invalid = Object.values(errors).some(Boolean);

  const save = useMutation({
    mutationFn: () => {
      const all = {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        gender: values.gender || null,
        avatar,
        username: values.username,
        email: values.email.trim() || null,
        // An emptied field clears the date; a problem never gets here (the form stops first).
        ...(dob.kind === 'date'
          ? { birthMonth: dob.birthMonth, birthYear: dob.birthYear }
          : { birthMonth: null, birthYear: null }),
        roles,
      };
      if (isNew)
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
      setValues((current) => ({ ...current, dob: formatBirthMonth(saved.birthMonth, saved.birthYear) }));
      await client.invalidateQueries({ queryKey: ['users'] });
      if (isNew) navigate(`/users/${saved._id}`, { replace: true });
    },
  });

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // Read now: React clears currentTarget once the event is handled, before the update runs.
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: touched ? (errors as Record<string, string | undefined>)[name] : undefined,
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) save.mutate();
  };

  const title = isNew ? t('userEditor.newTitle') : self ? t('userEditor.meTitle') : fullName(user);
  return (
    <>
      <PageHeader title={title} description={isNew ? undefined : user.username} />
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <Stack gap="lg" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('users.firstName')}
              {...field('first_name')}
              readOnly={!editable.has('first_name')}
              required
            />
            <TextInput
              label={t('users.lastName')}
              {...field('last_name')}
              readOnly={!editable.has('last_name')}
              required
            />
            {(isNew || editable.has('username')) && (
              <TextInput label={t('users.username')} {...field('username')} autoCapitalize="none" required />
            )}
            {(isNew || editable.has('birthMonth')) && (
              <TextInput
                label={t('userEditor.dob')}
                description={t('userEditor.dobHelp')}
                placeholder="dd/mm/yyyy"
                {...field('dob')}
                dir="ltr"
              />
            )}
            <NativeSelect
              label={t('userEditor.gender')}
              {...field('gender')}
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
                {...field('email')}
                readOnly={!editable.has('email')}
              />
            )}
            {isNew && (
              <PasswordInput
                label={t('signup.password')}
                {...field('password')}
                autoComplete="new-password"
                required
              />
            )}
          </SimpleGrid>
          {editable.has('roles') && (
            <MultiSelect
              label={t('users.role')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={roles}
              onChange={(value) => setRoles(value as Role[])}
            />
          )}
          {editable.has('avatar') && (
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
                    aria-checked={avatar === index}
                    aria-label={t('userEditor.avatarN', { number: index + 1 })}
                    onClick={() => setAvatar(index)}
                    className="avatar-choice"
                    data-checked={avatar === index || undefined}
                  >
                    <AvatarImage avatar={index} size={52} />
                  </UnstyledButton>
                ))}
              </Group>
            </div>
          )}
          {save.error !== null && <ErrorAlert error={save.error} />}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={touched && invalid}>
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
