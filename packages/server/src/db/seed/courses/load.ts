// Turns a demo course written as plain data (types.ts) into library rows: the course, its assessments and
// their questions, topics, tutorial bricks, challenges and references, each body as the core schemas read it.
import {
  isChallengeFieldType,
  type MetaTag,
  type Piece,
  type ReferenceLanguage,
  variantOf,
  XP_BY_TYPE,
  xpForType,
} from '@brickyard/core';
import { newId } from '../../../lib/ids.ts';
import type { Conn } from '../../conn.ts';
import type {
  SeedAssessment,
  SeedChallenge,
  SeedCourse,
  SeedHint,
  SeedQuestion,
  SeedReference,
  SeedSubstep,
  SeedTutorial,
} from './types.ts';

export interface SeedRow {
  id: string;
  kind: 'courses' | 'assessments' | 'questions' | 'topics' | 'bricks' | 'challenges' | 'references';
  language: string;
  title: string;
  body: Record<string, unknown>;
  translations: Record<string, unknown>;
}

/** A reference page and, under it, its children, as rows of `rows`; returns the page's id. */
const addReference = (
  rows: SeedRow[],
  language: string,
  r: SeedReference,
  parent: string | null,
  metaTags: MetaTag[],
): string => {
  const id = newId();
  rows.push({
    id,
    kind: 'references',
    language,
    title: r.title,
    translations: {},
    body: {
      title: r.title,
      description: r.description,
      language,
      pieces: r.pieces,
      sections: (r.sections ?? []).map((s) => ({ _id: newId(), title: s.title, pieces: s.pieces })),
      parent,
      metaTags,
    },
  });
  for (const child of r.children ?? []) addReference(rows, language, child, id, metaTags);
  return id;
};

/**
 * A language's reference tree on its own, outside any course (HTML, CSS and jQuery have no demo course).
 * `metaTags` tags the top-level pages: "note" keeps a page for authors only.
 */
export const loadSeedReferences = (
  language: ReferenceLanguage,
  references: readonly SeedReference[],
  metaTags: MetaTag[] = ['reference'],
): SeedRow[] => {
  const rows: SeedRow[] = [];
  for (const r of references) addReference(rows, language, r, null, metaTags);
  return rows;
};

const hints = (list: SeedHint[] | undefined) => (list ?? []).map((pieces) => ({ _id: newId(), pieces }));

const option = (data: {
  text?: string;
  description?: string;
  isCorrect?: boolean;
  lhs?: string[];
  rhs?: string[];
  hidden?: boolean;
}) => ({
  _id: newId(),
  data: {
    text: data.text ?? '',
    description: data.description ?? '',
    isCorrect: data.isCorrect ?? false,
    pieces: [] as Piece[],
    lhs: data.lhs ?? [],
    rhs: data.rhs ?? [],
    ...(data.hidden ? { hidden: true } : {}),
  },
});

const textOutput = (value: string | undefined) =>
  value === undefined ? null : { type: 'text' as const, value };

/** The options, code and template a question stores for its type. */
const questionParts = (q: SeedQuestion) => {
  switch (q.type) {
    case 'concept_intro':
    case 'textarea':
      return { fieldOptions: [], code: [], template: null };
    case 'radio':
    case 'dropdown':
    case 'checkbox':
      return {
        fieldOptions: q.options.map((o) => option({ text: o.text, isCorrect: !!o.correct })),
        code: [],
        template: null,
      };
    case 'poll':
      return { fieldOptions: q.options.map((o) => option({ text: o.text })), code: [], template: null };
    case 'textfield':
      return {
        fieldOptions: q.answers.map((text) => option({ text, isCorrect: true })),
        code: [],
        template: null,
      };
    case 'missing_word':
      return {
        fieldOptions: q.answers.map((text) => option({ text, isCorrect: true })),
        code: [],
        template: q.template,
      };
    case 'fill_in_blanks':
      return {
        fieldOptions: q.blanks.map((text) => option({ text, isCorrect: true })),
        code: [],
        template: q.template,
      };
    case 'mix_match':
      return {
        fieldOptions: q.pairs.map(([left, right]) => option({ lhs: [left], rhs: [right] })),
        code: [],
        template: null,
      };
    case 'multi_stage':
      return {
        fieldOptions: q.stages.map((s) => option({ description: s.prompt, text: s.answer, isCorrect: true })),
        code: [],
        template: null,
      };
    case 'parsons_problem':
      return {
        fieldOptions: [],
        code: [
          ...q.lines.map((text) => ({ text, isHidden: false })),
          ...(q.distractors ?? []).map((text) => ({ text, isHidden: true })),
        ],
        template: null,
      };
    case 'code_challenge':
      return {
        fieldOptions: q.cases.map((c) =>
          option({ description: c.input ?? '', text: c.output, isCorrect: true, hidden: c.hidden }),
        ),
        code: [{ text: q.starter, isHidden: false }],
        template: null,
        preview: textOutput(q.preview),
      };
    case 'missing_code':
      return {
        fieldOptions: [],
        code: q.code.map((part) =>
          typeof part === 'string' ? { text: part, isHidden: false } : { text: part.blank, isHidden: true },
        ),
        template: null,
        output: textOutput(q.output),
      };
  }
};

