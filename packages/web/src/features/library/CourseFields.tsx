// The course editor's cards (CourseEditorPage.tsx): details, images, references and FAQs, the admin-only settings
// (price in pence shown as pounds, discount in percent) and the stages. Each gets the working copy, whether its
// structure may change (`editable`), a setter, and the text field in the language shown.
import {
  type Course,
  DISCOUNT_MAX_PERCENT,
  DURATION_TAGS,
  KEY_STAGES,
  LEVELS,
  type LibraryRow,
  STAGE_LISTS,
  type Stage,
} from '@brickyard/core';
import {
  Button,
  Card,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { ItemListField } from './ItemPickerField.tsx';
import { StageEditor } from './StageEditor.tsx';
import type { Path } from './translations.tsx';

/** A text of the course (or of a stage) in the language shown. */
export type CourseTextField = (
  path: Path,
  label: string,
  options?: { multiline?: boolean; required?: boolean },
) => ReactNode;

export interface CourseFieldsProps {
  draft: Course;
  /** Structure (switches, lists, stages) changes only in English. */
  editable: boolean;
  set<K extends keyof Course>(key: K, value: Course[K]): void;
  textField: CourseTextField;
}

const newStage = (): Stage => ({
  _id: crypto.randomUUID(),
  title: '',
  description: '',
  draft: true,
  content: [],
  ...(Object.fromEntries(STAGE_LISTS.map((list) => [list, [] as string[]])) as Record<
    (typeof STAGE_LISTS)[number],
    string[]
  >),
});

export function CourseDetailsCard({
  draft,
  editable,
  set,
  textField,
  onPublish,
}: CourseFieldsProps & { onPublish(): void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="course-details">
      <Title order={2} size="h3" id="course-details" mb="sm">
        {t('editor.course.details')}
      </Title>
      <Stack gap="sm">
        {textField(['title'], t('editor.course.title'), { required: true })}
        {textField(['subheading'], t('editor.course.subheading'))}
        {textField(['description'], t('editor.course.description'), { multiline: true })}
        <Text size="sm">
          {t('editor.course.language')}: <strong>{t(`library.languages.${draft.language}`)}</strong>
        </Text>
        <Checkbox.Group
          label={t('editor.course.keyStages')}
          description={t('editor.course.keyStagesHint')}
          value={draft.keyStages}
          onChange={(value) => set('keyStages', value as Course['keyStages'])}
          error={draft.keyStages.length === 0 ? t('editor.course.keyStagesMissing') : undefined}
        >
          <Group mt={4}>
            {KEY_STAGES.map((stage) => (
              <Checkbox key={stage} value={stage} label={stage} disabled={!editable} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('editor.course.levels')}
          value={draft.levels}
          onChange={(value) => set('levels', value as Course['levels'])}
        >
          <Group mt={4}>
            {LEVELS.map((level) => (
              <Checkbox
                key={level}
                value={level}
                label={t(`editor.course.level.${level}`)}
                disabled={!editable}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('editor.course.durations')}
          value={draft.durations}
          onChange={(value) => set('durations', value as Course['durations'])}
        >
          <Group mt={4}>
            {DURATION_TAGS.map((duration) => (
              <Checkbox
                key={duration}
                value={duration}
                label={t(`editor.course.duration.${duration}`)}
                disabled={!editable}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Switch
            label={t('editor.course.published')}
            checked={!draft.draft}
            disabled={!editable}
            // Publishing says what learners will and will not see first (the publish modal).
            onChange={(event) => (event.currentTarget.checked ? onPublish() : set('draft', true))}
          />
          <Switch
            label={t('editor.course.pathway')}
            checked={draft.pathway}
            disabled={!editable}
            onChange={(event) => set('pathway', event.currentTarget.checked)}
          />
          <Switch
            label={t('editor.course.contentUnlocked')}
            checked={draft.contentUnlocked}
            disabled={!editable}
            onChange={(event) => set('contentUnlocked', event.currentTarget.checked)}
          />
        </Group>
      </Stack>
    </Card>
  );
}

export function CourseImagesCard({ draft, editable, set }: CourseFieldsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="course-images">
      <Title order={2} size="h3" id="course-images" mb="sm">
        {t('editor.course.images')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['thumbnail', 'banner', 'authorLogo', 'collaboratorLogo'] as const).map((field) => (
          <ImageUploader
            key={field}
            label={t(`editor.course.image.${field}`)}
            value={draft[field]?.image ?? null}
            onChange={(url) => set(field, url ? { image: url } : null)}
            disabled={!editable}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

export function CourseReferencesCard({ draft, editable, set }: CourseFieldsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="course-references">
      <Title order={2} size="h3" id="course-references" mb="sm">
        {t('editor.course.referencesCard')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['references', 'faqs'] as const).map((field) => (
          <ItemListField
            key={field}
            label={t(`editor.course.${field}`)}
            tab={field}
            value={draft[field]}
            language={draft.language}
            readOnly={!editable}
            onChange={(ids) => set(field, ids)}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}

const ADMIN_FLAGS = [
  'core',
  'sample',
  'premium',
  'private',
  'assessment',
  'inDevelopment',
  'locked',
  'forum',
] as const;

/** The settings only admins change; shown only to them. */
export function CourseAdminCard({ draft, set }: CourseFieldsProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="course-admin">
      <Title order={2} size="h3" id="course-admin" mb="sm">
        {t('editor.course.adminSettings')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="sm">
        {ADMIN_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`editor.course.flags.${flag}`)}
            checked={draft[flag]}
            onChange={(event) => set(flag, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          label={t('editor.course.debugId')}
          value={draft.debugId ?? ''}
          onChange={(event) => set('debugId', event.currentTarget.value || null)}
        />
        <ColorInput
          label={t('editor.course.colour')}
          value={draft.colour ?? ''}
          format="hex"
          onChange={(value) => set('colour', value || null)}
          // The eye dropper (where the browser has one) is an icon alone.
          eyeDropperButtonProps={{ 'aria-label': t('editor.course.colourFromScreen') }}
        />
        <NumberInput
          label={t('editor.course.price')}
          description={t('editor.course.priceHint')}
          prefix="£"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          value={draft.price / 100}
          onChange={(value) => set('price', Math.max(0, Math.round(Number(value || 0) * 100)))}
        />
        <NumberInput
          label={t('editor.course.discount')}
          suffix="%"
          min={0}
          max={DISCOUNT_MAX_PERCENT}
          value={draft.discount}
          onChange={(value) => set('discount', Number(value || 0))}
        />
      </SimpleGrid>
    </Card>
  );
}

export function CourseStages({
  draft,
  editable,
  set,
  textField,
  rows,
}: CourseFieldsProps & { rows: ReadonlyMap<string, LibraryRow> | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="course-stages">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="course-stages">
          {t('editor.course.stages')}
        </Title>
        {editable && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => set('stages', [...draft.stages, newStage()])}
          >
            {t('editor.course.addStage')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {draft.stages.length === 0 && <Text c="dimmed">{t('editor.course.noStages')}</Text>}
        {draft.stages.map((stage, index) => (
          <StageEditor
            key={stage._id}
            stage={stage}
            index={index}
            pathway={draft.pathway}
            language={draft.language}
            rows={rows}
            editable={editable}
            text={(field, label, multiline) => textField(['stages', index, field], label, { multiline })}
            onChange={(next) =>
              set(
                'stages',
                draft.stages.map((s) => (s._id === stage._id ? next : s)),
              )
            }
            onDelete={() =>
              set(
                'stages',
                draft.stages.filter((s) => s._id !== stage._id),
              )
            }
          />
        ))}
      </Stack>
    </section>
  );
}
