// The challenge viewer (learner-teacher.md §4 "Challenge"): the brief and decomposition with the learner's
// ticks (stamped on tick, cleared on untick), one hints panel open at a time, and Complete once all are ticked.
import {
  CHALLENGE_ALREADY_COMPLETE,
  CHALLENGE_ITEM_UNKNOWN,
  CHALLENGE_NOT_ALL_TICKED,
  type ChallengeProgressResult,
  type ChallengeTrackerUpdate,
  type Hint,
  type LearnerChallenge,
  type Locale,
  localize,
  message,
  type Piece,
  type User,
  withoutAuthorOnly,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import type { ContentItem } from '../content/content.store.ts';
import { awardAchievements } from './achievements.service.ts';
import { PREVIEW_SAVES_NOTHING } from './bricks.service.ts';
import { openCourseItem } from './course-home.service.ts';
import { saveTrackers, type TrackerState, trackerKey } from './trackers.store.ts';

export const NOT_A_CHALLENGE = message('notAChallenge');

interface Options {
  courseId?: string | null;
  preview?: boolean;
  locale?: Locale;
}

interface ItemState {
  item: string;
  completed: boolean;
  dateCompleted: string | null;
  hintsShowing: boolean;
  teacherMarkedComplete: boolean;
  dateTeacherMarkedComplete: string | null;
}

interface DecompositionBody {
  _id: string;
  text: string;
  pieces?: Piece[];
  hints?: Hint[];
}

const decompositionOf = (body: Record<string, unknown>) =>
  (Array.isArray(body.decomposition) ? body.decomposition : []) as DecompositionBody[];

const statesOf = (challenge: ContentItem, tracker: TrackerState | undefined): ItemState[] => {
  const saved = new Map(
    ((tracker?.body.decomposition ?? []) as ItemState[]).map((state) => [state.item, state] as const),
  );
  return decompositionOf(challenge.body).map(
    (item) =>
      saved.get(item._id) ?? {
        item: item._id,
        completed: false,
        dateCompleted: null,
        hintsShowing: false,
        teacherMarkedComplete: false,
        dateTeacherMarkedComplete: null,
      },
  );
};

const openChallenge = async (db: Conn, caches: Caches, user: User, challengeId: string, options: Options) => {
  const opened = await openCourseItem(db, caches, user, challengeId, options);
  if (opened.located.item.kind !== 'challenges') throw badRequest(NOT_A_CHALLENGE);
  const challenge = opened.items.get(challengeId)!;
  const tracker = opened.trackers.get(trackerKey('challenge', challengeId));
  return { preview: opened.home.preview, challenge, tracker };
};

const view = (
  challenge: ContentItem,
  tracker: TrackerState | undefined,
  states: ItemState[],
  preview: boolean,
  locale: Locale,
): LearnerChallenge => {
  const body = localize(challenge.body, challenge.translations, locale) as Record<string, unknown>;
  const byId = new Map(states.map((s) => [s.item, s]));
  return withoutAuthorOnly({
    _id: challenge.id,
    title: String(body.title ?? challenge.title),
    summary: typeof body.summary === 'string' ? body.summary : '',
    brief: (Array.isArray(body.brief) ? body.brief : []) as Piece[],
    preview,
    completed: tracker?.completed ?? false,
    dateCompleted: tracker?.dateCompleted ?? null,
    decomposition: decompositionOf(body).map((item) => ({
      _id: item._id,
      text: item.text,
      pieces: item.pieces ?? [],
      hints: item.hints ?? [],
      completed: byId.get(item._id)?.completed ?? false,
      dateCompleted: byId.get(item._id)?.dateCompleted ?? null,
      hintsShowing: byId.get(item._id)?.hintsShowing ?? false,
    })),
  });
};

/** `GET /api/learn/challenges/{id}`. */
export const viewChallenge = async (
  db: Conn,
  caches: Caches,
  user: User,
  challengeId: string,
  options: Options,
) => {
  const { preview, challenge, tracker } = await openChallenge(db, caches, user, challengeId, options);
  return view(challenge, tracker, statesOf(challenge, tracker), preview, options.locale ?? user.locale);
};

/** `PUT /api/learn/challenges/{id}/progress`: ticks, hint panels, and completing. */
export const updateChallenge = async (
  db: Conn,
  caches: Caches,
  user: User,
  challengeId: string,
  input: ChallengeTrackerUpdate,
  options: Options,
): Promise<ChallengeProgressResult> =>
  db.transaction().execute(async (trx) => {
    const { preview, challenge, tracker } = await openChallenge(trx, caches, user, challengeId, options);
    if (preview) throw forbidden(PREVIEW_SAVES_NOTHING);
    if (tracker?.completed) throw conflict(CHALLENGE_ALREADY_COMPLETE);
    const now = nowIso();
    const states = statesOf(challenge, tracker);
    const byId = new Map(states.map((s) => [s.item, s]));
    for (const change of input.decomposition ?? []) {
      const state = byId.get(change.item);
      if (!state)
        throw badRequest(CHALLENGE_ITEM_UNKNOWN, [
          { path: 'decomposition', message: CHALLENGE_ITEM_UNKNOWN },
        ]);
      if (change.completed !== undefined && change.completed !== state.completed) {
        state.completed = change.completed;
        state.dateCompleted = change.completed ? now : null;
      }
      if (change.hintsShowing !== undefined) {
        // One hints panel open at a time.
        if (change.hintsShowing) for (const other of states) other.hintsShowing = false;
        state.hintsShowing = change.hintsShowing;
      }
    }
    const completing = input.completed === true;
    if (completing && !states.every((s) => s.completed))
      throw badRequest(CHALLENGE_NOT_ALL_TICKED, [{ path: 'completed', message: CHALLENGE_NOT_ALL_TICKED }]);
    const body = {
      ...(tracker?.body ?? { teacherAssessment: 'incomplete', stickers: [], comments: [], xpAwarded: 0 }),
      decomposition: states,
      completed: completing,
      dateCompleted: completing ? now : null,
    };
    await saveTrackers(
      trx,
      [
        {
          userId: user._id,
          kind: 'challenge',
          subjectId: challengeId,
          completed: completing,
          dateCompleted: completing ? now : null,
          body,
        },
      ],
      now,
    );
    const awards = completing ? await awardAchievements(trx, user._id, now) : [];
    const saved = { completed: completing, dateCompleted: completing ? now : null } as TrackerState;
    return {
      challenge: view(challenge, saved, states, false, options.locale ?? user.locale),
      awards,
    };
  });
