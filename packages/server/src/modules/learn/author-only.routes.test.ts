// Issue 17, finding 5: nothing only authors may see (an embedded editor's solution, a question's answers, draft,
// skill and instructor-only items) reaches a student. A marker is planted in every author-only field of every
// piece format, in every place content holds pieces, and every route a student can call is walked for it. The
// routes come from the app's own OpenAPI document, so a new route has to be named here before this passes.
import {
  AUTHOR_ONLY_PIECE_FIELDS,
  FIELD_TYPES,
  PIECE_FORMATS,
  type Piece,
  type PieceFormat,
  PiecesSchema,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import type { SeedCourse, SeedQuestion } from '../../db/seed/courses/types.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

const MARKER = 'AUTHOR-ONLY-7f3c9e';

type DataOf<F extends PieceFormat> = Extract<Piece, { format: F }>['data'];

/** A valid piece of each format, without its author-only fields. */
const PLAIN: { [F in PieceFormat]: DataOf<F> } = {
  text: { style: 'content', text: '<p>Words</p>' },
  image: { images: { en: { url: 'https://example.org/a.png', alt: 'A' } }, caption: 'Caption' },
  section: { title: 'Section', pieces: [] },
  columns: { left: [], right: [] },
  definition: { name: 'Loop', description: '<p>Again</p>' },
  table: {
    rows: 1,
    columns: 1,
    proportions: [1],
    hasHeader: false,
    cells: [[{ format: 'text', data: { text: 'A1' } }]],
  },
  'piece-table': { table: [[{ pieces: [] }]], hasHeaderRow: false, hasHeaderColumn: false },
  link: { action: 'tab', label: 'Link', link: 'https://example.org' },
  embed: { url: 'https://example.org/embed', title: 'Embedded' },
  'embed-editor': { editor: { language: 'javascript', code: 'let x = 1;' }, size: 'small', autoStart: false },
  editor: { language: 'javascript', code: 'let y = 2;' },
  code: { language: 'js', code: 'let z = 3;' },
  video: { url: 'https://example.org/video', caption: 'Video' },
  syntax: { code: 'x = 1', highlights: [{ highlight: 'x', description: 'A name' }] },
  list: { type: 'bulleted', items: [{ content: 'One' }] },
  codeExercise: { language: 'javascript', entries: [{ code: '1 + 1', result: '2' }] },
  purpose: { value: 'course' },
  signal: { value: 'code' },
  handler: { value: 'handler' },
  audience: { value: 'student' },
};

/** One piece of `format` with the marker in each of its author-only fields. */
const planted = (format: PieceFormat, inner: Piece[] = []): Piece => {
  const data: Record<string, unknown> = structuredClone(PLAIN[format]);
  for (const field of AUTHOR_ONLY_PIECE_FIELDS[format]) data[field] = MARKER;
  if (format === 'section') data.pieces = inner;
  if (format === 'columns') Object.assign(data, { left: inner, right: inner });
  if (format === 'piece-table') data.table = [[{ pieces: inner }, { pieces: inner }]];
  return { format, data } as Piece;
};

/** Every format, the containers holding every format again (so each author-only field sits at depth 2 too). */
const everyPiece = (): Piece[] => {
  const flat = PIECE_FORMATS.map((format) => planted(format));
  return PIECE_FORMATS.map((format) => planted(format, flat));
};
const hintsOf = () => [everyPiece()];

const choice = (type: 'radio' | 'dropdown' | 'checkbox'): SeedQuestion => ({
  type,
  title: `A ${type}`,
  pieces: everyPiece(),
  hints: hintsOf(),
  options: [{ text: 'Right', correct: true }, { text: 'Wrong' }],
});

/** One question of every type, the answers (which learners never receive) being the marker. */
const QUESTIONS: SeedQuestion[] = [
  { type: 'concept_intro', title: 'Read', pieces: everyPiece(), hints: hintsOf() },
  choice('radio'),
  choice('dropdown'),
  choice('checkbox'),
  { type: 'poll', title: 'A poll', pieces: everyPiece(), hints: hintsOf(), options: [{ text: 'Yes' }] },
  { type: 'textfield', title: 'A textfield', pieces: everyPiece(), hints: hintsOf(), answers: [MARKER] },
  { type: 'textarea', title: 'A textarea', pieces: everyPiece(), hints: hintsOf() },
  {
    type: 'missing_word',
    title: 'A missing word',
    pieces: everyPiece(),
    hints: hintsOf(),
    template: 'The ___ word',
    answers: [MARKER],
  },
  {
    type: 'mix_match',
    title: 'A mix match',
    pieces: everyPiece(),
    hints: hintsOf(),
    pairs: [
      ['a', '1'],
      ['b', '2'],
    ],
  },
  {
    type: 'fill_in_blanks',
    title: 'A fill in',
    pieces: everyPiece(),
    hints: hintsOf(),
    template: '___.log(1)',
    blanks: [MARKER],
  },
  {
    type: 'multi_stage',
    title: 'A multi stage',
    pieces: everyPiece(),
    hints: hintsOf(),
    stages: [{ prompt: 'Make x', answer: MARKER }],
  },
  {
    type: 'parsons_problem',
    title: 'A parsons',
    pieces: everyPiece(),
    hints: hintsOf(),
    lines: ['a()', 'b()'],
  },
  {
    type: 'code_challenge',
    title: 'A code challenge',
    pieces: everyPiece(),
    hints: hintsOf(),
    starter: 'let name;\n',
    cases: [
      { input: 'Sam', output: 'Hello Sam' },
      { input: 'Zed', output: MARKER, hidden: true },
    ],
  },
  {
    type: 'missing_code',
    title: 'A missing code',
    pieces: everyPiece(),
    hints: hintsOf(),
    code: ['console.', { blank: MARKER }, '(1);'],
    output: MARKER,
  },
];

const course: SeedCourse = {
  title: { en: 'Secret Course', ar: 'Secret (ar)', it: 'Secret (it)', de: 'Geheimkurs' },
  subheading: 'For the author-only test',
  description: 'Every place that holds pieces.',
  language: 'javascript',
  colour: '#1e6fd9',
  stages: [
    {
      title: { en: 'Stage', ar: 'Stage (ar)', it: 'Stage (it)', de: 'Stufe' },
      description: 'Everything.',
      introQuizzes: [{ key: 'quiz', type: 'quiz', title: 'Every question', questions: QUESTIONS }],
      topics: [
        {
          key: 'topic',
          title: 'A topic',
          description: 'Its lesson and boost.',
          tags: ['t'],
          conceptIntro: {
            key: 'lesson',
            type: 'conceptIntro',
            title: 'A lesson',
            questions: [QUESTIONS[0]!, QUESTIONS[5]!],
          },
          boost: { key: 'boost', type: 'boost', title: 'A boost', questions: [QUESTIONS[1]!] },
        },
      ],
      tutorials: [
        {
          key: 'tutorial',
          title: 'A tutorial',
          description: 'Steps.',
          requires: [],
          steps: [
            {
              title: 'Step one',
              substeps: [
                { title: 'First', pieces: everyPiece(), hints: hintsOf() },
                { title: 'Second', pieces: everyPiece(), hints: hintsOf(), checkmark: true },
              ],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'challenge',
          title: 'A challenge',
          summary: 'Do it.',
          brief: everyPiece(),
          requires: [],
          steps: [{ text: 'Plan', hints: hintsOf() }],
        },
      ],
      finalQuizzes: [{ key: 'exam', type: 'exam', title: 'An exam', questions: [QUESTIONS[2]!] }],
    },
  ],
  references: [
    {
      title: 'A reference',
      description: 'Shown to learners.',
      pieces: everyPiece(),
      sections: [{ title: 'A section', pieces: everyPiece() }],
      children: [{ title: 'A child', description: 'Below.', pieces: everyPiece() }],
    },
  ],
};

let h: Harness;
let rows: SeedRow[];
let student: TestUser;
let germanStudent: TestUser;
let teacher: TestUser;
let creator: TestUser;
let classId: string;
let projectId: string;
let versionId: string;

const idsOf = (kind: SeedRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.id);
const idOf = (kind: SeedRow['kind'], title: string) =>
  rows.find((r) => r.kind === kind && r.title === title)!.id;

/** Marks what a learner must never see: draft, skill and instructor-only items and stages. */
const authorOnlyRows = (): (SeedRow & { draft?: boolean })[] => {
  const tutorial = rows.find((r) => r.kind === 'bricks' && r.title === 'A tutorial')!;
  const step = rows.find((r) => r.kind === 'bricks' && r.id === (tutorial.body.bricks as string[])[0])!;
  const forInstructors = newId();
  step.body.bricks = [...(step.body.bricks as string[]), forInstructors];
  const brick: SeedRow = {
    ...rows.find((r) => r.kind === 'bricks' && r.title === 'First')!,
    id: forInstructors,
    title: MARKER,
  };
  brick.body = { ...brick.body, title: MARKER, audience: 'instructor' };
  const reference = (title: string, metaTags: string[]): SeedRow => ({
    id: newId(),
    kind: 'references',
    language: 'javascript',
    title,
    translations: {},
    body: {
      title,
      description: MARKER,
      language: 'javascript',
      pieces: everyPiece(),
      sections: [],
      parent: null,
      metaTags,
    },
  });
  const page = (kind: 'faqs' | 'definitions'): SeedRow => ({
    ...reference(`A ${kind}`, [kind === 'faqs' ? 'faq' : 'definition']),
    kind: kind as SeedRow['kind'],
  });
  return [
    brick,
    reference(MARKER, ['skill']),
    { ...reference(`${MARKER} draft`, ['reference']), draft: true },
    page('faqs'),
    page('definitions'),
  ];
};

/** Plants what the seed format cannot say: post-task pieces, option pieces, item solutions, notes, a draft stage. */
const plantMore = () => {
  for (const row of rows) {
    const body = row.body;
    if (row.kind === 'questions') {
      body.postTaskPieces = everyPiece();
      body.tasks = [{ _id: newId(), description: 'A task' }];
      body.additionalOptions = { ...(body.additionalOptions as object), authorNotes: MARKER };
      body.solution = MARKER;
      for (const option of body.fieldOptions as { data: { pieces: Piece[] } }[])
        option.data.pieces = everyPiece();
      // A stored translation holding a solution (older data): it must not leak either.
      row.translations = { de: { title: `${row.title} (de)`, pieces: [{ data: { solution: MARKER } }] } };
    }
    if (row.kind === 'challenges') {
      body.solution = MARKER;
      for (const item of body.decomposition as { pieces: Piece[] }[]) item.pieces = everyPiece();
    }
    if (row.kind === 'bricks' && body.parent === null) {
      body.solution = MARKER;
      body.pieces = everyPiece();
      body.hints = [{ _id: newId(), pieces: everyPiece() }];
    }
    if (row.kind === 'courses') {
      const stages = body.stages as Record<string, unknown>[];
      stages.push({ ...stages[0], _id: newId(), title: MARKER, description: MARKER, draft: true });
    }
  }
};

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
interface Route {
  /** A learner's route: each student must get 200 from it at least once. */
  learner: boolean;
  calls(me: TestUser): Call[];
}
const get = (url: string): Call => ({ method: 'GET', url });

/** Every route a student may call that can hold library content, with the calls that reach its content. */
const ROUTES: Record<string, Route> = {
  'GET /api/courses/{id}/home': {
    learner: true,
    calls: () => [
      get(`/api/courses/${idOf('courses', 'Secret Course')}/home`),
      get('/api/courses/current/home'),
    ],
  },
  'GET /api/courses': { learner: true, calls: () => [get('/api/courses')] },
  'GET /api/learn/assessments/{id}': {
    learner: true,
    calls: () => idsOf('assessments').map((id) => get(`/api/learn/assessments/${id}`)),
  },
  'POST /api/learn/assessments/{id}/answers': {
    learner: true,
    calls: () =>
      rows
        .filter((r) => r.kind === 'assessments')
        .map((a) => ({
          method: 'POST',
          url: `/api/learn/assessments/${a.id}/answers`,
          payload: { question: (a.body.questions as string[])[0], answer: { text: 'a wrong answer' } },
        })),
  },
  'POST /api/learn/assessments/{id}/skip': {
    learner: false,
    calls: () =>
      rows
        .filter((r) => r.kind === 'assessments')
        .map((a) => ({
          method: 'POST',
          url: `/api/learn/assessments/${a.id}/skip`,
          payload: { question: (a.body.questions as string[])[0] },
        })),
  },
  // A free-text answer's notes reach the learner after answering; the other questions' are refused (400).
  'POST /api/learn/assessments/{id}/self-mark': {
    learner: false,
    calls: () =>
      rows
        .filter((r) => r.kind === 'assessments')
        .map((a) => ({
          method: 'POST',
          url: `/api/learn/assessments/${a.id}/self-mark`,
          payload: { question: (a.body.questions as string[])[0], right: true },
        })),
  },
  'POST /api/learn/assessments/{id}/retake': {
    learner: false,
    calls: () =>
      idsOf('assessments').map((id) => ({ method: 'POST', url: `/api/learn/assessments/${id}/retake` })),
  },
  'GET /api/learn/bricks/{id}': {
    learner: true,
    calls: () => [get(`/api/learn/bricks/${idOf('bricks', 'A tutorial')}`)],
  },
  'POST /api/learn/bricks/{id}/open': {
    learner: true,
    calls: () => [
      {
        method: 'POST',
        url: `/api/learn/bricks/${idOf('bricks', 'A tutorial')}/open`,
        payload: { brick: idOf('bricks', 'First') },
      },
    ],
  },
  'POST /api/learn/bricks/{id}/complete': {
    learner: true,
    calls: () => [
      {
        method: 'POST',
        url: `/api/learn/bricks/${idOf('bricks', 'A tutorial')}/complete`,
        payload: { brick: idOf('bricks', 'First') },
      },
    ],
  },
  'POST /api/learn/bricks/{id}/reports': {
    learner: false,
    calls: () => [
      {
        method: 'POST',
        url: `/api/learn/bricks/${idOf('bricks', 'A tutorial')}/reports`,
        payload: { brick: idOf('bricks', 'First'), text: 'It is broken' },
      },
    ],
  },
  'GET /api/learn/challenges/{id}': {
    learner: true,
    calls: () => [get(`/api/learn/challenges/${idOf('challenges', 'A challenge')}`)],
  },
  'PUT /api/learn/challenges/{id}/progress': {
    learner: true,
    calls: () => [
      {
        method: 'PUT',
        url: `/api/learn/challenges/${idOf('challenges', 'A challenge')}/progress`,
        payload: { decomposition: [] },
      },
    ],
  },
  'GET /api/references': { learner: true, calls: () => [get('/api/references?language=javascript')] },
  'GET /api/references/{id}': {
    learner: true,
    calls: () => idsOf('references').map((id) => get(`/api/references/${id}`)),
  },
  'GET /api/users/{id}/trackers': { learner: true, calls: (me) => [get(`/api/users/${me.id}/trackers`)] },
  'GET /api/achievement/user/{id}': { learner: true, calls: (me) => [get(`/api/achievement/user/${me.id}`)] },
  'GET /api/users/{id}/profile': { learner: true, calls: (me) => [get(`/api/users/${me.id}/profile`)] },
  'GET /api/users/{id}/badges': { learner: true, calls: (me) => [get(`/api/users/${me.id}/badges`)] },
  'GET /api/users/{id}/classes': { learner: true, calls: (me) => [get(`/api/users/${me.id}/classes`)] },
  'GET /api/users/{id}/class-projects': {
    learner: true,
    calls: (me) => [get(`/api/users/${me.id}/class-projects`)],
  },
  'GET /api/users/{id}/feedback': { learner: true, calls: (me) => [get(`/api/users/${me.id}/feedback`)] },
  'GET /api/users/{id}/feedback/tutorials/{itemId}': {
    learner: true,
    calls: (me) => [get(`/api/users/${me.id}/feedback/tutorials/${idOf('bricks', 'A tutorial')}`)],
  },
  'GET /api/users/{id}/feedback/challenges/{itemId}': {
    learner: true,
    calls: (me) => [get(`/api/users/${me.id}/feedback/challenges/${idOf('challenges', 'A challenge')}`)],
  },
  'GET /api/users/{id}/feedback/assessments/{itemId}': {
    learner: true,
    calls: (me) => idsOf('assessments').map((id) => get(`/api/users/${me.id}/feedback/assessments/${id}`)),
  },
  'GET /api/users/{id}/feedback/projects/{itemId}': {
    learner: true,
    calls: (me) => [get(`/api/users/${me.id}/feedback/projects/${projectId}`)],
  },
  'GET /api/stickers': { learner: false, calls: () => [get('/api/stickers')] },
  'GET /api/projects': { learner: true, calls: (me) => [get(`/api/projects?user=${me.id}`)] },
  'GET /api/projects/{id}': { learner: false, calls: () => [get(`/api/projects/${projectId}`)] },
  'GET /api/projects/{id}/versions': {
    learner: false,
    calls: () => [get(`/api/projects/${projectId}/versions`)],
  },
  'GET /api/projects/{id}/versions/{versionId}': {
    learner: false,
    calls: () => [get(`/api/projects/${projectId}/versions/${versionId}`)],
  },
  'GET /api/classes/{id}/projects': {
    learner: false,
    calls: () => [get(`/api/classes/${classId}/projects`)],
  },
  // Teachers' and authors' routes: a student is refused, and the refusal holds nothing either.
  ...Object.fromEntries(
    (['tutorials', 'challenges', 'projects', 'assessments'] as const).map((kind) => [
      `GET /api/classes/{id}/students/{studentId}/marking/${kind}/{itemId}`,
      {
        learner: false,
        calls: (me: TestUser) =>
          kind === 'assessments'
            ? idsOf('assessments').map((id) =>
                get(`/api/classes/${classId}/students/${me.id}/marking/assessments/${id}`),
              )
            : [
                get(
                  `/api/classes/${classId}/students/${me.id}/marking/${kind}/${kind === 'challenges' ? idOf('challenges', 'A challenge') : idOf('bricks', 'A tutorial')}`,
                ),
              ],
      },
    ]),
  ),
  'GET /api/library/{kind}': {
    learner: false,
    calls: () =>
      ['courses', 'assessments', 'bricks', 'challenges', 'references', 'faqs', 'definitions'].map((kind) =>
        get(`/api/library/${kind}`),
      ),
  },
  'GET /api/library/tags/{tagKind}': {
    learner: false,
    calls: () =>
      ['skills', 'references', 'faqs', 'topics'].map((kind) => get(`/api/library/tags/${kind}?q=A`)),
  },
  'GET /api/library/bricks/{id}/reports': {
    learner: false,
    calls: () => [get(`/api/library/bricks/${idOf('bricks', 'A tutorial')}/reports`)],
  },
  ...Object.fromEntries(
    (['references', 'faqs', 'definitions'] as const).map((kind) => [
      `GET /api/library/${kind}/tree`,
      { learner: false, calls: () => [get(`/api/library/${kind}/tree?language=javascript`)] },
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        ['courses', 'courses'],
        ['assessments', 'assessments'],
        ['bricks', 'bricks'],
        ['tutorials', 'bricks'],
        ['challenges', 'challenges'],
        ['topics', 'topics'],
        ['links', 'topics'],
        ['references', 'references'],
        ['faqs', 'faqs'],
        ['definitions', 'definitions'],
      ] as const
    ).map(([kind, rowKind]) => [
      `GET /api/library/${kind}/{id}`,
      {
        learner: false,
        calls: () => idsOf(rowKind as SeedRow['kind']).map((id) => get(`/api/library/${kind}/${id}`)),
      },
    ]),
  ),
};

/** Modules that hold no library content: their GET routes are still called (ids filled with the student's). */
const NO_CONTENT_TAGS = new Set([
  'auth',
  'users',
  'classes',
  'learning_environments',
  'constants',
  'health',
  'files',
]);

interface Operation {
  method: string;
  path: string;
  tags: string[];
}
const operations = (): Operation[] => {
  const doc = h.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, tags: op.tags ?? [] })),
  );
};