export const loadSeedCourse = (course: SeedCourse): SeedRow[] => {
  const rows: SeedRow[] = [];
  const ids = new Map<string, string>();
  const language = course.language;
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Seed course "${course.title.en}": nothing has the key "${key}"`);
    return id;
  };
  const claim = (key: string) => {
    if (ids.has(key)) throw new Error(`Seed course "${course.title.en}": the key "${key}" is used twice`);
    const id = newId();
    ids.set(key, id);
    return id;
  };

  const assessment = (a: SeedAssessment) => {
    const id = claim(a.key);
    const questionIds = a.questions.map((q) => {
      const qid = newId();
      const parts = questionParts(q);
      rows.push({
        id: qid,
        kind: 'questions',
        language,
        title: q.title,
        translations: {},
        body: {
          assessment: id,
          title: q.title,
          xp: 0,
          fieldType: q.type,
          fieldOptions: parts.fieldOptions,
          pieces: q.pieces,
          postTaskPieces: [],
          tasks: [],
          hints: hints(q.hints),
          answerNotes: false,
          explanationRequired: !!q.explanationRequired,
          skillTopicPairs: [],
          faqs: [],
          references: [],
          code: parts.code,
          additionalOptions: parts.template === null ? {} : { template: parts.template },
          preview: 'preview' in parts ? parts.preview : null,
          output: 'output' in parts ? parts.output : null,
        },
      });
      return qid;
    });
    const challenges = a.questions.filter((q) => isChallengeFieldType(q.type)).length;
    rows.push({
      id,
      kind: 'assessments',
      language,
      title: a.title,
      translations: {},
      body: {
        type: a.type,
        title: a.title,
        subheading: '',
        description: a.description ?? '',
        learningObjectives: '',
        language,
        thumbnail: null,
        questions: questionIds,
        passMark: 0,
        passXp: 0,
        maxXp: xpForType(a.type),
        xpValue: xpForType(a.type),
        noChallenges: challenges,
        noSlides: a.questions.length - challenges,
        skillTopicPairs: [],
        duration: null,
        assessmentType: a.assessmentType ?? 'auto',
        multipleAttempts: true,
      },
    });
    return id;
  };

  const brick = (
    title: string,
    parent: string | null,
    extra: { pieces?: Piece[]; hints?: SeedHint[]; checkmark?: boolean; xp?: number; children?: string[] },
    id = newId(),
  ) => {
    rows.push({
      id,
      kind: 'bricks',
      language,
      title,
      translations: {},
      body: {
        parent,
        title,
        purpose: parent === null ? 'project' : 'course',
        language,
        pieces: extra.pieces ?? [],
        instructions: '',
        hints: hints(extra.hints),
        interactions: {
          checkmark: !!extra.checkmark,
          children: (extra.children?.length ?? 0) > 0,
          help: (extra.hints?.length ?? 0) > 0,
          instructions: false,
          hover: false,
          assessment: false,
        },
        starter: null,
        solution: null,
        editor: null,
        display: 'list',
        signal: null,
        audience: 'student',
        skillTopicPairs: [],
        thumbnail: null,
        autoMarked: (extra.xp ?? 0) > 0,
        xp: extra.xp ?? 0,
        bricks: extra.children ?? [],
      },
    });
    return id;
  };

  const tutorial = (t: SeedTutorial) => {
    const id = claim(t.key);
    const stepIds = t.steps.map((step) => {
      const stepId = newId();
      const children = step.substeps.map((sub: SeedSubstep) =>
        brick(sub.title, stepId, {
          pieces: sub.pieces,
          hints: sub.hints,
          checkmark: sub.checkmark,
          xp: sub.xp,
        }),
      );
      brick(step.title, id, { children, xp: step.xp }, stepId);
      return stepId;
    });
    brick(
      t.title,
      null,
      { pieces: [{ format: 'text', data: { style: 'content', text: t.description } }], children: stepIds },
      id,
    );
    const project = rows.at(-1)!;
    project.body.prerequisites = t.requires.map(idOf);
    project.body.xp = XP_BY_TYPE.tutorial;
    return id;
  };

  const challenge = (c: SeedChallenge) => {
    const id = claim(c.key);
    rows.push({
      id,
      kind: 'challenges',
      language,
      title: c.title,
      translations: {},
      body: {
        title: c.title,
        subheading: '',
        description: c.summary,
        learningObjectives: '',
        language,
        thumbnail: null,
        brief: c.brief,
        summary: c.summary,
        decomposition: c.steps.map((step) => ({
          _id: newId(),
          text: step.text,
          pieces: [],
          hints: hints(step.hints),
          autoMarked: false,
          skillTopicPairs: [],
          xp: 0,
        })),
        prerequisites: c.requires.map(idOf),
        noRequirements: c.requires.length === 0,
        starter: null,
        solution: null,
        hasCreativeOutput: false,
      },
    });
    return id;
  };

  const reference = (r: SeedReference, parent: string | null, metaTags: MetaTag[] = ['reference']) =>
    addReference(rows, language, r, parent, metaTags);

  const stages = course.stages.map((stage) => {
    const introQuizzes = stage.introQuizzes.map(assessment);
    const topics = stage.topics.map((topic) => {
      const conceptIntro = assessment(topic.conceptIntro);
      const boost = assessment(topic.boost);
      const id = claim(topic.key);
      rows.push({
        id,
        kind: 'topics',
        language,
        title: topic.title,
        translations: {},
        body: {
          title: topic.title,
          description: topic.description,
          language,
          thumbnail: null,
          tags: topic.tags,
          forTeachers: false,
          conceptIntro,
          boost,
        },
      });
      return id;
    });
    const tutorials = stage.tutorials.map(tutorial);
    const challenges = stage.challenges.map(challenge);
    const finalQuizzes = stage.finalQuizzes.map(assessment);
    return {
      _id: newId(),
      title: stage.title.en,
      description: stage.description,
      draft: false,
      content: [],
      introQuizzes,
      topics,
      links: [],
      tutorials,
      tutorialsV2: [],
      challenges,
      finalQuizzes,
      preMiddleQuizzes: [],
      postMiddleQuizzes: [],
      exams: [],
    };
  });

  const references = course.references.map((r) => reference(r, null));
  // A skill entry, which learners never see in the reference viewer (§6).
  reference(
    {
      title: 'Skill: reading and writing code',
      description: 'For authors: the skill that skill-topic pairs name.',
      pieces: [],
    },
    null,
    ['skill'],
  );

  const translations = Object.fromEntries(
    (['ar', 'it', 'de'] as const).map((locale) => [
      locale,
      { title: course.title[locale], stages: course.stages.map((s) => ({ title: s.title[locale] })) },
    ]),
  );
  rows.push({
    id: newId(),
    kind: 'courses',
    language,
    title: course.title.en,
    translations,
    body: {
      title: course.title.en,
      subheading: course.subheading,
      description: course.description,
      language,
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
      colour: course.colour,
      price: 0,
      discount: 0,
      pathway: false,
      contentUnlocked: false,
      references,
      faqs: [],
      stages,
    },
  });
  return rows;
};

/** Writes the rows of `loadSeedCourse` into the library, published, in the given community. */
export const insertSeedRows = async (
  db: Conn,
  rows: readonly SeedRow[],
  options: { communityId: string; authorId: string | null; now: string; draft?: boolean },
) => {
  if (rows.length === 0) return;
  // Chunks keep each statement well under the databases' parameter limits.
  for (let start = 0; start < rows.length; start += 50) {
    await db
      .insertInto('content')
      .values(
        rows.slice(start, start + 50).map((row) => ({
          id: row.id,
          kind: row.kind,
          community_id: options.communityId,
          language: row.language,
          title: row.title,
          draft: options.draft && row.kind === 'courses' ? 1 : 0,
          archived: 0,
          core: 1,
          author_id: options.authorId,
          version: 1,
          variant: variantOf(row.kind, row.body),
          body: JSON.stringify(row.body),
          translations: JSON.stringify(row.translations),
          created_at: options.now,
          updated_at: options.now,
        })),
      )
      .execute();
  }
};

/** The achievements every site starts with (DECISIONS.md "Achievements"). */
export const STARTING_ACHIEVEMENTS = [
  {
    name: 'Lesson learner',
    description: 'Finish lessons that introduce a topic.',
    icon: 'book',
    colour: '#1e6fd9',
    metric: 'conceptIntrosCompleted',
    levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20 }],
  },
  {
    name: 'Quiz whizz',
    description: 'Finish quizzes.',
    icon: 'checklist',
    colour: '#7b3fc4',
    metric: 'quizzesCompleted',
    levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20 }],
  },
  {
    name: 'Builder',
    description: 'Finish tutorials, step by step.',
    icon: 'bricks',
    colour: '#c2410c',
    metric: 'tutorialsCompleted',
    levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20 }],
  },
  {
    name: 'Problem solver',
    description: 'Complete challenges.',
    icon: 'puzzle',
    colour: '#0f766e',
    metric: 'challengesCompleted',
    levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20 }],
  },
  {
    name: 'Practice makes perfect',
    description: 'Finish boosts to practise what you learned.',
    icon: 'bolt',
    colour: '#b45309',
    metric: 'boostsCompleted',
    levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20 }],
  },
  {
    name: 'XP collector',
    description: 'Earn experience points.',
    icon: 'star',
    colour: '#a16207',
    metric: 'xp',
    levels: [{ threshold: 50 }, { threshold: 250 }, { threshold: 1000 }],
  },
] as const;

export const insertAchievements = async (db: Conn, now: string) => {
  await db
    .insertInto('achievements')
    .values(
      STARTING_ACHIEVEMENTS.map((a) => ({
        id: newId(),
        name: a.name,
        description: a.description,
        icon: a.icon,
        colour: a.colour,
        metric: a.metric,
        levels: JSON.stringify(a.levels),
        created_at: now,
      })),
    )
    .execute();
};
