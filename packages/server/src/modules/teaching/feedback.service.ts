// A learner's feedback (issue 18, "Marking next to the work"): the stickers, comments and xp their teachers gave
// on each piece of work, shown on the work itself, and what they have not seen yet (the navbar's badge). Read by
// the learner, their classes' teachers and instructors, and admins; marked as seen by the learner alone.
import {
  FEEDBACK_SEEN_FORBIDDEN,
  type FeedbackList,
  type ItemFeedback,
  isNewFeedback,
  type Locale,
  type MarkingKind,
  markingXp,
  message,
  NO_FEEDBACK,
  type User,
  type WorkFeedback,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type ContentItem, loadContents, titleIn } from '../content/content.store.ts';
import { readableId } from '../learn/progress.service.ts';
import { loadUser } from '../users/users.store.ts';
import { courseHolding } from './marking.service.ts';
import {
  loadMarking,
  markingComments,
  markingStickers,
  setMarkingSeen,
  studentClassCourses,
  studentCommentCounts,
  studentMarkingStickers,
  studentMarkings,
  unseenFeedbackCount,
} from './marking.store.ts';

/** The learner behind `me` or an id, when the caller may read their feedback and they exist. */
export const feedbackReader = async (db: Conn, user: User, param: string, refusal: string) => {
  const id = await readableId(db, user, param, refusal);
  const student = id === user._id ? user : await loadUser(db, id);
  if (!student) throw notFound(message('userNotFound'));
  return student;
};

/** `GET /api/users/{id}/feedback`: every piece of marked work, the newest feedback first. */
export const feedbackList = async (
  db: Conn,
  caches: Caches,
  student: User,
  locale: Locale,
): Promise<FeedbackList> => {
  const markings = await studentMarkings(db, student._id);
  if (markings.length === 0) return { items: [], unseen: 0, xp: student.xp };
  const contentIds = markings.filter((m) => m.kind !== 'project').map((m) => m.subjectId);
  const projectIds = markings.filter((m) => m.kind === 'project').map((m) => m.subjectId);
  const classCourses = await studentClassCourses(db, student._id);
  // The current course first: the learner's pages open items there without naming a course.
  const courseOrder = [
    ...new Set([...(student.current_course ? [student.current_course] : []), ...classCourses]),
  ];
  const [stickers, comments, contents, courses, projects] = await Promise.all([
    studentMarkingStickers(db, student._id),
    studentCommentCounts(db, student._id),
    loadContents(db, caches.content, contentIds),
    loadContents(db, caches.content, courseOrder),
    projectIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute(),
  ]);
  const projectNames = new Map(projects.map((p) => [p.id, p.name]));
  const titleOf = (kind: MarkingKind, id: string, content: ContentItem | undefined) =>
    kind === 'project' ? (projectNames.get(id) ?? '') : content ? titleIn(content, locale) : '';

  const items: WorkFeedback[] = markings
    .map((marking) => {
      const content = contents.get(marking.subjectId);
      return {
        kind: marking.kind,
        item: { _id: marking.subjectId, title: titleOf(marking.kind, marking.subjectId, content) },
        course:
          marking.kind === 'project'
            ? null
            : courseHolding(courses, courseOrder, marking.kind, marking.subjectId),
        teacherAssessment: marking.teacherAssessment,
        xpAwarded: marking.xpAwarded,
        xpValue: markingXp(marking.kind, 'complete'),
        stickers: stickers.get(marking.id) ?? [],
        comments: comments.get(marking.id) ?? 0,
        feedbackAt: marking.feedbackAt,
        isNew: isNewFeedback(marking.feedbackAt, marking.seenAt),
      };
    })
    .sort(
      (a, b) =>
        Number(b.isNew) - Number(a.isNew) ||
        (b.feedbackAt ?? '').localeCompare(a.feedbackAt ?? '') ||
        a.item._id.localeCompare(b.item._id),
    );
  return { items, unseen: items.filter((i) => i.isNew).length, xp: student.xp };
};

/** `GET /api/users/{id}/feedback/{kind}/{itemId}`: what the teachers gave on one piece of work (maybe nothing). */
export const itemFeedback = async (
  db: Conn,
  studentId: string,
  kind: MarkingKind,
  itemId: string,
): Promise<ItemFeedback> => {
  const marking = await loadMarking(db, studentId, kind, itemId);
  const [stickers, comments] = marking
    ? await Promise.all([markingStickers(db, marking.id), markingComments(db, marking.id)])
    : [[], []];
  return {
    kind,
    marked: !!marking?.feedbackAt,
    teacherAssessment: marking?.teacherAssessment ?? 'incomplete',
    xpAwarded: marking?.xpAwarded ?? 0,
    xpValue: markingXp(kind, 'complete'),
    stickers,
    comments: comments.map((c) => ({
      _id: c.id,
      author: { _id: c.authorId, first_name: c.first_name, last_name: c.last_name },
      text: c.text,
      createdAt: c.createdAt,
    })),
    feedbackAt: marking?.feedbackAt ?? null,
    seenAt: marking?.seenAt ?? null,
    isNew: isNewFeedback(marking?.feedbackAt ?? null, marking?.seenAt ?? null),
  };
};

/**
 * `PUT /api/users/{id}/feedback/{kind}/{itemId}/seen`: the learner saw what was given up to `feedbackAt` (the
 * feedback their page showed). Feedback a teacher gives after it stays new. Answers how many stay unseen.
 */
export const markFeedbackSeen = async (
  db: Conn,
  user: User,
  param: string,
  kind: MarkingKind,
  itemId: string,
  feedbackAt: string,
) => {
  const studentId = param === 'me' ? user._id : param;
  if (studentId !== user._id) throw forbidden(FEEDBACK_SEEN_FORBIDDEN);
  return db.transaction().execute(async (trx) => {
    const marking = await loadMarking(trx, studentId, kind, itemId);
    if (!marking?.feedbackAt) throw notFound(NO_FEEDBACK);
    // Never past what was given: a date from the future must not hide feedback still to come.
    const seen = new Date(feedbackAt).toISOString();
    const upTo = seen < marking.feedbackAt ? seen : marking.feedbackAt;
    if (!marking.seenAt || marking.seenAt < upTo) await setMarkingSeen(trx, marking.id, upTo);
    return { unseen: await unseenFeedbackCount(trx, studentId) };
  });
};
