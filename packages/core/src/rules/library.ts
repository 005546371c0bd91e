// Library rules shared by the server (which decides) and the editors (which mirror): who may author where, a
// new item's body, ids for new list entries, and translations kept as the texts that differ from English.
import type { LibraryKind } from '../api/library.ts';
import { COURSE_ADMIN_FIELDS } from '../model/course.ts';
import type { User } from '../model/user.ts';
import { isAdmin } from './roles.ts';
import { overlayTexts } from './translatable.ts';

type Holder = Pick<User, 'roles' | 'learningEnvironments'>;

/** The course editor's admin-only settings: a global admin or an admin of the course's community. */
export const mayChangeAdminSettings = (user: Holder, community: string) =>
  isAdmin(user) || user.learningEnvironments.admin.includes(community);

/** The admin-only course settings an update would change (those sent with their stored value change nothing). */
export const changedAdminSettings = (stored: Record<string, unknown>, update: Record<string, unknown>) =>
  COURSE_ADMIN_FIELDS.filter(
    (field) =>
      field in update && JSON.stringify(update[field] ?? null) !== JSON.stringify(stored[field] ?? null),
  );

const EMPTY_INTERACTIONS = {
  checkmark: false,
  children: false,
  help: true,
  instructions: false,
  hover: false,
  assessment: false,
};

/** Everything a new item of `kind` holds before its author fills it in (its body, without the row's fields). */
export const newContentBody = (
  kind: LibraryKind,
  variant: string | null,
  title: string,
  language: string,
): Record<string, unknown> => {
  const common = { title, language };
  switch (kind) {
    case 'courses':
      return {
        ...common,
        subheading: '',
        description: '',
        thumbnail: null,
        banner: null,
        authorLogo: null,
        collaboratorLogo: null,
        keyStages: ['KS3'],
        levels: ['beginner'],
        durations: [],
        sample: false,
        premium: false,
        private: false,
        assessment: false,
        inDevelopment: false,
        locked: false,
        forum: false,
        debugId: null,
        colour: null,
        price: 0,
        discount: 0,
        pathway: false,
        contentUnlocked: false,
        references: [],
        faqs: [],
        stages: [],
      };
    case 'assessments':
      return {
        ...common,
        type: variant ?? 'quiz',
        subheading: '',
        description: '',
        learningObjectives: '',
        thumbnail: null,
        questions: [],
        // New exams start at a pass mark of 0 (authoring.md §4).
        passMark: variant === 'exam' ? 0 : 50,
        passXp: 0,
        maxXp: 0,
        skillTopicPairs: [],
        duration: null,
        assessmentType: 'auto',
        multipleAttempts: true,
      };
    case 'bricks':
      return {
        ...common,
        parent: null,
        // A tutorial is a project brick; its steps are course bricks (as the demo courses have them).
        purpose: variant === 'step' ? 'course' : 'project',
        pieces: [],
        instructions: '',
        hints: [],
        interactions: { ...EMPTY_INTERACTIONS, children: true },
        starter: null,
        editor: null,
        display: 'list',
        signal: null,
        audience: 'student',
        skillTopicPairs: [],
        thumbnail: null,
        autoMarked: false,
        xp: 0,
        bricks: [],
        prerequisites: [],
      };
    case 'tutorials':
      return {
        ...common,
        subheading: '',
        description: '',
        purpose: 'course',
        thumbnail: null,
        interactions: EMPTY_INTERACTIONS,
        pieces: [],
        steps: [],
        prerequisites: [],
      };
    case 'challenges':
      return {
        ...common,
        subheading: '',
        description: '',
        learningObjectives: '',
        thumbnail: null,
        brief: [],
        summary: '',
        decomposition: [],
        prerequisites: [],
        noRequirements: false,
        starter: null,
        hasCreativeOutput: false,
      };
    case 'topics':
      return {
        ...common,
        description: '',
        thumbnail: null,
        tags: [],
        forTeachers: false,
        conceptIntro: null,
        boost: null,
      };
    case 'links':
      return { ...common, url: '', external: true, topics: [] };
    case 'references':
    case 'faqs':
    case 'definitions':
      return {
        ...common,
        description: '',
        pieces: [],
        sections: [],
        parent: null,
        metaTags: kind === 'faqs' ? ['faq'] : kind === 'definitions' ? ['definition'] : ['reference'],
      };
  }
};

/** Lists whose entries are addressed by `_id` (a stage, a section, a step…): new entries get one. */
const IDENTIFIED_LISTS = new Set([
  'stages',
  'sections',
  'steps',
  'substeps',
  'decomposition',
  'hints',
  'tasks',
]);

