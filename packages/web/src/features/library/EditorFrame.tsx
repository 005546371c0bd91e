// What every library editor page shares around its form: loading and failure, the header with Save, the
// read-only note for those who may not change the item, the language of its texts (English, or a translation
// of every text in one form), and the conflict modal of a stale save.
import { type Locale, mayAuthorIn, mayChangeItem, mayEditContentIn, type TextPath } from '@brickyard/core';
import { Alert, Card } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ConflictModal, LeaveUnsavedModal } from './ConflictModal.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import {
  LocaleSwitch,
  setAt,
  TranslationForm,
  type TranslationPart,
  untranslatedInParts,
} from './translations.tsx';
import type { ItemEditor } from './use-item-editor.ts';

type Translations = Partial<Record<Locale, Record<string, unknown>>>;
interface TranslatedQuestion {
  _id: string;
  title: string;
  translations?: Translations;
}
interface TranslatedStep extends TranslatedQuestion {
  bricks?: TranslatedStep[];
}

interface Editable {
  _id: string;
  version: number;
  title: string;
  draft: boolean;
  community: string;
  author?: string | null;
  translations?: Partial<Record<Locale, Record<string, unknown>>>;
}

export function EditorFrame<T extends Editable>({
  editor,
  heading,
  back,
  canSave,
  saveDisabled,
  readOnlyNote,
  headerExtra,
  translatable = true,
  children,
}: {
  editor: ItemEditor<T>;
  heading(draft: T): string;
  /** The library tab to go back to. */
  back: string | ((draft: T) => string);
  /** Who may press Save (by default those who may edit the item's community's content). */
  canSave?: (draft: T, editable: boolean) => boolean;
  saveDisabled?: (draft: T) => boolean;
  /** Replaces the read-only note (translators are told what they may do). */
  readOnlyNote?: ReactNode;
  headerExtra?: ReactNode;
  /** Whether the frame offers the translation of the item's texts (the course editor has its own). */
  translatable?: boolean;
  children(draft: T, editable: boolean): ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const [chosenLocale, setLocale] = useState<Locale | null>(null);
  const { draft } = editor;
  if (editor.query.isError) return <ErrorAlert error={editor.query.error} />;
  if (!draft) return <CenteredLoader />;
  const editable = mayChangeItem(user, draft.community, draft.author);
  const canTranslate = translatable && mayAuthorIn(user, draft.community);
  // Translators, who cannot change the English, start in a translation.
  const locale: Locale = canTranslate ? (chosenLocale ?? (editable ? 'en' : 'ar')) : 'en';
  const translating = locale !== 'en';
  /** A locale's translation with `path` set to `value` (objects and lists made on the way). */
  const withText = (translations: Translations | undefined, path: TextPath, value: string): Translations => ({
    ...translations,
    [locale]: setAt(translations?.[locale] ?? {}, path, value) as Record<string, unknown>,
  });
  // The item's own texts, then each question's or step's (rows of their own, with their own translations).
  const questions = (draft as { questions?: unknown }).questions;
  const steps: { node: TranslatedStep; number: string }[] = [];
  const walk = (nodes: readonly TranslatedStep[], prefix: string) =>
    nodes.forEach((node, index) => {
      steps.push({ node, number: `${prefix}${index + 1}` });
      walk(node.bricks ?? [], `${prefix}${index + 1}.`);
    });
  const stepList = (draft as { bricks?: unknown }).bricks;
  if (Array.isArray(stepList) && stepList.every((b) => typeof b === 'object'))
    walk(stepList as TranslatedStep[], '');
  /** The tree with one step's translations changed. */
  const withStep = (
    nodes: readonly TranslatedStep[],
    id: string,
    path: TextPath,
    value: string,
  ): TranslatedStep[] =>
    nodes.map((node) =>
      node._id === id
        ? { ...node, translations: withText(node.translations, path, value) }
        : { ...node, bricks: withStep(node.bricks ?? [], id, path, value) },
    );
  const parts: TranslationPart[] = [
    {
      key: draft._id,
      english: draft,
      translation: draft.translations?.[locale],
      onChange: (path, value) =>
        editor.change((current) => ({
          ...current,
          translations: withText(current.translations, path, value),
        })),
    },
    ...(Array.isArray(questions) ? (questions as TranslatedQuestion[]) : []).map(
      (question, index): TranslationPart => ({
        key: question._id,
        heading: t('editor.question.name', { n: index + 1, title: question.title }),
        english: question,
        translation: question.translations?.[locale],
        onChange: (path, value) =>
          editor.change((current) => ({
            ...current,
            questions: (current as unknown as { questions: TranslatedQuestion[] }).questions.map((q) =>
              q._id === question._id ? { ...q, translations: withText(q.translations, path, value) } : q,
            ),
          })),
      }),
    ),
    ...steps.map(
      ({ node, number }): TranslationPart => ({
        key: node._id,
        heading: t('editor.translate.step', { n: number, title: node.title }),
        english: node,
        translation: node.translations?.[locale],
        onChange: (path, value) =>
          editor.change((current) => ({
            ...current,
            bricks: withStep(
              (current as unknown as { bricks: TranslatedStep[] }).bricks,
              node._id,
              path,
              value,
            ),
          })),
      }),
    ),
  ];
  return (
    <>
      <EditorHeader
        title={heading(draft)}
        name={(draft as { title?: string }).title}
        draft={draft.draft}
        dirty={editor.dirty}
        creating={editor.creating}
        saving={editor.saving}
        back={typeof back === 'function' ? back(draft) : back}
        canSave={translating ? canTranslate : canSave ? canSave(draft, editable) : editable}
        saveDisabled={saveDisabled?.(draft)}
        onSave={() => void editor.save()}
      >
        {/* A translation changes texts only: the editor's own actions (delete, preview…) wait for English. */}
        {translating ? null : headerExtra}
      </EditorHeader>
      {!editable && (
        <Alert color="blue" mb="md">
          {mayEditContentIn(user, draft.community)
            ? t('editor.notYours')
            : (readOnlyNote ?? (canTranslate ? t('editor.translateOnly') : t('editor.readOnly')))}
        </Alert>
      )}
      {canTranslate && (
        <Card withBorder mb="md" padding="sm">
          <LocaleSwitch
            value={locale}
            onChange={setLocale}
            withEnglish={editable}
            untranslated={translating ? untranslatedInParts(parts) : 0}
          />
        </Card>
      )}
      {translating ? (
        <TranslationForm key={locale} parts={parts} locale={locale} readOnly={!canTranslate} />
      ) : (
        children(draft, editable)
      )}
      <ConflictModal
        opened={editor.conflict}
        busy={editor.saving}
        onForce={() => void editor.save({ force: true })}
        onCopy={() => void editor.saveAsCopy()}
        onDiscard={() => void editor.discardAndReload()}
        onClose={editor.closeConflict}
      />
      <LeaveUnsavedModal opened={editor.leaveUnsaved} onAnswer={editor.answerLeave} />
    </>
  );
}
