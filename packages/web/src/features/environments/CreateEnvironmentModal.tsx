// "New school" and "New community" on the admin's list (issue 22): a content community takes a name only; a school
// (or other establishment) its name, type, post code and ages, checked by core's schema as the signup checks it.
import {
  COMMUNITY_TYPE,
  CommunityCreateSchema,
  LEARNING_ENVIRONMENT_TYPES,
  LearningEnvironmentCreateSchema,
} from '@brickyard/core';
import { Button, Group, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateEnvironment } from '../../api/environments.ts';
import { ageInputProps } from '../../ui/age-input.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { environmentTypeLabel } from './environment-type.ts';

export type EnvironmentKind = 'school' | 'community';

const EMPTY = { name: '', type: '', postcode: '', low_age: '', high_age: '' };
type Values = typeof EMPTY;

/** An age as typed: none yet, or the number (the schema says what is wrong with it). */
const age = (value: string) => (value === '' ? undefined : Number(value));

const schoolOf = (values: Values) => ({
  name: values.name,
  type: values.type || undefined,
  postcode: values.postcode.trim() || null,
  low_age: age(values.low_age),
  high_age: age(values.high_age),
});
const communityOf = (values: Values) => ({ name: values.name, type: COMMUNITY_TYPE });

export function CreateEnvironmentModal({
  kind,
  onClose,
}: {
  /** Which form is open, null when none is. */
  kind: EnvironmentKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = kind === 'community' ? t('environments.newCommunity') : t('environments.newSchool');
  return (
    <Modal opened={kind !== null} onClose={onClose} title={title}>
      {/* A new form each time it opens, so nothing typed before is left in it. */}
      {kind && <CreateForm key={kind} kind={kind} onClose={onClose} />}
    </Modal>
  );
}

function CreateForm({ kind, onClose }: { kind: EnvironmentKind; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEnvironment();
  const school = kind === 'school';
  const form = useSchemaForm<Values>({
    initialValues: EMPTY,
    ...(school
      ? { schema: LearningEnvironmentCreateSchema, toSchema: schoolOf }
      : { schema: CommunityCreateSchema, toSchema: communityOf }),
  });

  const handleSubmit = form.handleSubmit((values) => {
    const body = school
      ? LearningEnvironmentCreateSchema.parse(schoolOf(values))
      : CommunityCreateSchema.parse(communityOf(values));
    create.mutate(body, {
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: t('environments.created', { name: created.name }) });
        onClose();
        navigate(`/environments/${created._id}`);
      },
      onError: (error) => form.setServerErrors(error),
    });
  });

  const ageProps = (path: 'low_age' | 'high_age') =>
    ageInputProps(form.getInputProps(path), (value) => form.setFieldValue(path, value));
  const homeEducated = form.values.type === 'Home Educated';

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {create.error && <ErrorAlert error={create.error} />}
        <TextInput
          label={t('signup.teacher.schoolName')}
          {...form.getInputProps('name')}
          required
          data-autofocus
        />
        {school && (
          <>
            <NativeSelect
              label={t('signup.teacher.schoolType')}
              data={[
                { value: '', label: t('signup.choose') },
                ...LEARNING_ENVIRONMENT_TYPES.map((type) => ({
                  value: type,
                  label: environmentTypeLabel(t, type),
                })),
              ]}
              {...form.getInputProps('type', { revealOnChange: true })}
              required
            />
            <TextInput
              label={t('signup.teacher.postcode')}
              {...form.getInputProps('postcode')}
              required={!homeEducated}
              description={homeEducated ? t('signup.teacher.postcodeOptional') : undefined}
            />
            <SimpleGrid cols={2}>
              <NumberInput label={t('signup.teacher.lowAge')} {...ageProps('low_age')} required />
              <NumberInput label={t('signup.teacher.highAge')} {...ageProps('high_age')} required />
            </SimpleGrid>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={form.submitted && form.invalid}>
            {t('environments.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