/** What a student may call that could carry content: every GET, and every call of the learner's own routes. */
const walked = (op: Operation) => op.method === 'GET' || op.tags.includes('learn');

beforeAll(async () => {
  h = await createHarness();
  const global = await h.environment({ name: 'Global', type: 'Community', global: true });
  const school = await h.environment({ name: 'School' });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  creator = await h.user({
    roles: ['contentCreator'],
    communityId: global,
    environmentRoles: [{ environmentId: global, role: 'contentCreator' }],
  });
  rows = loadSeedCourse(course);
  plantMore();
  const extra = authorOnlyRows();
  rows.push(...extra);
  await insertSeedRows(h.db, rows, { communityId: global, authorId: creator.id, now: nowIso() });
  for (const row of extra.filter((r) => r.draft))
    await h.db.updateTable('content').set({ draft: 1 }).where('id', '=', row.id).execute();
  student = await h.user({ roles: ['student'], schoolId: school });
  germanStudent = await h.user({ roles: ['student'], schoolId: school });
  classId = await h.classWith(teacher, [student, germanStudent]);
  for (const pupil of [student, germanStudent]) {
    const chosen = await h.request({
      method: 'PUT',
      url: '/api/users/me/update-course',
      as: pupil,
      payload: { currentCourse: idOf('courses', 'Secret Course') },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Every item open, so every route reaches its content.
    const unlocked = await h.request({
      method: 'PUT',
      url: `/api/users/${pupil.id}/unlockContent`,
      as: teacher,
      payload: { contentUnlocked: true },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
  }
  await h.request({
    method: 'PUT',
    url: '/api/users/me/locale',
    as: germanStudent,
    payload: { locale: 'de' },
  });
  const project = await h.request({
    method: 'POST',
    url: '/api/projects',
    as: student,
    payload: { name: 'Mine', language: 'javascript', learningProject: idOf('bricks', 'A tutorial') },
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = json(project)._id;
  const versions = json(
    await h.request({ method: 'GET', url: `/api/projects/${projectId}/versions`, as: student }),
  );
  versionId = versions.items?.[0]?._id ?? newId();
});
afterAll(() => h.close());

describe('what only authors may see', () => {
  it('is planted: every piece format, valid, with the marker in each author-only field, and authors read it', async () => {
    expect(PiecesSchema.safeParse(everyPiece()).success).toBe(true);
    expect(QUESTIONS.map((q) => q.type).sort()).toEqual([...FIELD_TYPES].sort());
    expect(Object.values(AUTHOR_ONLY_PIECE_FIELDS).flat().length).toBeGreaterThan(0);
    const read = await h.request({
      method: 'GET',
      url: `/api/library/assessments/${idOf('assessments', 'Every question')}`,
      as: creator,
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain(MARKER);
  });

  it('reaches teachers in a tutorial (solutions are theirs to see), but no student anywhere', async () => {
    const forTeacher = await h.request({
      method: 'GET',
      url: `/api/learn/bricks/${idOf('bricks', 'A tutorial')}?preview=true&course=${idOf('courses', 'Secret Course')}`,
      as: teacher,
    });
    expect(forTeacher.statusCode, forTeacher.body).toBe(200);
    expect(forTeacher.body).toContain(MARKER);

    const listed = operations().filter(walked);
    const unnamed = listed.filter(
      (op) => !ROUTES[`${op.method} ${op.path}`] && !op.tags.some((tag) => NO_CONTENT_TAGS.has(tag)),
    );
    expect(
      unnamed.map((op) => `${op.method} ${op.path}`),
      'routes this test does not call yet',
    ).toEqual([]);
    const stale = Object.keys(ROUTES).filter(
      (key) => !listed.some((op) => `${op.method} ${op.path}` === key),
    );
    expect(stale, 'routes named here that the app no longer has').toEqual([]);

    for (const pupil of [student, germanStudent]) {
      const served = new Set<string>();
      for (const op of listed) {
        const key = `${op.method} ${op.path}`;
        const calls = ROUTES[key]?.calls(pupil) ?? [get(op.path.replace(/\{[^}]+\}/g, pupil.id))];
        for (const call of calls) {
          const response = await h.request({ ...call, as: pupil });
          const where = `${call.method} ${call.url} (${response.statusCode})`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          expect(response.body.includes(MARKER), `${where} sends what only authors may see`).toBe(false);
          if (response.statusCode === 200 || response.statusCode === 201) served.add(key);
        }
      }
      const unserved = Object.entries(ROUTES)
        .filter(([key, route]) => route.learner && !served.has(key))
        .map(([key]) => key);
      expect(unserved, 'learner routes that never answered 200').toEqual([]);
    }
  });
});
