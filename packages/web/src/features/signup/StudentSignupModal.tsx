// Student signup in six stages (DECISIONS.md): class code; name, birth month and year, gender; a parent's or
// their own email (skippable); the username made for them; password, which creates the account and logs in;
// thanks, and "Start Coding".
import {
  birthYears,
  GENDERS,
  needsParentEmail,
  normalizeClassCode,
  passwordPairSchema,
  SignupClassCodeSchema,
  SignupEmailSchema,
  STUDENT_PASSWORD_MESSAGE,
  STUDENT_SIGNUP_FAILED,
  StudentDetailsSchema,
  UNKNOWN_CLASS_CODE,
} from '@brickyard/core';
import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/session.ts';
import { isLocale } from '../../i18n/index.ts';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../../ui/schema-messages.ts';
import { classCodeExists, createStudent, generateUsername } from './api.ts';
import { NameFields, PasswordFields } from './SignupFields.tsx';
import { SignupFrame } from './SignupFrame.tsx';
import { SignupFailed, useSignupForm } from './use-signup-form.tsx';

const STAGES = 6;
const CodeStageSchema = z.object({ classCode: SignupClassCodeSchema });
const PasswordStageSchema = passwordPairSchema(STUDENT_PASSWORD_MESSAGE);

const EMPTY = {
  classCode: '',
  first_name: '',
  last_name: '',
  birthMonth: '',
  birthYear: '',
  gender: '',
  email: '',
  emailConfirm: '',
  password: '',
  passwordConfirm: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

const details = (values: Values) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  birthMonth: values.birthMonth ? Number(values.birthMonth) : undefined,
  birthYear: values.birthYear ? Number(values.birthYear) : undefined,
  gender: values.gender || undefined,
});

export interface StudentSignupModalProps {
  opened: boolean;
  onClose: () => void;
  /** From an invite link. */
  initialCode?: string;
  /** Called just before the new account logs in, so the page keeps the modal open. */
  onAccountCreated: () => void;
  /** "Start Coding": the account exists and its owner is logged in. */
  onFinished: () => void;
}

