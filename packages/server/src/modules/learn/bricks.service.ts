// The tutorial (brick) viewer (learner-teacher.md §4 "Brick"): a project brick's tree with the learner's
// actions; opening a sub-step marks it started; "Got It!" completes it with the siblings the core rule
// names, and progress aggregates up to the step and the project. One query per tree level, one for actions.
import {
  type Award,
  BRICK_NOT_IN_TUTORIAL,
  BRICK_NOT_STARTED,
  type BrickEventResult,
  bricksCompletedWith,
  canPreview,
  type Hint,
  hasAuthoringRole,
  type LearnerAction,
  type LearnerBrick,
  type LearnerTutorial,
  type Locale,
  localize,
  message,
  type Piece,
  PREVIEW_SAVES_NOTHING,
  solutionsOf,
  type User,
  withoutAuthorOnly,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { type ContentItem, loadContents } from '../content/content.store.ts';
import { addXp } from '../users/users.store.ts';
import { awardAchievements } from './achievements.service.ts';
import { openCourseItem } from './course-home.service.ts';
import {
  loadTrackers,
  saveTrackers,
  type TrackerState,
  type TrackerWrite,
  trackerKey,
} from './trackers.store.ts';

// The words are shared with the web, which says them in the reader's language.
export { PREVIEW_SAVES_NOTHING };

/** Deeper than any tutorial needs (project, step, sub-step), and a stop against a loop in bad data. */
const MAX_DEPTH = 6;

export const NOT_A_TUTORIAL = message('notATutorial');

interface Options {
  courseId?: string | null;
  preview?: boolean;
  locale?: Locale;
}

interface Node {
  record: ContentItem;
  parent: Node | null;
  children: Node[];
}

const childIds = (record: ContentItem) =>
  Array.isArray(record.body.bricks)
    ? (record.body.bricks as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];

/** Solutions and instructor-only bricks are for teachers, instructors, admins and authors. */
const seesSolutions = (user: User) => canPreview(user) || hasAuthoringRole(user);

const visibleTo = (record: ContentItem, user: User, preview: boolean) => {
  if (!preview && (record.draft || record.archived)) return false;
  const audience = record.body.audience;
  return audience === undefined || audience === 'student' || seesSolutions(user);
};

/** Loads the tree under `root`, one query per level. */
const loadTree = async (db: Conn, caches: Caches, root: ContentItem, user: User, preview: boolean) => {
  const top: Node = { record: root, parent: null, children: [] };
  const all = new Map<string, Node>([[root.id, top]]);
  let level = [top];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const wanted = level.flatMap((node) => childIds(node.record)).filter((id) => !all.has(id));
    const rows = await loadContents(db, caches.content, wanted);
    const next: Node[] = [];
    for (const node of level) {
      for (const id of childIds(node.record)) {
        const record = rows.get(id);
        if (record?.kind !== 'bricks' || all.has(id) || !visibleTo(record, user, preview)) continue;
        const child: Node = { record, parent: node, children: [] };
        node.children.push(child);
        all.set(id, child);
        next.push(child);
      }
    }
    level = next;
  }
  return { top, all };
};

const actionOf = (tracker: TrackerState | undefined): LearnerAction | null =>
  tracker
    ? {
        started: tracker.body.started === true,
        opened: tracker.body.opened === true,
        completed: tracker.completed,
        current_progress:
          typeof tracker.body.current_progress === 'number' ? tracker.body.current_progress : 0,
        date_completed: tracker.dateCompleted,
      }
    : null;

const openTutorial = async (db: Conn, caches: Caches, user: User, projectId: string, options: Options) => {
  const opened = await openCourseItem(db, caches, user, projectId, options);
  if (opened.located.item.kind !== 'bricks' || opened.located.topicPart) throw badRequest(NOT_A_TUTORIAL);
  const root = opened.items.get(projectId)!;
  const preview = opened.home.preview;
  const tree = await loadTree(db, caches, root, user, preview);
  const actions = await loadTrackers(db, user._id, [...tree.all.keys()]);
  return { preview, tree, actions };
};

