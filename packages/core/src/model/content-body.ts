// What the `content` table's JSON body holds for each kind (ARCHITECTURE.md "Data"), typed from each kind's
// entity schema: the entity less the row's own fields (ContentMeta) and what readers are given beside it
// (a learner's tracker, an editor's counts). Lists of parts that are rows of their own (an assessment's
// questions, a brick's steps) are stored as their ids. Every field may be missing (older rows, filled in with
// `newContentBody` where they are read for an editor), and a body may hold keys no schema names.
import type { Assessment, Question } from './assessment.ts';
import type { Brick } from './brick.ts';
import type { Challenge } from './challenge.ts';
import { CONTENT_KINDS, type ContentKind, type ContentMeta } from './content.ts';
import type { Course } from './course.ts';
import type { Link } from './link.ts';
import type { Reference } from './reference.ts';
import type { Topic } from './topic.ts';
import type { Tutorial } from './tutorial.ts';

type Stored<Entity, Omitted extends string = never, Ids extends string = never> = Partial<
  Omit<Entity, keyof ContentMeta | 'tracker' | Omitted | Ids> & { [K in Ids]: string[] }
> &
  Record<string, unknown>;

/** Each content kind's stored body. */
export interface ContentBodies {
  courses: Stored<Course>;
  assessments: Stored<Assessment, 'xpValue' | 'noChallenges' | 'noSlides', 'questions'>;
  questions: Stored<Question, 'version' | 'updatedAt'>;
  bricks: Stored<Brick, 'action', 'bricks'>;
  tutorials: Stored<Tutorial>;
  challenges: Stored<Challenge>;
  topics: Stored<Topic>;
  links: Stored<Link>;
  references: Stored<Reference>;
  faqs: Stored<Reference>;
  definitions: Stored<Reference>;
}

/** The kinds the `content` table holds: the library's, and assessments' questions. */
export type StoredContentKind = keyof ContentBodies;
/** Every content kind but stickers, which have a table of their own. */
export const STORED_CONTENT_KINDS: readonly StoredContentKind[] = CONTENT_KINDS.filter(
  (kind): kind is StoredContentKind => kind !== 'stickers',
);
/** Each stored kind has a body type: a kind added to `CONTENT_KINDS` without one does not compile. */
export type EveryStoredKindHasABody =
  Exclude<ContentKind, 'stickers'> extends StoredContentKind ? true : never;
true satisfies EveryStoredKindHasABody;
