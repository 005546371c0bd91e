// Student signup in six stages (DECISIONS.md): class code; name, birth month and year, gender; a parent's or
// their own email (skippable); the username made for them; password, which creates the account and logs in;
// thanks, and "Start Coding". One form holds every stage's fields; each stage is checked by its core schema.
import {
  needsParentEmail,
  normalizeClassCode,
  passwordPairSchema,
  SignupEmailSchema,
  STUDENT_PASSWORD_MESSAGE,
  STUDENT_SIGNUP_FAILED,
  StudentCodeStageSchema,
  StudentDetailsSchema,
  UNKNOWN_CLASS_CODE,
} from '@brickyard/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/session.ts';
import { isLocale } from '../../i18n/index.ts';
import { serverFieldErrors } from '../../ui/schema-messages.ts';
import { type SchemaFormOptions, useSchemaForm } from '../../ui/use-schema-form.ts';
import { classCodeExists, createStudent, generateUsername } from './api.ts';
import { SignupFrame } from './SignupFrame.tsx';
import {
  CodeStage,
  DetailsStage,
  EmailStage,
  PasswordStage,
  STUDENT_EMPTY,
  type StudentValues,
  ThanksStage,
  UsernameStage,
} from './StudentSignupStages.tsx';
import { SignupFailed, SignupFailure, useSignupCall } from './signup-call.tsx';

const STAGES = 6;
const PasswordStageSchema = passwordPairSchema(STUDENT_PASSWORD_MESSAGE);

const details = (values: StudentValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  birthMonth: values.birthMonth ? Number(values.birthMonth) : undefined,
  birthYear: values.birthYear ? Number(values.birthYear) : undefined,
  gender: values.gender || undefined,
});

/** Each stage's schema and what it reads of the values (none for the username and thanks stages). */
const STAGE_CHECKS: Record<
  number,
  Pick<SchemaFormOptions<StudentValues>, 'schema' | 'toSchema'> | undefined
> = {
  1: { schema: StudentCodeStageSchema, toSchema: ({ classCode }) => ({ classCode }) },
  2: { schema: StudentDetailsSchema, toSchema: details },
  3: { schema: SignupEmailSchema, toSchema: ({ email, emailConfirm }) => ({ email, emailConfirm }) },
  5: {
    schema: PasswordStageSchema,
    toSchema: ({ password, passwordConfirm }) => ({ password, passwordConfirm }),
  },
};

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
  const [stage, setStage] = useState(1);
  const { busy, failure, run, forget } = useSignupCall();
  const form = useSchemaForm({
    initialValues: { ...STUDENT_EMPTY, classCode: normalizeClassCode(initialCode ?? '') },
    ...STAGE_CHECKS[stage],
    onValuesChange: forget,
  });
  const { values } = form;
  const [username, setUsername] = useState('');
  const [usernameRenewed, setUsernameRenewed] = useState(false);

  const handleClose = () => {
    // Once the account exists, closing is the same as "Start Coding".
    if (stage === STAGES) onFinished();
    else onClose();
    form.reset();
    forget();
    setStage(1);
    setUsername('');
    setUsernameRenewed(false);
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
          form.setServerErrors({ classCode: errors.classCode });
          setStage(1);
        } else if (errors.username) {
          // Someone took the name a moment ago: make another and show it before going on.
          await toUsernameStage(true);
        } else {
          form.setServerErrors({ password: errors.password ?? STUDENT_SIGNUP_FAILED });
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
        else form.setServerErrors({ classCode: UNKNOWN_CLASS_CODE });
      });
    if (stage === 2) return setStage(3);
    if (stage === 3) return toUsernameStage(false);
    if (stage === 4) return setStage(5);
    if (stage === 5) return createAccount();
  };

  const parentEmail =
    values.birthMonth && values.birthYear
      ? needsParentEmail(Number(values.birthMonth), Number(values.birthYear), new Date())
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
              disabled: form.invalid,
              busy,
              onSubmit: () => void next(),
            }
          : undefined
      }
      back={stage > 1 && stage < STAGES ? () => setStage(stage === 5 ? 4 : stage - 1) : undefined}
      skip={
        stage === 3
          ? () => {
              form.setFieldValue('email', '');
              form.setFieldValue('emailConfirm', '');
              form.hide('email', 'emailConfirm');
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
      {stage === 1 && <CodeStage form={form} />}
      {stage === 2 && <DetailsStage form={form} />}
      {stage === 3 && <EmailStage form={form} parentEmail={parentEmail} />}
      {stage === 4 && <UsernameStage username={username} renewed={usernameRenewed} />}
      {stage === 5 && <PasswordStage form={form} username={username} />}
      {stage === 6 && <ThanksStage name={values.first_name.trim()} username={username} />}
      <SignupFailure failure={failure} />
    </SignupFrame>
  );
}
