// An environment's details as an admin edits them (issue 22): a content community its name; a school its name,
// post code (not for home education), ages and admin ward. Checked by core's update schema, with the rules a new
// school follows; the server's field errors sit on their fields.
import {
  AGE_ORDER_MESSAGE,
  type LearningEnvironment,
  type LearningEnvironmentUpdate,
  LearningEnvironmentUpdateSchema,
  requiredMessage,
} from '@brickyard/core';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateEnvironment } from '../../api/environments.ts';
import { ageInputProps } from '../../ui/age-input.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { isCommunity } from './environment-type.ts';

const CommunitySchema = LearningEnvironmentUpdateSchema.pick({ name: true });

/** A school's details: a post code unless it is home education, and the youngest age no older than the oldest. */
const schoolSchema = (type: string) =>
  LearningEnvironmentUpdateSchema.superRefine((value, ctx) => {
    if (type !== 'Home Educated' && !value.postcode) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: requiredMessage('postcode') });
    }
    if (value.low_age != null && value.high_age != null && value.low_age > value.high_age) {
      ctx.addIssue({ code: 'custom', path: ['low_age'], message: AGE_ORDER_MESSAGE });
    }
  });

const initialValues = (environment: LearningEnvironment) => ({
  name: environment.name,
  postcode: environment.postcode ?? '',
  low_age: environment.low_age === null ? '' : String(environment.low_age),
  high_age: environment.high_age === null ? '' : String(environment.high_age),
  admin_ward: environment.admin_ward ?? '',
});
type Values = ReturnType<typeof initialValues>;

/**
 * What the schema reads and the server is sent. An emptied age is null (which the schema refuses), except where
 * the school never had one: then it stays as it is.
 */
const updateOf = (environment: LearningEnvironment) => (values: Values) => {
  if (isCommunity(environment)) return { name: values.name };
  const age = (value: string, stored: number | null) =>
    value === '' ? (stored === null ? undefined : null) : Number(value);
  return {
    name: values.name,
    postcode: values.postcode.trim() || null,
    low_age: age(values.low_age, environment.low_age),
    high_age: age(values.high_age, environment.high_age),
    admin_ward: values.admin_ward.trim() || null,
  };
};

export function EnvironmentDetailsForm({ environment }: { environment: LearningEnvironment }) {
  const { t } = useTranslation();
  const community = isCommunity(environment);
  const schema = community ? CommunitySchema : schoolSchema(environment.type);
  const toSchema = updateOf(environment);
  const form = useSchemaForm<Values>({
    initialValues: initialValues(environment),
    schema,
    toSchema,
    show: 'submit',
  });
  const save = useUpdateEnvironment(environment._id);
  const headingId = useId();

  const handleSubmit = form.handleSubmit((values) => {
    const body: LearningEnvironmentUpdate = schema.parse(toSchema(values));
    save.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: t('environments.saved') }),
      onError: (error) => form.setServerErrors(error),
    });
  });

  const ageProps = (path: 'low_age' | 'high_age') =>
    ageInputProps(form.getInputProps(path), (value) => form.setFieldValue(path, value));
  const homeEducated = environment.type === 'Home Educated';

  return (
    <section style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('environments.details')}
      </Title>
      <form onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="md" maw={720}>
          <TextInput label={t('signup.teacher.schoolName')} {...form.getInputProps('name')} required />
          {!community && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('signup.teacher.postcode')}
                {...form.getInputProps('postcode')}
                required={!homeEducated}
                description={homeEducated ? t('signup.teacher.postcodeOptional') : undefined}
              />
              <TextInput label={t('environments.adminWard')} {...form.getInputProps('admin_ward')} />
              <NumberInput label={t('signup.teacher.lowAge')} {...ageProps('low_age')} />
              <NumberInput label={t('signup.teacher.highAge')} {...ageProps('high_age')} />
            </SimpleGrid>
          )}
          {save.error && <ErrorAlert error={save.error} />}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={form.submitted && form.invalid}>
              {t('environments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