const toLearner = (
  node: Node,
  user: User,
  actions: Map<string, TrackerState>,
  locale: Locale,
): LearnerBrick => {
  const body = localize(node.record.body, node.record.translations, locale) as Record<string, unknown>;
  const pieces = (Array.isArray(body.pieces) ? body.pieces : []) as Piece[];
  const hints = (Array.isArray(body.hints) ? body.hints : []) as Hint[];
  const solutions = seesSolutions(user);
  const solution = solutions ? solutionsOf(pieces).join('\n\n') : '';
  return {
    _id: node.record.id,
    title: String(body.title ?? node.record.title),
    pieces: solutions ? pieces : withoutAuthorOnly(pieces),
    instructions: typeof body.instructions === 'string' ? body.instructions : '',
    hints: solutions ? hints : withoutAuthorOnly(hints),
    checkmark: (body.interactions as { checkmark?: unknown } | undefined)?.checkmark === true,
    solution: solution || null,
    action: actionOf(actions.get(trackerKey('action', node.record.id))),
    bricks: node.children.map((child) => toLearner(child, user, actions, locale)),
  };
};

/** `GET /api/learn/bricks/{project}`. */
export const viewTutorial = async (
  db: Conn,
  caches: Caches,
  user: User,
  projectId: string,
  options: Options,
): Promise<LearnerTutorial> => {
  const { preview, tree, actions } = await openTutorial(db, caches, user, projectId, options);
  return {
    project: toLearner(tree.top, user, actions, options.locale ?? user.locale),
    preview,
    canSeeSolutions: seesSolutions(user),
  };
};

const leavesUnder = (node: Node): Node[] =>
  node.children.length === 0 ? [node] : node.children.flatMap(leavesUnder);

/** Applies `changes` (brick id → new action fields) and re-aggregates every ancestor of the changed bricks. */
const aggregate = (
  changed: Map<string, { completed: boolean; dateCompleted: string | null; body: Record<string, unknown> }>,
  start: Node,
  actions: Map<string, TrackerState>,
  now: string,
) => {
  const isDone = (node: Node) =>
    changed.get(node.record.id)?.completed ??
    actions.get(trackerKey('action', node.record.id))?.completed ??
    false;
  for (let node = start.parent; node; node = node.parent) {
    const leaves = leavesUnder(node);
    const complete = leaves.filter(isDone).length;
    const progress = Math.round((complete / leaves.length) * 1000) / 10;
    const before = actions.get(trackerKey('action', node.record.id));
    const all = complete === leaves.length;
    changed.set(node.record.id, {
      completed: all,
      dateCompleted: all ? (before?.dateCompleted ?? now) : null,
      body: {
        ...(before?.body ?? {}),
        project: node.parent ? rootOf(node).record.id : null,
        started: true,
        opened: before?.body.opened === true,
        current_progress: progress,
        status: all ? 'completed' : 'started',
      },
    });
  }
};

const rootOf = (node: Node): Node => (node.parent ? rootOf(node.parent) : node);

const writesOf = (
  user: User,
  changed: Map<string, { completed: boolean; dateCompleted: string | null; body: Record<string, unknown> }>,
): TrackerWrite[] =>
  [...changed.entries()].map(([subjectId, change]) => ({
    userId: user._id,
    kind: 'action',
    subjectId,
    completed: change.completed,
    dateCompleted: change.dateCompleted,
    body: change.body,
  }));

const resultOf = (
  actions: Map<string, TrackerState>,
  changed: Map<string, { completed: boolean; dateCompleted: string | null; body: Record<string, unknown> }>,
  root: Node,
  awards: Award[],
  xpAwarded = 0,
): BrickEventResult => {
  const merged: Record<string, LearnerAction> = {};
  for (const [key, tracker] of actions) merged[key.slice('action:'.length)] = actionOf(tracker)!;
  for (const [id, change] of changed)
    merged[id] = actionOf({
      kind: 'action',
      subjectId: id,
      completed: change.completed,
      dateCompleted: change.dateCompleted,
      body: change.body,
    })!;
  return { actions: merged, finished: merged[root.record.id]?.completed === true, awards, xpAwarded };
};

/**
 * The xp an event earns (authoring.md §3 Brick "autoMarked, xp"): each Auto Marked step it completes for the
 * first time gives its xp, a step whose sub-steps are all done included. A step completed before gives nothing
 * again, so going back through a tutorial never earns twice.
 */
const autoMarkedXp = (
  all: Map<string, Node>,
  actions: Map<string, TrackerState>,
  changed: Map<string, { completed: boolean }>,
) => {
  let xp = 0;
  for (const [id, change] of changed) {
    const body = all.get(id)?.record.body;
    if (!change.completed || actions.get(trackerKey('action', id))?.completed === true) continue;
    if (body?.autoMarked === true && typeof body.xp === 'number' && body.xp > 0) xp += body.xp;
  }
  return xp;
};

