// A learner's trackers: one row per user, kind and subject, the kind's fields as JSON in `body`.
import { newId } from '../../lib/ids.ts';
import type { Conn } from '../users/users.store.ts';

export const TRACKER_KINDS = ['assessment', 'topic', 'quiz', 'action', 'challenge'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];

export interface TrackerRecord {
  id: string;
  userId: string;
  kind: TrackerKind;
  subjectId: string;
  completed: boolean;
  dateCompleted: string | null;
  body: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

type Row = {
  id: string;
  user_id: string;
  kind: string;
  subject_id: string;
  completed: number;
  date_completed: string | null;
  body: string;
  created_at: string;
  updated_at: string;
};

const toRecord = (row: Row): TrackerRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind as TrackerKind,
  subjectId: row.subject_id,
  completed: row.completed === 1,
  dateCompleted: row.date_completed,
  body: JSON.parse(row.body) as Record<string, unknown>,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Key of a tracker in the maps below. */
export const trackerKey = (kind: TrackerKind, subjectId: string) => `${kind}:${subjectId}`;

/** The user's trackers on any of `subjectIds`, in one query, keyed by `trackerKey`. */
export const loadTrackers = async (db: Conn, userId: string, subjectIds: readonly string[]) => {
  const unique = [...new Set(subjectIds)];
  if (unique.length === 0) return new Map<string, TrackerRecord>();
  const rows = await db
    .selectFrom('trackers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('subject_id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [trackerKey(row.kind as TrackerKind, row.subject_id), toRecord(row)]));
};

/** Every tracker of a user (for the profile and the teacher's view), oldest first. */
export const listTrackers = async (db: Conn, userId: string) =>
  (
    await db
      .selectFrom('trackers')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map(toRecord);

export interface TrackerWrite {
  userId: string;
  kind: TrackerKind;
  subjectId: string;
  completed: boolean;
  dateCompleted: string | null;
  body: Record<string, unknown>;
}

/** Creates or replaces trackers, keyed on (user, kind, subject); one statement per tracker. */
export const saveTrackers = async (db: Conn, writes: readonly TrackerWrite[], now: string) => {
  for (const write of writes) {
    await db
      .insertInto('trackers')
      .values({
        id: newId(),
        user_id: write.userId,
        kind: write.kind,
        subject_id: write.subjectId,
        completed: write.completed ? 1 : 0,
        date_completed: write.dateCompleted,
        body: JSON.stringify(write.body),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'subject_id']).doUpdateSet({
          completed: write.completed ? 1 : 0,
          date_completed: write.dateCompleted,
          body: JSON.stringify(write.body),
          updated_at: now,
        }),
      )
      .execute();
  }
};

/** Completed trackers of a user by kind (and, for assessments, by assessment type), for achievements. */
export const completedCounts = async (db: Conn, userId: string) => {
  const rows = await db
    .selectFrom('trackers')
    .select(['kind', 'body'])
    .where('user_id', '=', userId)
    .where('completed', '=', 1)
    .where('kind', 'in', ['assessment', 'challenge', 'action'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, body: JSON.parse(row.body) as Record<string, unknown> }));
};
