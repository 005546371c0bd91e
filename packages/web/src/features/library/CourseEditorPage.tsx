// /edit/course/:id: the course editor (authoring.md §2). Every field of the course; the admin-only settings only
// for admins (price in pence shown as pounds, discount in percent); the stages with their lists. Saves name
// their version; a stale one opens the conflict modal. Without canEditContent everything is read-only. What
// learners see of it, and publishing it with the drafts inside, is the publish card's (PublishCourse.tsx); the
// other cards are CourseFields.tsx.
import {
  COURSE_ADMIN_FIELDS,
  type Course,
  type LibraryRow,
  type Locale,
  mayAuthorIn,
  mayChangeAdminSettings,
  mayChangeItem,
  STAGE_LISTS,
} from '@brickyard/core';
import { Card, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLibraryLookup } from '../../api/library.ts';
import { useUser } from '../../api/session.ts';
import {
  CourseAdminCard,
  CourseDetailsCard,
  CourseImagesCard,
  CourseReferencesCard,
  CourseStages,
  type CourseTextField,
} from './CourseFields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { PublishCard } from './PublishCourse.tsx';
import {
  getAt,
  LocaleSwitch,
  type Path,
  setAt,
  TranslatableText,
  untranslatedCount,
} from './translations.tsx';
import { type ItemEditor, useItemEditor } from './use-item-editor.ts';

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
  const { draft } = query.editor;
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
      {(draft, canEdit) => (
        <CourseForm
          draft={draft}
          canEdit={canEdit}
          locale={localeFor(canEdit)}
          onLocale={query.setLocale}
          editor={query.editor}
          rows={rows.data}
          publishing={publishing}
          onPublishing={setPublishing}
        />
      )}
    </EditorFrame>
  );
}

/** The course's fields in the language shown: its texts in that language, its structure only in English. */
function CourseForm({
  draft,
  canEdit,
  locale,
  onLocale,
  editor,
  rows,
  publishing,
  onPublishing,
}: {
  draft: Course;
  canEdit: boolean;
  locale: Locale;
  onLocale(locale: Locale): void;
  editor: ItemEditor<Course>;
  rows: ReadonlyMap<string, LibraryRow> | undefined;
  publishing: boolean;
  onPublishing(opened: boolean): void;
}) {
  const user = useUser();
  const { change } = editor;
  const canTranslate = mayAuthorIn(user, draft.community);
  // Structure (switches, lists, stages) changes only in English; texts change in whichever language is shown.
  const editable = canEdit && locale === 'en';
  const textsEditable = locale === 'en' ? canEdit : canTranslate;
  const set = <K extends keyof Course>(key: K, value: Course[K]) => change((c) => ({ ...c, [key]: value }));
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
  const textField: CourseTextField = (path, label, options = {}) => (
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
  const fields = { draft, editable, set, textField };
  return (
    <>
      <Card withBorder mb="md" padding="sm">
        <LocaleSwitch
          value={locale}
          onChange={onLocale}
          withEnglish={canEdit}
          untranslated={locale === 'en' ? 0 : untranslatedCount(draft, translation, textPaths)}
        />
      </Card>

      <Stack gap="lg">
        <CourseDetailsCard {...fields} onPublish={() => onPublishing(true)} />
        <PublishCard
          editor={editor}
          course={draft}
          rows={rows}
          editable={editable}
          opened={publishing}
          onOpen={() => onPublishing(true)}
          onClose={() => onPublishing(false)}
        />
        <CourseImagesCard {...fields} />
        <CourseReferencesCard {...fields} />
        {mayChangeAdminSettings(user, draft.community) && <CourseAdminCard {...fields} />}
        <CourseStages {...fields} rows={rows} />
      </Stack>
    </>
  );
}

/** The course's editor: what a save sends depends on who saves (admin-only settings only from admins). */
function useItemEditorFor(id: string, user: ReturnType<typeof useUser>) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<Locale | null>(null);
  const payload = useCallback(
    (course: Course) => {
      // Translators send their translations only; admin-only settings come only from admins.
      const fields: string[] = mayChangeItem(user, course.community, course.author)
        ? [...EDITABLE_FIELDS]
        : [];
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