const findBrick = (all: Map<string, Node>, brickId: string) => {
  const node = all.get(brickId);
  if (!node || node.children.length > 0)
    throw badRequest(BRICK_NOT_IN_TUTORIAL, [{ path: 'brick', message: BRICK_NOT_IN_TUTORIAL }]);
  return node;
};

/** `POST /api/learn/bricks/{project}/open`: the learner opened a sub-step (not in preview). */
export const openBrick = async (
  db: Conn,
  caches: Caches,
  user: User,
  projectId: string,
  brickId: string,
  options: Options,
) =>
  db.transaction().execute(async (trx) => {
    const { preview, tree, actions } = await openTutorial(trx, caches, user, projectId, options);
    const node = findBrick(tree.all, brickId);
    if (preview) throw forbidden(PREVIEW_SAVES_NOTHING);
    const now = nowIso();
    const changed = new Map<
      string,
      { completed: boolean; dateCompleted: string | null; body: Record<string, unknown> }
    >();
    const before = actions.get(trackerKey('action', brickId));
    changed.set(brickId, {
      completed: before?.completed ?? false,
      dateCompleted: before?.dateCompleted ?? null,
      body: {
        ...(before?.body ?? {}),
        project: projectId,
        started: true,
        opened: true,
        current_progress: before?.completed ? 100 : 0,
        status: before?.completed ? 'completed' : 'started',
      },
    });
    aggregate(changed, node, actions, now);
    await saveTrackers(trx, writesOf(user, changed), now);
    return resultOf(actions, changed, tree.top, []);
  });

/** `POST /api/learn/bricks/{project}/complete`: "Got It!" on a sub-step that was opened. */
export const completeBrick = async (
  db: Conn,
  caches: Caches,
  user: User,
  projectId: string,
  brickId: string,
  options: Options,
) =>
  db.transaction().execute(async (trx) => {
    const { preview, tree, actions } = await openTutorial(trx, caches, user, projectId, options);
    const node = findBrick(tree.all, brickId);
    if (preview) throw forbidden(PREVIEW_SAVES_NOTHING);
    if (!actions.get(trackerKey('action', brickId))?.body.started)
      throw badRequest(BRICK_NOT_STARTED, [{ path: 'brick', message: BRICK_NOT_STARTED }]);
    const wasFinished = actions.get(trackerKey('action', projectId))?.completed === true;
    const now = nowIso();
    const siblings = node.parent!.children;
    const ids = bricksCompletedWith(
      siblings.map((s) => ({
        _id: s.record.id,
        checkmark: (s.record.body.interactions as { checkmark?: unknown } | undefined)?.checkmark === true,
        hasChildren: s.children.length > 0,
      })),
      siblings.indexOf(node),
    );
    const changed = new Map<
      string,
      { completed: boolean; dateCompleted: string | null; body: Record<string, unknown> }
    >();
    for (const id of ids) {
      const before = actions.get(trackerKey('action', id));
      changed.set(id, {
        completed: true,
        dateCompleted: before?.dateCompleted ?? now,
        body: {
          ...(before?.body ?? {}),
          project: projectId,
          started: true,
          opened: before?.body.opened === true || id === brickId,
          current_progress: 100,
          status: 'completed',
        },
      });
    }
    aggregate(changed, node, actions, now);
    await saveTrackers(trx, writesOf(user, changed), now);
    const xp = autoMarkedXp(tree.all, actions, changed);
    if (xp > 0) await addXp(trx, user._id, xp, now);
    const finished = changed.get(projectId)?.completed === true;
    const awards = finished && !wasFinished ? await awardAchievements(trx, user._id, now) : [];
    return resultOf(actions, changed, tree.top, awards, xp);
  });

/** `POST /api/learn/bricks/{project}/reports`: a learner reports a problem with a step. */
export const reportProblem = async (
  db: Conn,
  caches: Caches,
  user: User,
  projectId: string,
  input: { brick: string; text: string },
  options: Options,
) => {
  const { tree } = await openTutorial(db, caches, user, projectId, options);
  if (!tree.all.has(input.brick))
    throw badRequest(BRICK_NOT_IN_TUTORIAL, [{ path: 'brick', message: BRICK_NOT_IN_TUTORIAL }]);
  const report = {
    id: newId(),
    brick_id: input.brick,
    tutorial_id: projectId,
    user_id: user._id,
    text: input.text,
    resolved: 0,
    created_at: nowIso(),
  };
  await db.insertInto('problem_reports').values(report).execute();
  return {
    _id: report.id,
    brick: report.brick_id,
    user: user._id,
    text: report.text,
    resolved: false,
    createdAt: report.created_at,
  };
};
