// /edit/course/:id: the course editor (authoring.md §2). Every field of the course; the admin-only settings only
// for admins (price in pence shown as pounds, discount in percent); the stages with their lists. Saves name
// their version; a stale one opens the conflict modal. Without canEditContent everything is read-only. What
// learners see of it, and publishing it with the drafts inside, is the publish card's (PublishCourse.tsx).
import {
  COURSE_ADMIN_FIELDS,
  type Course,
  DISCOUNT_MAX_PERCENT,
  DURATION_TAGS,
  KEY_STAGES,
  LEVELS,
  type Locale,
  mayAuthorIn,
  mayChangeAdminSettings,
  mayEditContentIn,
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
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLibraryLookup } from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ItemListField } from './ItemPickerField.tsx';
import { PublishCard } from './PublishCourse.tsx';
import { StageEditor } from './StageEditor.tsx';
import {
  getAt,
  LocaleSwitch,
  type Path,
  setAt,
  TranslatableText,
  untranslatedCount,
} from './translations.tsx';
import { useItemEditor } from './use-item-editor.ts';

const EDITABLE_FIELDS = [
  'title',
  'thumbnail',
  'banner',
  'authorLogo',
  'collaboratorLogo',
  'subheading',
  'description',
  'keyStages',
  'levels',
  'durations',
  'draft',
  'pathway',
  'contentUnlocked',
  'references',
  'faqs',
  'stages',
] as const;

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

const newCourseBody = (params: URLSearchParams) => ({
  title: 'New course',
  language: params.get('language') === 'python' ? 'python' : 'javascript',
});

export function CourseEditorPage() {
  const { id = '' } = useParams();
  return <CourseEditor key={id} id={id} />;
}

function CourseEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = useItemEditorFor(id, user);
  const { draft, change } = query.editor;
  const ids = useMemo(
    () =>
      draft
        ? draft.stages.flatMap((s) => [...s.content.map((c) => c._id), ...STAGE_LISTS.flatMap((l) => s[l])])
        : [],
    [draft],
  );
  const rows = useLibraryLookup(ids);
  const [publishing, setPublishing] = useState(false);

  const localeFor = (canEdit: boolean): Locale => query.locale ?? (canEdit ? 'en' : 'ar');
  return (
    <EditorFrame
      editor={query.editor}
      heading={(course) => t('editor.course.heading', { title: course.title })}
      back="courses"
      // Translators save their translations; in English only those who edit content save.
      canSave={(course, canEdit) =>
        localeFor(canEdit) === 'en' ? canEdit : mayAuthorIn(user, course.community)
      }
      readOnlyNote={t('editor.translateOnly')}
      translatable={false}
    >
      {(draft, canEdit) => {
        const canTranslate = mayAuthorIn(user, draft.community);
        const locale = localeFor(canEdit);
        // Structure (switches, lists, stages) changes only in English; texts change in whichever language is shown.
        const editable = canEdit && locale === 'en';
        const textsEditable = locale === 'en' ? canEdit : canTranslate;
        const admin = mayChangeAdminSettings(user, draft.community);
        const set = <K extends keyof Course>(key: K, value: Course[K]) =>
          change((c) => ({ ...c, [key]: value }));
        const translation = draft.translations?.[locale];
        const textPaths: Path[] = [
          ['title'],
          ['subheading'],
          ['description'],
          ...draft.stages.flatMap((_, i): Path[] => [
            ['stages', i, 'title'],
            ['stages', i, 'description'],
          ]),
        ];
        const textField = (
          path: Path,
          label: string,
          options: { multiline?: boolean; required?: boolean } = {},
        ) => (
          <TranslatableText
            key={path.join('.')}
            label={label}
            locale={locale}
            english={String(getAt(draft, path) ?? '')}
            translated={String(getAt(translation, path) ?? '')}
            onEnglish={(value) => change((c) => setAt(c, path, value) as Course)}
            onTranslated={(value) =>
              change((c) => ({
                ...c,
                translations: {
                  ...c.translations,
                  [locale]: setAt(c.translations?.[locale] ?? {}, path, value) as Record<string, unknown>,
                },
              }))
            }
            readOnly={!textsEditable}
            multiline={options.multiline}
            required={options.required}
          />
        );
        return (
          <>
            <Card withBorder mb="md" padding="sm">
              <LocaleSwitch
                value={locale}
                onChange={query.setLocale}
                withEnglish={canEdit}
                untranslated={locale === 'en' ? 0 : untranslatedCount(draft, translation, textPaths)}
              />
            </Card>

            <Stack gap="lg">
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
                      onChange={(event) =>
                        event.currentTarget.checked ? setPublishing(true) : set('draft', true)
                      }
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

              <PublishCard
                editor={query.editor}
                course={draft}
                rows={rows.data}
                editable={editable}
                opened={publishing}
                onOpen={() => setPublishing(true)}
                onClose={() => setPublishing(false)}
              />

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

              {admin && (
                <Card withBorder component="section" aria-labelledby="course-admin">
                  <Title order={2} size="h3" id="course-admin" mb="sm">
                    {t('editor.course.adminSettings')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="sm">
                    {(
                      [
                        'core',
                        'sample',
                        'premium',
                        'private',
                        'assessment',
                        'inDevelopment',
                        'locked',
                        'forum',
                      ] as const
                    ).map((flag) => (
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
              )}

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
                      rows={rows.data}
                      editable={editable}
                      text={(field, label, multiline) =>
                        textField(['stages', index, field], label, { multiline })
                      }
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
            </Stack>
          </>
        );
      }}
    </EditorFrame>
  );
}

/** The course's editor: what a save sends depends on who saves (admin-only settings only from admins). */
function useItemEditorFor(id: string, user: ReturnType<typeof useUser>) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Locale | null>(null);
  const payload = useCallback(
    (course: Course) => {
      // Translators send their translations only; admin-only settings come only from admins.
      const fields: string[] = mayEditContentIn(user, course.community) ? [...EDITABLE_FIELDS] : [];
      if (mayChangeAdminSettings(user, course.community)) fields.push(...COURSE_ADMIN_FIELDS);
      return {
        ...Object.fromEntries(fields.map((field) => [field, course[field as keyof Course]])),
        ...(course.translations ? { translations: course.translations } : {}),
      };
    },
    [user],
  );
  const editor = useItemEditor<Course>('courses', 'course', id, {
    payload,
    savedMessage: t('editor.course.saved'),
    newBody: newCourseBody,
  });
  return { editor, locale, setLocale };
}
