// Publishing a course (issue 18, item 3): the course, and when asked its draft stages and the draft items inside
// them, in one transaction, saying plainly what learners still do not see and why. An item a learner could not
// answer (core/rules/answerable.ts) or that the author may not change stays a draft, and is named.
import {
  courseStages,
  mayChangeItem,
  type PublishCourse,
  type PublishCourseResult,
  stageItemIds,
  type User,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { type ContentItem, loadItems, updateItem } from '../content/content.store.ts';
import { checkMayChange, itemFor, staleItem } from './library-kinds.service.ts';
import { assessmentProblems } from './questions.service.ts';

type Part = PublishCourseResult['published'][number];
type Hidden = PublishCourseResult['hidden'][number];

const partOf = (item: ContentItem): Part => ({ _id: item.id, kind: item.kind, title: item.title });

export const publishCourse = async (
  db: Conn,
  user: User,
  courseId: string,
  request: PublishCourse,
  now: string,
): Promise<Omit<PublishCourseResult, 'course'>> => {
  const course = await itemFor(db, user, 'courses', courseId);
  checkMayChange(user, course);
  if (request.version !== course.version) throw staleItem(course.version, course.updatedAt);
  const published: Part[] = [];
  const hidden: Hidden[] = [];

  const stages = courseStages(course.body).map((stage) => {
    if (stage.draft !== true) return stage;
    const part = { _id: String(stage._id ?? ''), kind: 'stages', title: String(stage.title ?? '') };
    if (!request.drafts) {
      hidden.push({ ...part, reason: 'draft', problems: [] });
      return stage;
    }
    published.push(part);
    return { ...stage, draft: false };
  });

  // The stages' items, and the lessons and boosts of their topics, which learners open from the topic.
  const listed = [...new Set(stages.flatMap(stageItemIds))];
  const items = await loadItems(db, listed);
  const topicParts = items
    .filter((item) => item.kind === 'topics')
    .flatMap((topic) => [topic.body.conceptIntro, topic.body.boost])
    .filter((id): id is string => typeof id === 'string' && !listed.includes(id));
  const all = [...items, ...(await loadItems(db, [...new Set(topicParts)]))];
  const byId = new Map(all.map((item) => [item.id, item]));
  for (const id of [...listed, ...topicParts]) {
    const item = byId.get(id);
    if (!item || (!item.draft && !item.archived)) continue;
    byId.delete(id);
    const part = partOf(item);
    if (item.archived) hidden.push({ ...part, reason: 'archived', problems: [] });
    else if (!request.drafts) hidden.push({ ...part, reason: 'draft', problems: [] });
    else if (!mayChangeItem(user, item.communityId, item.authorId))
      hidden.push({ ...part, reason: 'notYours', problems: [] });
    else {
      const problems = item.kind === 'assessments' ? await assessmentProblems(db, item) : [];
      if (problems.length > 0)
        hidden.push({ ...part, reason: 'unanswerable', problems: problems.map((p) => p.message) });
      else {
        if (!(await updateItem(db, item.id, item.version, { ...item, draft: false }, now)))
          throw new Error(`Content ${item.id} changed while its course was published`);
        published.push(part);
      }
    }
  }

  const saved = await updateItem(
    db,
    course.id,
    course.version,
    { ...course, draft: false, body: { ...course.body, stages } },
    now,
  );
  if (!saved) throw staleItem(course.version + 1, now);
  return { published, hidden };
};
