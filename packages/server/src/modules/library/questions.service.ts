// An assessment's questions, rows of their own: saved with the assessment (matched by id, added, removed),
// checked answerable before the assessment is published, moved or copied to another assessment.
import {
  completeQuestion,
  MOVE_SAME_MESSAGE,
  message,
  newQuestionBody,
  type User,
  unanswerableQuestions,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  type ContentItem,
  deleteItems,
  insertItems,
  isOfKind,
  loadItem,
  loadItems,
  type NewItem,
  updateItem,
} from '../content/content.store.ts';
import { checkMayChange, itemFor, staleItem } from './library-kinds.service.ts';
import { mergeTranslations } from './translations.service.ts';

/**
 * An assessment's questions as the editor sent them, in order: those of this assessment (by `_id`) are
 * changed, the others added as new rows, and the ones not sent removed. Returns the ids in order.
 */
export const saveQuestions = async (
  db: Conn,
  assessment: ContentItem<'assessments'>,
  inputs: readonly Record<string, unknown>[],
  now: string,
) => {
  const storedIds = new Set(assessment.body.questions ?? []);
  const stored = new Map((await loadItems(db, [...storedIds])).map((q) => [q.id, q]));
  const ids: string[] = [];
  const added: NewItem[] = [];
  for (const [index, { _id, translations, ...input }] of inputs.entries()) {
    const sent = translations as Record<string, unknown> | undefined;
    const at = ['questions', index, 'translations'];
    const existing = typeof _id === 'string' && storedIds.has(_id) ? stored.get(_id) : undefined;
    if (existing && !ids.includes(existing.id)) {
      const body = completeQuestion(
        {
          ...newQuestionBody(existing.title, String(input.fieldType), assessment.id),
          ...existing.body,
          ...input,
          assessment: assessment.id,
        },
        newId,
      );
      await updateItem(
        db,
        existing.id,
        existing.version,
        {
          title: String(body.title),
          draft: false,
          archived: false,
          core: existing.core,
          variant: null,
          body,
          translations: mergeTranslations('questions', body, existing.translations, sent, at),
        },
        now,
      );
      ids.push(existing.id);
    } else {
      const id = newId();
      const body = completeQuestion(
        {
          ...newQuestionBody(String(input.title), String(input.fieldType), assessment.id),
          ...input,
          assessment: assessment.id,
        },
        newId,
      );
      added.push({
        id,
        kind: 'questions',
        variant: null,
        communityId: assessment.communityId,
        language: assessment.language,
        title: String(body.title),
        draft: false,
        core: assessment.core,
        authorId: assessment.authorId,
        body,
        translations: mergeTranslations('questions', body, {}, sent, at),
      });
      ids.push(id);
    }
  }
  await insertItems(db, added, now);
  const removed = [...storedIds].filter((id) => !ids.includes(id));
  if (removed.length > 0) await deleteItems(db, removed, 'questions');
  return ids;
};

/** An assessment's questions as learners would meet them, each with the defaults an older row lacks. */
export const questionsOf = async (db: Conn, assessmentId: string, ids: readonly string[]) => {
  const rows = new Map((await loadItems(db, ids)).map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = rows.get(id);
    return q ? [{ ...newQuestionBody(q.title, 'concept_intro', assessmentId), ...q.body } as never] : [];
  });
};

/** What keeps learners from answering a stored assessment's questions (`Question 2 has no text`). */
export const assessmentProblems = async (db: Conn, item: ContentItem<'assessments'>) =>
  unanswerableQuestions(await questionsOf(db, item.id, item.body.questions ?? []));

/** A published assessment must be answerable: 400 naming each question a learner could not answer. */
export const refuseUnanswerable = async (db: Conn, assessmentId: string, questionIds: readonly string[]) => {
  const problems = unanswerableQuestions(await questionsOf(db, assessmentId, questionIds));
  if (problems.length === 0) return;
  throw badRequest(
    `Learners could not answer this yet, so it cannot be published: ${problems.map((p) => p.message).join('; ')}`,
    problems.map((p) => ({ path: `questions.${p.index}`, message: p.message })),
  );
};

/**
 * Moves a question to another assessment, or copies it there (`copy`), appending it to that assessment's list;
 * both assessments must be editable by the user, and the source must be at the version the editor had.
 */
export const moveQuestion = async (
  db: Conn,
  user: User,
  sourceId: string,
  questionId: string,
  move: { to: string; copy: boolean; version: number },
  now: string,
) => {
  const source = await itemFor(db, user, 'assessments', sourceId);
  checkMayChange(user, source);
  if (move.to === source.id)
    throw badRequest(MOVE_SAME_MESSAGE, [{ path: 'to', message: MOVE_SAME_MESSAGE }]);
  const target = await itemFor(db, user, 'assessments', move.to);
  checkMayChange(user, target);
  if (move.version !== source.version) throw staleItem(source.version, source.updatedAt);
  const order = source.body.questions ?? [];
  const question = order.includes(questionId) ? await loadItem(db, questionId) : null;
  if (!isOfKind(question, 'questions')) throw notFound(message('questionNotFound'));
  const save = async (item: ContentItem, body: Record<string, unknown>) => {
    const saved = await updateItem(db, item.id, item.version, { ...item, body }, now);
    if (!saved) throw staleItem(item.version, item.updatedAt);
  };
  let moved = question.id;
  if (move.copy) {
    moved = newId();
    await insertItems(
      db,
      [
        {
          id: moved,
          kind: 'questions',
          variant: null,
          communityId: target.communityId,
          language: target.language,
          title: question.title,
          draft: false,
          core: target.core,
          authorId: user._id,
          body: { ...question.body, assessment: target.id },
          translations: question.translations,
        },
      ],
      now,
    );
  } else {
    await save(question, { ...question.body, assessment: target.id });
    await save(source, { ...source.body, questions: order.filter((id) => id !== question.id) });
  }
  await save(target, { ...target.body, questions: [...(target.body.questions ?? []), moved] });
  return moved;
};
