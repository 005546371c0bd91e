// A learner's trackers: one row per user, kind and subject, the kind's fields as JSON in `body`, and how far the
// learner is (0 to 100) promoted to `progress` for the class progress grid.
import { trackerProgress } from '@brickyard/core';
import { PostgresAdapter } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { precompiled, rowsOf } from '../../db/precompiled.ts';
import { newId } from '../../lib/ids.ts';

export const TRACKER_KINDS = ['assessment', 'topic', 'quiz', 'action', 'challenge'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];

/** What the learner's screens need of a tracker. */
export interface TrackerState {
  kind: TrackerKind;
  subjectId: string;
  completed: boolean;
  dateCompleted: string | null;
  body: Record<string, unknown>;
}

export interface TrackerRecord extends TrackerState {
  id: string;
  userId: string;
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

const userTrackersQuery = precompiled((db, userId) =>
  db
    .selectFrom('trackers')
    .select(['kind', 'subject_id', 'completed', 'date_completed', 'body'])
    .where('user_id', '=', userId),
);

const progressStampQuery = precompiled((db, userId) =>
  db.selectFrom('users').select('progress_stamp').where('id', '=', userId),
);

/**
 * The user's progress stamp (migration 0009): it grows with every write to their trackers, so the same stamp
 * read twice means the same trackers. Null for an unknown user.
 */
export const progressStamp = async (db: Conn, userId: string) =>
  (await rowsOf(db, progressStampQuery(db, userId)))[0]?.progress_stamp ?? null;

/**
 * Inside a transaction that will write the user's progress, call this before reading it: on PostgreSQL it
 * locks the user's row until the transaction ends, so two requests of the same learner (an answer sent twice
 * at once) run one after the other and the second reads what the first wrote. SQLite runs one writing
 * transaction at a time already.
 */
export const lockProgress = async (db: Conn, userId: string) => {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
};

/** A tracker whose body is parsed when first read: the course home looks inside only a few kinds. */
class LazyTracker implements TrackerState {
  #parsed: Record<string, unknown> | undefined;
  constructor(
    readonly kind: TrackerKind,
    readonly subjectId: string,
    readonly completed: boolean,
    readonly dateCompleted: string | null,
    private readonly text: string,
  ) {}
  get body() {
    this.#parsed ??= JSON.parse(this.text) as Record<string, unknown>;
    return this.#parsed;
  }
}

/** The user's trackers on any of `subjectIds`, in one query, keyed by `trackerKey`. */
export const loadTrackers = async (db: Conn, userId: string, subjectIds: readonly string[]) => {
  const wanted = new Set(subjectIds);
  const states = new Map<string, TrackerState>();
  if (wanted.size === 0) return states;
  // A learner has a few trackers per item they opened: reading them all by the (user, kind, subject) key and
  // keeping the wanted ones is cheaper than a long `in` list, and the query text stays the same.
  const rows = await rowsOf(db, userTrackersQuery(db, userId));
  for (const row of rows) {
    if (!wanted.has(row.subject_id)) continue;
    states.set(
      trackerKey(row.kind as TrackerKind, row.subject_id),
      new LazyTracker(
        row.kind as TrackerKind,
        row.subject_id,
        row.completed === 1,
        row.date_completed,
        row.body,
      ),
    );
  }
  return states;
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
  /** Assessments: how many questions it has, for its progress. */
  questionCount?: number;
}

/** Creates or replaces trackers, keyed on (user, kind, subject); one statement per tracker. */
export const saveTrackers = async (db: Conn, writes: readonly TrackerWrite[], now: string) => {
  for (const write of writes) {
    const progress = trackerProgress(write.kind, write.completed, write.body, write.questionCount);
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
        progress,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'subject_id']).doUpdateSet({
          completed: write.completed ? 1 : 0,
          date_completed: write.dateCompleted,
          body: JSON.stringify(write.body),
          progress,
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