export function StudentSignupModal({
  opened,
  onClose,
  initialCode,
  onAccountCreated,
  onFinished,
}: StudentSignupModalProps) {
  const { t, i18n } = useTranslation();
  const form = useSignupForm(() => ({ ...EMPTY, classCode: normalizeClassCode(initialCode ?? '') }));
  const { stage, setStage, values, set, touch, busy, run } = form;
  const [username, setUsername] = useState('');
  const [usernameRenewed, setUsernameRenewed] = useState(false);

  const today = new Date();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [i18n.language]);
  const years = birthYears(today.getFullYear()).map(String);

  const local: FieldErrors =
    stage === 1
      ? fieldErrors(CodeStageSchema, { classCode: values.classCode })
      : stage === 2
        ? fieldErrors(StudentDetailsSchema, details(values))
        : stage === 3
          ? fieldErrors(SignupEmailSchema, { email: values.email, emailConfirm: values.emailConfirm })
          : stage === 5
            ? fieldErrors(PasswordStageSchema, {
                password: values.password,
                passwordConfirm: values.passwordConfirm,
              })
            : {};
  const text = (name: Field) => form.field(local, name);
  /** Selects and radios count as touched as soon as they are chosen. */
  const choose = (name: Field) => (value: string | null) => {
    set(name, value ?? '');
    touch(name);
  };

  const reset = () => {
    form.reset();
    setUsername('');
    setUsernameRenewed(false);
  };
  const handleClose = () => {
    // Once the account exists, closing is the same as "Start Coding".
    if (stage === STAGES) onFinished();
    else onClose();
    reset();
  };

  const toUsernameStage = (renewed: boolean) =>
    run(async () => {
      setUsername(await generateUsername(values.first_name.trim()));
      setUsernameRenewed(renewed);
      setStage(4);
    });

  const createAccount = () =>
    run(async () => {
      const body = {
        ...(StudentDetailsSchema.parse(details(values)) as z.infer<typeof StudentDetailsSchema>),
        classCode: values.classCode,
        username,
        password: values.password,
        email: values.email.trim() || null,
        ...(isLocale(i18n.language) ? { locale: i18n.language } : {}),
      };
      try {
        await createStudent(body);
      } catch (caught) {
        if (!(caught instanceof ApiError) || caught.status >= 500)
          throw new SignupFailed(STUDENT_SIGNUP_FAILED);
        if (caught.status !== 400) throw caught;
        const errors = serverFieldErrors(caught.body?.errors);
        if (errors.classCode) {
          form.showServerErrors({ classCode: errors.classCode });
          setStage(1);
        } else if (errors.username) {
          // Someone took the name a moment ago: make another and show it before going on.
          await toUsernameStage(true);
        } else {
          form.showServerErrors({ password: errors.password ?? STUDENT_SIGNUP_FAILED });
        }
        return;
      }
      onAccountCreated();
      await login({ username, password: values.password });
      setStage(6);
    });

  const next = () => {
    if (stage === 1)
      return run(async () => {
        if (await classCodeExists(values.classCode)) setStage(2);
        else form.showServerErrors({ classCode: UNKNOWN_CLASS_CODE });
      });
    if (stage === 2) return setStage(3);
    if (stage === 3) return toUsernameStage(false);
    if (stage === 4) return setStage(5);
    if (stage === 5) return createAccount();
  };

  const parentEmail =
    values.birthMonth && values.birthYear
      ? needsParentEmail(Number(values.birthMonth), Number(values.birthYear), today)
      : true;
  const headings: Record<number, string> = {
    1: t('signup.student.codeHeading'),
    2: t('signup.student.detailsHeading'),
    3: parentEmail ? t('signup.student.parentEmailHeading') : t('signup.student.ownEmailHeading'),
    4: t('signup.student.usernameHeading'),
    5: t('signup.student.passwordHeading'),
    6: t('signup.student.thanksHeading'),
  };

  return (
    <SignupFrame
      opened={opened}
      onClose={handleClose}
      title={t('signup.student.title')}
      stage={stage}
      stages={STAGES}
      heading={headings[stage] ?? ''}
      submit={
        stage < STAGES
          ? {
              label: stage === 5 ? t('signup.student.create') : t('signup.continue'),
              disabled: form.invalid(local),
              busy,
              onSubmit: () => void next(),
            }
          : undefined
      }
      back={stage > 1 && stage < STAGES ? () => setStage(stage === 5 ? 4 : stage - 1) : undefined}
      skip={
        stage === 3
          ? () => {
              set('email', '');
              set('emailConfirm', '');
              form.untouch('email', 'emailConfirm');
              void toUsernameStage(false);
            }
          : undefined
      }
      footer={
        stage === STAGES ? (
          <Button type="button" onClick={handleClose} data-autofocus>
            {t('signup.student.startCoding')}
          </Button>
        ) : undefined
      }
    >
      {stage === 1 && (
        <TextInput
          label={t('signup.student.classCode')}
          description={t('signup.student.classCodeHelp')}
          {...text('classCode')}
          onChange={(event) => {
            // Read in any case and shown as the teacher's capitals; a problem shows as it is typed, so
            // Continue is never grey without a reason beside it.
            set('classCode', normalizeClassCode(event.currentTarget.value));
            touch('classCode');
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          required
          data-autofocus
        />
      )}
      {stage === 2 && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NameFields field={text} lastNameLabel={t('signup.lastName')} />
            <NativeSelect
              label={t('signup.student.birthMonth')}
              data={[{ value: '', label: t('signup.choose') }, ...months]}
              {...text('birthMonth')}
              onChange={(event) => choose('birthMonth')(event.currentTarget.value)}
              required
            />
            <NativeSelect
              label={t('signup.student.birthYear')}
              data={[{ value: '', label: t('signup.choose') }, ...years]}
              {...text('birthYear')}
              onChange={(event) => choose('birthYear')(event.currentTarget.value)}
              required
            />
          </SimpleGrid>
          <Radio.Group
            label={t('signup.student.gender')}
            value={values.gender}
            onChange={choose('gender')}
            error={form.errorOf(local, 'gender')}
            required
          >
            <Group gap="lg" mt={6}>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(`signup.student.genders.${gender}`)} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      )}
      {stage === 3 && (
        <Stack gap="sm">
          <Text>{parentEmail ? t('signup.student.parentEmailHelp') : t('signup.student.ownEmailHelp')}</Text>
          <TextInput
            label={t('signup.email')}
            type="email"
            {...text('email')}
            autoComplete="email"
            data-autofocus
          />
          <TextInput
            label={t('signup.emailConfirm')}
            type="email"
            {...text('emailConfirm')}
            autoComplete="email"
          />
        </Stack>
      )}
      {stage === 4 && (
        <Stack gap="sm">
          {usernameRenewed && <Alert color="yellow">{t('signup.student.usernameRenewed')}</Alert>}
          <Text>{t('signup.student.usernameIntro')}</Text>
          <Code fz="xl" p="sm" ta="center" data-testid="generated-username" dir="ltr">
            {username}
          </Code>
          <Text size="sm" c="dimmed">
            {t('signup.student.usernameRemember')}
          </Text>
        </Stack>
      )}
      {stage === 5 && (
        <Stack gap="sm">
          <Text>{t('signup.student.passwordIntro', { username })}</Text>
          <PasswordFields field={text} autoFocus />
        </Stack>
      )}
      {stage === 6 && (
        <Stack gap="sm">
          <Text>{t('signup.student.thanksText', { name: values.first_name.trim() })}</Text>
          <Text>
            {t('signup.student.thanksUsername')} <Code dir="ltr">{username}</Code>
          </Text>
        </Stack>
      )}
      {form.failureAlert}
    </SignupFrame>
  );
}
