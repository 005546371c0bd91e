// "I am a teacher": five stages (spec §4). 1 signup code, username and password, checked by the server;
// 2 personal details; 3 find the establishment (choosing one creates the account and skips stage 4);
// 4 create the establishment; 5 thanks and next steps. One form holds every stage's fields; each stage is
// checked by its core schema.
import {
  type EstablishmentSummary,
  LearningEnvironmentCreateSchema,
  TEACHER_SIGNUP_FAILED,
  TeacherAccountStageSchema,
  TeacherDetailsSchema,
  TeacherNewSchoolStageSchema,
} from '@brickyard/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/session.ts';
import { isLocale } from '../../i18n/index.ts';
import { type SchemaFormOptions, useSchemaForm } from '../../ui/use-schema-form.ts';
import { checkTeacher, createTeacher } from './api.ts';
import { SignupFrame } from './SignupFrame.tsx';
import { SignupFailed, SignupFailure, useSignupCall } from './signup-call.tsx';
import {
  AccountStage,
  CreateSchoolStage,
  DetailsStage,
  SearchStage,
  TEACHER_EMPTY,
  type TeacherValues,
  ThanksStage,
} from './TeacherSignupStages.tsx';

const STAGES = 5;

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

const age = (value: string) => (value === '' ? undefined : Number(value));
const newSchoolOf = ({ newSchool }: TeacherValues) => ({
  name: newSchool.name,
  type: newSchool.type || undefined,
  postcode: newSchool.postcode.trim() || null,
  low_age: age(newSchool.low_age),
  high_age: age(newSchool.high_age),
});

/** Each stage's schema and what it reads of the values (stage 3 is a choice, stage 5 the thanks). */
const STAGE_CHECKS: Record<
  number,
  Pick<SchemaFormOptions<TeacherValues>, 'schema' | 'toSchema'> | undefined
> = {
  1: {
    schema: TeacherAccountStageSchema,
    toSchema: ({ signupCode, username, password, passwordConfirm }) => ({
      signupCode,
      username,
      password,
      passwordConfirm,
    }),
  },
  2: {
    schema: TeacherDetailsSchema,
    toSchema: ({ first_name, last_name, email }) => ({ first_name, last_name, email }),
  },
  4: { schema: TeacherNewSchoolStageSchema, toSchema: (values) => ({ newSchool: newSchoolOf(values) }) },
};

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
  const [stage, setStage] = useState(1);
  const { busy, failure, run, forget } = useSignupCall();
  const form = useSchemaForm({
    initialValues: TEACHER_EMPTY,
    ...STAGE_CHECKS[stage],
    onValuesChange: forget,
  });
  const { values } = form;
  const [search, setSearch] = useState('');
  const [school, setSchool] = useState<EstablishmentSummary | null>(null);

  const handleClose = () => {
    if (stage === STAGES) onFinished();
    else onClose();
    form.reset();
    forget();
    setStage(1);
    setSearch('');
    setSchool(null);
  };

  /** The server's field errors, shown on the stage that holds the first of them. */
  const showServerErrors = (caught: ApiError) => {
    const paths = form.setServerErrors(caught);
    if (paths.length === 0) return false;
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
              disabled: form.invalid || (stage === 3 && school === null),
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
      {stage === 1 && <AccountStage form={form} />}
      {stage === 2 && <DetailsStage form={form} />}
      {stage === 3 && (
        <SearchStage
          signupCode={values.signupCode}
          search={search}
          onSearch={setSearch}
          school={school}
          onChoose={setSchool}
          onCreateInstead={() => setStage(4)}
        />
      )}
      {stage === 4 && <CreateSchoolStage form={form} />}
      {stage === 5 && <ThanksStage name={values.first_name.trim()} />}
      <SignupFailure failure={failure} />
    </SignupFrame>
  );
}
