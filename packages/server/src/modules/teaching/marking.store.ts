// All SQL about markings: a teacher's marks on one student's tutorial, challenge or project, with the stickers
// awarded on it and the comments written.
import type { MarkingComment, MarkingKind, TeacherAssessment } from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { newId } from '../../lib/ids.ts';
import { S_COLUMNS, toSticker } from './stickers.store.ts';

export interface MarkingRecord {
  id: string;
  teacherAssessment: TeacherAssessment;
  /** Step id → the date the teacher marked it complete. */
  steps: Record<string, string>;
  xpAwarded: number;
  version: number;
  updatedAt: string;
  /** When a teacher last gave the student something here; null when nothing yet. */
  feedbackAt: string | null;
  /** When the student last looked at it. */
  seenAt: string | null;
}

const MARKING_COLUMNS = [
  'id',
  'teacher_assessment',
  'steps',
  'xp_awarded',
  'version',
  'updated_at',
  'feedback_at',
  'seen_at',
] as const;

const toMarking = (row: {
  id: string;
  teacher_assessment: string;
  steps: string;
  xp_awarded: number | string;
  version: number | string;
  updated_at: string;
  feedback_at: string | null;
  seen_at: string | null;
}): MarkingRecord => ({
  id: row.id,
  teacherAssessment: row.teacher_assessment as TeacherAssessment,
  steps: JSON.parse(row.steps) as Record<string, string>,
  xpAwarded: Number(row.xp_awarded),
  version: Number(row.version),
  updatedAt: row.updated_at,
  feedbackAt: row.feedback_at,
  seenAt: row.seen_at,
});

export const loadMarking = async (
  db: Conn,
  studentId: string,
  kind: MarkingKind,
  subjectId: string,
): Promise<MarkingRecord | null> => {
  const row = await db
    .selectFrom('markings')
    .select(MARKING_COLUMNS)
    .where('student_id', '=', studentId)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row ? toMarking(row) : null;
};

export interface MarkingWrite {
  teacherAssessment: TeacherAssessment;
  steps: Record<string, string>;
  xpAwarded: number;
  /** The time of this save when it gives the student something new, else the marking's earlier value. */
  feedbackAt: string | null;
}

/**
 * Creates the marking, or updates it when it is still at the version read. Returns its id, or null when someone
 * else saved it in between (the caller answers 409, and nothing of this save is kept).
 */