/** `value` with an `_id` from `newId` on every entry of an identified list that has none. */
export const withEntryIds = <T>(value: T, newId: () => string, key?: string): T => {
  if (Array.isArray(value)) {
    const identified = key !== undefined && IDENTIFIED_LISTS.has(key);
    return value.map((entry) => {
      const inner = withEntryIds(entry, newId);
      if (identified && inner && typeof inner === 'object' && !Array.isArray(inner) && !('_id' in inner))
        return { _id: newId(), ...inner };
      return inner;
    }) as T;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = withEntryIds(v, newId, k);
    return out as T;
  }
  return value;
};

/**
 * The translation to store for a localized body: only the texts that differ from the English body, in the
 * overlay's shape (objects by key, arrays by position with null where nothing is translated).
 */
export const translationDiff = (english: unknown, localized: unknown): unknown => {
  if (typeof english === 'string')
    return typeof localized === 'string' && localized !== english ? localized : undefined;
  if (Array.isArray(english)) {
    if (!Array.isArray(localized)) return undefined;
    const items = english.map((item, i) => translationDiff(item, localized[i]) ?? null);
    return items.some((item) => item !== null) ? items : undefined;
  }
  if (english && typeof english === 'object') {
    if (!localized || typeof localized !== 'object' || Array.isArray(localized)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      const diff = translationDiff(value, (localized as Record<string, unknown>)[key]);
      if (diff !== undefined) out[key] = diff;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return undefined;
};

/** The English body with a locale's translation laid over it (for checking and cleaning it before saving). */
export const translatedBody = <T>(english: T, translation: unknown): T => overlayTexts(english, translation);

/** The `variant` column of a library row (migration 0007): an assessment's type, a brick tutorial or step, a skill. */
export const variantOf = (kind: string, body: Record<string, unknown>): string | null => {
  if (kind === 'assessments') return typeof body.type === 'string' ? body.type : 'quiz';
  if (kind === 'bricks') return typeof body.parent === 'string' && body.parent ? 'step' : 'tutorial';
  if (kind === 'references')
    return Array.isArray(body.metaTags) && body.metaTags.includes('skill') ? 'skill' : null;
  return null;
};

/** A new question's body ("Question {n}" is its title when the editor adds one). */
export const newQuestionBody = (title: string, fieldType: string, assessment: string | null) => ({
  assessment,
  title,
  xp: 0,
  fieldType,
  fieldOptions: [],
  pieces: [],
  postTaskPieces: [],
  tasks: [],
  hints: [],
  answerNotes: false,
  explanationRequired: false,
  keepOptionOrder: false,
  skillTopicPairs: [],
  faqs: [],
  references: [],
  code: [],
  additionalOptions: {},
  preview: null,
  output: null,
  solution: '',
});

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/** A new stage: a draft with every list empty (what a saved stage is completed with). */
export const NEW_STAGE = {
  title: '',
  description: '',
  draft: true,
  content: [],
  introQuizzes: [],
  topics: [],
  links: [],
  tutorials: [],
  tutorialsV2: [],
  challenges: [],
  finalQuizzes: [],
  preMiddleQuizzes: [],
  postMiddleQuizzes: [],
  exams: [],
};
const NEW_TASK = { pieces: [], hints: [], skillTopicPairs: [], autoMarked: false, xp: 0 };

/**
 * A body as it is stored: every entry of its lists (a course's stages, a tutorial's steps and their sub-steps,
 * a challenge's decomposition) complete with an id and the fields an editor may have left out.
 */
export const completeBody = (
  kind: LibraryKind,
  body: Record<string, unknown>,
  newId: () => string,
): Record<string, unknown> => {
  const out = withEntryIds(body, newId);
  if (kind === 'courses' && 'stages' in out)
    out.stages = list(out.stages).map((s) => ({ ...NEW_STAGE, ...s }));
  if (kind === 'tutorials' && 'steps' in out)
    out.steps = list(out.steps).map((step) => ({
      title: '',
      description: '',
      ...step,
      substeps: list(step.substeps).map((sub) => ({ title: '', ...NEW_TASK, ...sub })),
    }));
  if (kind === 'challenges' && 'decomposition' in out)
    out.decomposition = list(out.decomposition).map((item) => ({ text: '', ...NEW_TASK, ...item }));
  return out;
};

const NEW_OPTION = { text: '', description: '', isCorrect: false, pieces: [], lhs: [], rhs: [] };

/** A question as it is stored: its options, tasks and hints with ids, options with every field. */
export const completeQuestion = (
  body: Record<string, unknown>,
  newId: () => string,
): Record<string, unknown> => {
  const out = withEntryIds(body, newId);
  if ('fieldOptions' in out)
    out.fieldOptions = list(out.fieldOptions).map((option) => ({
      _id: typeof option._id === 'string' ? option._id : newId(),
      data: { ...NEW_OPTION, ...((option.data as Record<string, unknown> | undefined) ?? {}) },
    }));
  return out;
};
