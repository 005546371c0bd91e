// Pieces of form every library editor shares: the editor of an item whose save sends a fixed list of fields,
// the details card (title, subheading, description (plain text), learning objectives (rich text), thumbnail,
// language, published), and a step's hints with its Auto Marked toggle and XP.
import { CONTENT_LANGUAGES, type Hint, type LibraryKind } from '@brickyard/core';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { useItemEditor } from './use-item-editor.ts';

interface Item {
  _id: string;
  version: number;
  title: string;
  community: string;
}

/** An editor whose save sends `fields` of the working copy; `set` changes one field. */
export function useFieldsEditor<T extends Item>(
  kind: LibraryKind,
  editor: string,
  id: string,
  fields: readonly (keyof T & string)[],
  savedMessage: string | ((draft: T) => string),
  /** A new item's first fields (`/edit/{editor}/new`), from the address's query. */
  newBody?: (params: URLSearchParams) => Record<string, unknown>,
) {
  const payload = useCallback(
    (item: T) => Object.fromEntries(fields.map((field) => [field, item[field]])),
    [fields],
  );
  const itemEditor = useItemEditor<T>(kind, editor, id, {
    payload,
    savedMessage,
    ...(newBody ? { newBody } : {}),
  });
  const { change } = itemEditor;
  const set = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => change((item) => ({ ...item, [key]: value })),
    [change],
  );
  return { editor: itemEditor, set };
}

interface Details {
  title: string;
  draft: boolean;
  subheading?: string;
  description?: string;
  learningObjectives?: string;
  thumbnail?: { image: string } | null;
  /** Lessons, quizzes, tutorials, challenges, topics and links: their language, changeable while unused. */
  language?: string;
  languageLocked?: boolean;
}

/** The details card; a field shows when the item has it. `children` come before the Published switch. */
export function DetailsCard<T extends Details>({
  id,
  draft,
  editable,
  set,
  children,
}: {
  id: string;
  draft: T;
  editable: boolean;
  set<K extends keyof T>(key: K, value: T[K]): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const setAny = set as (key: keyof Details, value: unknown) => void;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {t('editor.course.details')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('editor.course.title')}
          required
          value={draft.title}
          readOnly={!editable}
          onChange={(e) => setAny('title', e.currentTarget.value)}
        />
        {draft.subheading !== undefined && (
          <TextInput
            label={t('editor.course.subheading')}
            value={draft.subheading}
            readOnly={!editable}
            onChange={(e) => setAny('subheading', e.currentTarget.value)}
          />
        )}
        {draft.description !== undefined && (
          // Plain text: learners read it as text under the title (core `plainDescription`).
          <Textarea
            label={t('editor.course.description')}
            value={draft.description}
            readOnly={!editable}
            autosize
            minRows={2}
            onChange={(e) => setAny('description', e.currentTarget.value)}
          />
        )}
        {draft.learningObjectives !== undefined && (
          <RichTextInput
            label={t('editor.assessment.objectives')}
            value={draft.learningObjectives}
            readOnly={!editable}
            onChange={(v) => setAny('learningObjectives', v)}
          />
        )}
        {draft.thumbnail !== undefined && (
          <ImageUploader
            label={t('editor.course.image.thumbnail')}
            value={draft.thumbnail?.image ?? null}
            disabled={!editable}
            onChange={(url) => setAny('thumbnail', url ? { image: url } : null)}
          />
        )}
        {draft.language !== undefined && (
          <Select
            label={t('editor.language.label')}
            description={t(draft.languageLocked ? 'editor.language.locked' : 'editor.language.free')}
            data={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`library.languages.${value}`) }))}
            value={draft.language}
            allowDeselect={false}
            disabled={!editable || draft.languageLocked === true}
            onChange={(value) => value && setAny('language', value)}
          />
        )}
        {children}
        <Switch
          label={t('editor.course.published')}
          checked={!draft.draft}
          disabled={!editable}
          onChange={(e) => setAny('draft', !e.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}

/** A step's hints (Add Hint) and its Auto Marked toggle with the XP it gives. */
export function HintsAndMarking<T extends { hints: Hint[]; autoMarked: boolean; xp: number }>({
  step,
  editable,
  onChange,
}: {
  step: T;
  editable: boolean;
  onChange(step: T): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {step.hints.map((hint, h) => (
        <PiecesEditor
          key={hint._id ?? h}
          label={t('editor.question.hint', { n: h + 1 })}
          pieces={hint.pieces}
          readOnly={!editable}
          onChange={(pieces) =>
            onChange({ ...step, hints: step.hints.map((x, j) => (j === h ? { ...x, pieces } : x)) })
          }
        />
      ))}
      <Group align="flex-end">
        {editable && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() =>
              onChange({ ...step, hints: [...step.hints, { _id: crypto.randomUUID(), pieces: [] }] })
            }
          >
            {t('editor.question.addHint')}
          </Button>
        )}
        <Switch
          label={t('editor.challenge.autoMarked')}
          checked={step.autoMarked}
          disabled={!editable}
          onChange={(e) => onChange({ ...step, autoMarked: e.currentTarget.checked })}
        />
        {step.autoMarked && (
          <NumberInput
            label={t('editor.question.xp')}
            value={step.xp}
            min={0}
            w={120}
            readOnly={!editable}
            onChange={(v) => onChange({ ...step, xp: Number(v) || 0 })}
          />
        )}
      </Group>
    </>
  );
}