export const saveMarking = async (
  db: Conn,
  target: { studentId: string; kind: MarkingKind; subjectId: string },
  before: MarkingRecord | null,
  write: MarkingWrite,
  by: string,
  now: string,
): Promise<string | null> => {
  if (!before) {
    const id = newId();
    const inserted = await db
      .insertInto('markings')
      .values({
        id,
        student_id: target.studentId,
        kind: target.kind,
        subject_id: target.subjectId,
        teacher_assessment: write.teacherAssessment,
        steps: JSON.stringify(write.steps),
        xp_awarded: write.xpAwarded,
        version: 1,
        updated_by: by,
        created_at: now,
        updated_at: now,
        feedback_at: write.feedbackAt,
        seen_at: null,
      })
      .onConflict((oc) => oc.columns(['student_id', 'kind', 'subject_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
  }
  const updated = await db
    .updateTable('markings')
    .set({
      teacher_assessment: write.teacherAssessment,
      steps: JSON.stringify(write.steps),
      xp_awarded: write.xpAwarded,
      version: before.version + 1,
      updated_by: by,
      updated_at: now,
      feedback_at: write.feedbackAt,
    })
    .where('id', '=', before.id)
    .where('version', '=', before.version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? before.id : null;
};

/** The stickers awarded on a marking, in the order they were given. */
export const markingStickers = async (db: Conn, markingId: string) =>
  (
    await db
      .selectFrom('marking_stickers as ms')
      .innerJoin('stickers as s', 's.id', 'ms.sticker_id')
      .select(S_COLUMNS)
      .where('ms.marking_id', '=', markingId)
      .orderBy('ms.awarded_at')
      .orderBy('s.id')
      .execute()
  ).map(toSticker);

/** Makes the marking's stickers exactly `stickerIds`: removes the others, adds the new ones. */
export const setMarkingStickers = async (
  db: Conn,
  markingId: string,
  current: readonly string[],
  wanted: readonly string[],
  by: string,
  now: string,
) => {
  const keep = new Set(wanted);
  const removed = current.filter((id) => !keep.has(id));
  const added = [...keep].filter((id) => !current.includes(id));
  if (removed.length > 0)
    await db
      .deleteFrom('marking_stickers')
      .where('marking_id', '=', markingId)
      .where('sticker_id', 'in', removed)
      .execute();
  if (added.length > 0)
    await db
      .insertInto('marking_stickers')
      .values(
        added.map((stickerId) => ({
          marking_id: markingId,
          sticker_id: stickerId,
          awarded_by: by,
          awarded_at: now,
        })),
      )
      .execute();
};

export interface CommentRow {
  id: string;
  authorId: string;
  first_name: string;
  last_name: string;
  text: string;
  createdAt: string;
}

export const markingComments = async (db: Conn, markingId: string): Promise<CommentRow[]> =>
  (
    await db
      .selectFrom('marking_comments as c')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .select(['c.id', 'c.author_id', 'u.first_name', 'u.last_name', 'c.text', 'c.created_at'])
      .where('c.marking_id', '=', markingId)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute()
  ).map((row) => ({
    id: row.id,
    authorId: row.author_id,
    first_name: row.first_name,
    last_name: row.last_name,
    text: row.text,
    createdAt: row.created_at,
  }));

export const toComment = (row: CommentRow, canRemove: boolean): MarkingComment => ({
  _id: row.id,
  author: { _id: row.authorId, first_name: row.first_name, last_name: row.last_name },
  text: row.text,
  createdAt: row.createdAt,
  canRemove,
});

export const addComments = async (
  db: Conn,
  markingId: string,
  texts: readonly string[],
  authorId: string,
  now: string,
) => {
  if (texts.length === 0) return;
  // Comments added together keep their order: each a millisecond after the one before.
  const base = Date.parse(now);
  await db
    .insertInto('marking_comments')
    .values(
      texts.map((text, index) => ({
        id: newId(),
        marking_id: markingId,
        author_id: authorId,
        text,
        created_at: new Date(base + index).toISOString(),
      })),
    )
    .execute();
};

export const removeComments = async (db: Conn, markingId: string, ids: readonly string[]) => {
  if (ids.length === 0) return;
  await db
    .deleteFrom('marking_comments')
    .where('marking_id', '=', markingId)
    .where('id', 'in', ids)
    .execute();
};

/** Every marking of the students of a class, without their bodies: the progress grid's teacher assessments. */
export const classMarkings = async (db: Conn, classId: string) =>
  db
    .selectFrom('markings as m')
    .innerJoin('class_members as cm', 'cm.user_id', 'm.student_id')
    .select(['m.student_id', 'm.kind', 'm.subject_id', 'm.teacher_assessment'])
    .where('cm.class_id', '=', classId)
    .where('cm.role', '=', 'student')
    .where('m.kind', 'in', ['tutorial', 'challenge'])
    .execute();

/** The stickers a student received, grouped, most received first. */
export const studentBadges = async (db: Conn, studentId: string) =>
  (
    await db
      .selectFrom('marking_stickers as ms')
      .innerJoin('markings as m', 'm.id', 'ms.marking_id')
      .innerJoin('stickers as s', 's.id', 'ms.sticker_id')
      .select((eb) => [
        ...S_COLUMNS,
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('ms.awarded_at').as('last'),
      ])
      .where('m.student_id', '=', studentId)
      .groupBy(S_COLUMNS)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('last', 'desc')
      .execute()
  ).map((row) => ({ sticker: toSticker(row), count: Number(row.count), lastAwardedAt: row.last }));

/** How many stickers a student has received (the stickersEarned achievement). */
export const stickerCount = async (db: Conn, studentId: string) => {
  const row = await db
    .selectFrom('marking_stickers as ms')
    .innerJoin('markings as m', 'm.id', 'ms.marking_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('m.student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The latest comments on a student's work, newest first, with what they were about. */
export const latestFeedback = async (db: Conn, studentId: string, limit: number) =>
  db
    .selectFrom('marking_comments as c')
    .innerJoin('markings as m', 'm.id', 'c.marking_id')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      'c.text',
      'c.created_at',
      'm.kind',
      'm.subject_id',
      'u.id as author_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('m.student_id', '=', studentId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

// ---- A student's feedback ------------------------------------------------------------------------------

export interface StudentMarkingRow {
  id: string;
  kind: MarkingKind;
  subjectId: string;
  teacherAssessment: TeacherAssessment;
  xpAwarded: number;
  feedbackAt: string;
  seenAt: string | null;
}

/** Every marking of a student that has given them something (steps, stickers or comments), at any time. */
export const studentMarkings = async (db: Conn, studentId: string): Promise<StudentMarkingRow[]> =>
  (
    await db
      .selectFrom('markings')
      .select(['id', 'kind', 'subject_id', 'teacher_assessment', 'xp_awarded', 'feedback_at', 'seen_at'])
      .where('student_id', '=', studentId)
      .where('feedback_at', 'is not', null)
      .execute()
  ).map((row) => ({
    id: row.id,
    kind: row.kind as MarkingKind,
    subjectId: row.subject_id,
    teacherAssessment: row.teacher_assessment as TeacherAssessment,
    xpAwarded: Number(row.xp_awarded),
    feedbackAt: row.feedback_at as string,
    seenAt: row.seen_at,
  }));

/** The stickers on each of a student's markings (marking id → stickers, in the order given). */
export const studentMarkingStickers = async (db: Conn, studentId: string) => {
  const rows = await db
    .selectFrom('marking_stickers as ms')
    .innerJoin('markings as m', 'm.id', 'ms.marking_id')
    .innerJoin('stickers as s', 's.id', 'ms.sticker_id')
    .select(['ms.marking_id', ...S_COLUMNS])
    .where('m.student_id', '=', studentId)
    .orderBy('ms.awarded_at')
    .orderBy('s.id')
    .execute();
  const byMarking = new Map<string, ReturnType<typeof toSticker>[]>();
  for (const row of rows) {
    const list = byMarking.get(row.marking_id) ?? [];
    list.push(toSticker(row));
    byMarking.set(row.marking_id, list);
  }
  return byMarking;
};

/** How many comments each of a student's markings holds. */
export const studentCommentCounts = async (db: Conn, studentId: string) =>
  new Map(
    (
      await db
        .selectFrom('marking_comments as c')
        .innerJoin('markings as m', 'm.id', 'c.marking_id')
        .select((eb) => ['c.marking_id', eb.fn.countAll<number | string>().as('n')])
        .where('m.student_id', '=', studentId)
        .groupBy('c.marking_id')
        .execute()
    ).map((row) => [row.marking_id, Number(row.n)] as const),
  );

/** Records that the student saw the marking's feedback up to `seenAt`. */
export const setMarkingSeen = async (db: Conn, markingId: string, seenAt: string) => {
  await db.updateTable('markings').set({ seen_at: seenAt }).where('id', '=', markingId).execute();
};

/** How many of a student's markings hold feedback they have not seen (core `isNewFeedback`, in SQL). */
export const unseenFeedbackCount = async (db: Conn, studentId: string) => {
  const row = await db
    .selectFrom('markings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('student_id', '=', studentId)
    .where('feedback_at', 'is not', null)
    .where((eb) => eb.or([eb('seen_at', 'is', null), eb('seen_at', '<', eb.ref('feedback_at'))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The courses of the classes a student is in, in each class's order. */
export const studentClassCourses = async (db: Conn, studentId: string) =>
  (
    await db
      .selectFrom('class_members as cm')
      .innerJoin('classes as c', 'c.id', 'cm.class_id')
      .innerJoin('class_courses as cc', 'cc.class_id', 'cm.class_id')
      .select(['cc.course_id'])
      .where('cm.user_id', '=', studentId)
      .where('cm.role', '=', 'student')
      .where('c.archived', '=', 0)
      .orderBy('c.created_at')
      .orderBy('cc.position')
      .execute()
  ).map((row) => row.course_id);
