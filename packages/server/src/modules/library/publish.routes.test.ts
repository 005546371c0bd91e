// Issue 18, items 3 and 10: a course reaches learners intact. Publishing it can publish the drafts inside in one
// transaction and says what learners still do not see; a published assessment must be answerable; an unused
// item may change language; a tutorial in the stage editor's list (`tutorialsV2`) reaches learners.
import { CONFLICT_MESSAGE, NEW_STAGE, NOT_AUTHOR_MESSAGE, TRANSLATORS_ONLY_MESSAGE } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { LANGUAGE_IN_USE_MESSAGE } from './language.service.ts';

let h: Harness;
let creator: TestUser;
let otherCreator: TestUser;
let translator: TestUser;
let teacher: TestUser;
let pupil: TestUser;
let counter = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: TestUser, payload?: object) =>
  h.request({ method, url, ...(as ? { as } : {}), ...(payload !== undefined ? { payload } : {}) });

const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = creator) => {
  const response = await call(method, url, as, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return json(response);
};

const para = (text: string) => ({ format: 'text', data: { style: 'content', text: `<p>${text}</p>` } });
const answerable = { title: 'Question 1', fieldType: 'radio', pieces: [para('Which is a string?')] };
const radio = (correct: boolean) => ({
  ...answerable,
  fieldOptions: [{ data: { text: '"hi"', isCorrect: correct } }, { data: { text: '42', isCorrect: false } }],
});

const lesson = async (language: string, questions: object[]) => {
  const created = await ok('POST', '/api/assessments', {
    title: `Lesson ${++counter}`,
    type: 'conceptIntro',
    language,
  });
  await ok('PUT', `/api/assessments/${created._id}`, { version: created.version, questions });
  return created._id as string;
};

const stage = (over: object) => ({
  ...NEW_STAGE,
  _id: `stage-${++counter}`,
  title: `Stage ${counter}`,
  ...over,
});

/** A draft course with one draft stage holding the given lists. */
const course = async (lists: object) => {
  const created = await ok('POST', '/api/courses', { title: `Course ${++counter}`, language: 'javascript' });
  const saved = await ok('PUT', `/api/courses/${created._id}`, {
    version: created.version,
    stages: [stage(lists)],
  });
  return { id: created._id as string, version: saved.version as number };
};

const draftOf = async (id: string) =>
  (await h.db.selectFrom('content').select('draft').where('id', '=', id).executeTakeFirstOrThrow()).draft;

beforeAll(async () => {
  h = await createHarness();
  const community = await h.environment({ name: 'Authors', type: 'Community', global: true });
  const elsewhere = await h.environment({ name: 'Elsewhere', type: 'Community' });
  const school = await h.environment({ name: 'School' });
  const roleIn = (environmentId: string, role: 'contentCreator' | 'translator') => ({
    communityId: environmentId,
    environmentRoles: [{ environmentId, role }],
  });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn(community, 'contentCreator') });
  otherCreator = await h.user({ roles: ['contentCreator'], ...roleIn(elsewhere, 'contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn(community, 'translator') });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  pupil = await h.user({ roles: ['student'], schoolId: school });
});

afterAll(async () => {
  await h.close();
});

describe('POST /api/courses/:id/publish', () => {
  it('asks for a login (401)', async () => {
    const { id, version } = await course({});
    expect((await call('POST', `/api/courses/${id}/publish`, undefined, { version })).statusCode).toBe(401);
  });

  it('refuses learners, teachers, translators and other communities (403), writing nothing', async () => {
    const { id, version } = await course({});
    for (const [who, message] of [
      [pupil, NOT_AUTHOR_MESSAGE],
      [teacher, NOT_AUTHOR_MESSAGE],
      [translator, TRANSLATORS_ONLY_MESSAGE],
      [otherCreator, NOT_AUTHOR_MESSAGE],
    ] as const) {
      const response = await call('POST', `/api/courses/${id}/publish`, who, { version, drafts: true });
      expect(response.statusCode, response.body).toBe(403);
      expect(json(response).message).toBe(message);
    }
    expect(await draftOf(id)).toBe(1);
  });

  it('says what is wrong with a request (400), a stale version (409) and an unknown course (404)', async () => {
    const { id, version } = await course({});
    const bad = await call('POST', `/api/courses/${id}/publish`, creator, { version, drafts: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('drafts must be true or false');
    const stale = await call('POST', `/api/courses/${id}/publish`, creator, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ message: CONFLICT_MESSAGE, version });
    const lesson = await call('POST', `/api/courses/${await firstLessonId()}/publish`, creator, {
      version: 1,
    });
    expect(lesson.statusCode).toBe(404);
    expect(await draftOf(id)).toBe(1);
  });

  it('publishes only the course when asked, and names the drafts learners do not see yet', async () => {
    const intro = await lesson('javascript', [radio(true)]);
    const { id, version } = await course({ introQuizzes: [intro] });
    const result = await ok('POST', `/api/courses/${id}/publish`, { version });
    expect(result.course).toMatchObject({ _id: id, draft: false, version: version + 1 });
    expect(result.published).toEqual([]);
    expect(result.hidden.map((p: { kind: string; reason: string }) => [p.kind, p.reason])).toEqual([
      ['stages', 'draft'],
      ['assessments', 'draft'],
    ]);
    expect(await draftOf(intro)).toBe(1);
    // Learners see the course but no stage yet.
    const home = json(await call('GET', `/api/courses/${id}/home`, pupil));
    expect(home.stages).toEqual([]);
  });

  it('publishes the draft stages and items inside in one go, keeping back what a learner could not answer', async () => {
    const intro = await lesson('javascript', [radio(true)]);
    const empty = await lesson('javascript', [
      radio(true),
      { title: 'Question 2', fieldType: 'concept_intro' },
    ]);
    const tutorial = await ok('POST', '/api/bricks', {
      title: `Tutorial ${++counter}`,
      language: 'javascript',
    });
    const { id, version } = await course({
      introQuizzes: [intro],
      finalQuizzes: [empty],
      tutorialsV2: [tutorial._id],
    });
    const result = await ok('POST', `/api/courses/${id}/publish`, { version, drafts: true });
    expect(result.published.map((p: { _id: string }) => p._id)).toEqual(
      expect.arrayContaining([intro, tutorial._id]),
    );
    expect(result.published.map((p: { kind: string }) => p.kind)).toContain('stages');
    expect(result.hidden).toEqual([
      {
        _id: empty,
        kind: 'assessments',
        title: expect.any(String),
        reason: 'unanswerable',
        problems: ['Question 2 has no text'],
      },
    ]);
    // Read back: the rows and the stage are published, the unanswerable lesson is still a draft.
    expect([
      await draftOf(id),
      await draftOf(intro),
      await draftOf(tutorial._id),
      await draftOf(empty),
    ]).toEqual([0, 0, 0, 1]);
    const stored = await ok('GET', `/api/library/courses/${id}`);
    expect(stored.stages[0].draft).toBe(false);
    // The learner's home shows the stage, its lesson and the tutorial from the editor's list.
    const home = json(await call('GET', `/api/courses/${id}/home`, pupil));
    expect(home.stages).toHaveLength(1);
    expect(home.stages[0].sections.introQuizzes.map((i: { _id: string }) => i._id)).toEqual([intro]);
    expect(home.stages[0].sections.tutorials.map((i: { _id: string }) => i._id)).toEqual([tutorial._id]);
    expect(home.stages[0].sections.finalQuizzes).toEqual([]);
  });
});

describe("a course's drafts in preview", () => {
  it("show to its authors only; a teacher's preview shows what learners will meet", async () => {
    const published = await lesson('javascript', [radio(true)]);
    const draft = await lesson('javascript', [radio(true)]);
    const { id } = await course({ introQuizzes: [published, draft] });
    const item = await ok('GET', `/api/library/assessments/${published}`);
    await ok('PUT', `/api/assessments/${published}`, { version: item.version, draft: false });
    const stored = await ok('GET', `/api/library/courses/${id}`);
    await ok('PUT', `/api/courses/${id}`, {
      version: stored.version,
      stages: [{ ...stored.stages[0], draft: false }, stage({ title: 'Later' })],
    });
    await ok('POST', `/api/courses/${id}/publish`, { version: stored.version + 1 });
    const quizzes = (home: { stages: { sections: { introQuizzes: { _id: string }[] } }[] }) =>
      home.stages.map((s) => s.sections.introQuizzes.map((q) => q._id));
    const author = await ok('GET', `/api/courses/${id}/home?preview=true`);
    expect([author.preview, quizzes(author)]).toEqual([true, [[published, draft], []]]);
    const teacherView = json(await call('GET', `/api/courses/${id}/home?preview=true`, teacher));
    expect([teacherView.preview, quizzes(teacherView)]).toEqual([true, [[published]]]);
    const learner = json(await call('GET', `/api/courses/${id}/home?preview=true`, pupil));
    expect([learner.preview, quizzes(learner)]).toEqual([false, [[published]]]);
    const opened = await call('GET', `/api/learn/assessments/${draft}?course=${id}&preview=true`, teacher);
    expect(opened.statusCode).toBe(403);
    const asAuthor = await call('GET', `/api/learn/assessments/${draft}?course=${id}&preview=true`, creator);
    expect(asAuthor.statusCode, asAuthor.body).toBe(200);
  });
});

let firstLesson: string | null = null;
const firstLessonId = async () => {
  firstLesson ??= await lesson('javascript', [radio(true)]);
  return firstLesson;
};

describe('publishing an assessment that a learner could not answer', () => {
  it('is refused (400), naming each question, and nothing is written', async () => {
    const id = await lesson('javascript', [radio(true)]);
    const before = await ok('GET', `/api/library/assessments/${id}`);
    const response = await call('PUT', `/api/assessments/${id}`, creator, {
      version: before.version,
      draft: false,
      questions: [radio(true), { title: 'Question 2', fieldType: 'concept_intro' }, radio(false)],
    });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.message).toContain('Question 2 has no text');
    expect(body.errors).toMatchObject([
      { path: 'questions.1', message: 'Question 2 has no text' },
      { path: 'questions.2', message: 'Question 3 has no correct answer' },
    ]);
    const after = await ok('GET', `/api/library/assessments/${id}`);
    expect([after.version, after.draft, after.questions.length]).toEqual([before.version, true, 1]);
  });

  it('is refused when a published one is saved with an empty question, and saved as a draft', async () => {
    const id = await lesson('javascript', [radio(true)]);
    const item = await ok('GET', `/api/library/assessments/${id}`);
    const published = await ok('PUT', `/api/assessments/${id}`, { version: item.version, draft: false });
    const refused = await call('PUT', `/api/assessments/${id}`, creator, {
      version: published.version,
      questions: [
        { ...radio(true), _id: item.questions[0]._id },
        { title: 'Question 2', fieldType: 'radio' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toMatchObject([
      { path: 'questions.1', message: 'Question 2 has no text' },
      { path: 'questions.1', message: 'Question 2 has no options to choose from' },
    ]);
    const draft = await ok('PUT', `/api/assessments/${id}`, {
      version: published.version,
      draft: true,
      questions: [
        { ...radio(true), _id: item.questions[0]._id },
        { title: 'Question 2', fieldType: 'radio' },
      ],
    });
    expect(draft.draft).toBe(true);
    expect((await ok('GET', `/api/library/assessments/${id}`)).questions).toHaveLength(2);
  });
});

describe("an item's language", () => {
  it('changes while the item is unused, with its questions, and no longer once it is in a published course', async () => {
    const id = await lesson('python', [radio(true)]);
    const item = await ok('GET', `/api/library/assessments/${id}`);
    expect([item.language, item.languageLocked]).toEqual(['python', false]);
    const saved = await ok('PUT', `/api/assessments/${id}`, {
      version: item.version,
      language: 'javascript',
    });
    expect(saved.language).toBe('javascript');
    const after = await ok('GET', `/api/library/assessments/${id}`);
    expect(after.language).toBe('javascript');
    const question = await h.db
      .selectFrom('content')
      .select('language')
      .where('id', '=', after.questions[0]._id)
      .executeTakeFirstOrThrow();
    expect(question.language).toBe('javascript');

    const { id: courseId, version } = await course({ introQuizzes: [id] });
    await ok('POST', `/api/courses/${courseId}/publish`, { version, drafts: true });
    const locked = await ok('GET', `/api/library/assessments/${id}`);
    expect(locked.languageLocked).toBe(true);
    const refused = await call('PUT', `/api/assessments/${id}`, creator, {
      version: locked.version,
      language: 'python',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      message: LANGUAGE_IN_USE_MESSAGE,
      errors: [{ path: 'language', message: LANGUAGE_IN_USE_MESSAGE }],
    });
    expect((await ok('GET', `/api/library/assessments/${id}`)).language).toBe('javascript');
  });

  it("is kept once the item is a topic's lesson in a published course, or a learner has a tracker on it", async () => {
    const id = await lesson('javascript', [radio(true)]);
    const topic = await ok('POST', '/api/topics', {
      title: `Topic ${++counter}`,
      language: 'javascript',
      tags: ['t'],
      conceptIntro: id,
    });
    expect((await ok('GET', `/api/library/assessments/${id}`)).languageLocked).toBe(false);
    const { id: courseId, version } = await course({ topics: [topic._id] });
    await ok('POST', `/api/courses/${courseId}/publish`, { version, drafts: true });
    expect((await ok('GET', `/api/library/assessments/${id}`)).languageLocked).toBe(true);

    const answered = await lesson('javascript', [radio(true)]);
    const now = new Date().toISOString();
    await h.db
      .insertInto('trackers')
      .values({
        id: `tracker-${counter}`,
        user_id: pupil.id,
        kind: 'assessment',
        subject_id: answered,
        completed: 0,
        progress: 0,
        date_completed: null,
        body: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const item = await ok('GET', `/api/library/assessments/${answered}`);
    expect(item.languageLocked).toBe(true);
    const refused = await call('PUT', `/api/assessments/${answered}`, creator, {
      version: item.version,
      language: 'python',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a language the kind is not written in (400)', async () => {
    const id = await lesson('python', []);
    const item = await ok('GET', `/api/library/assessments/${id}`);
    const refused = await call('PUT', `/api/assessments/${id}`, creator, {
      version: item.version,
      language: 'html',
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(json(refused))).toContain('language');
  });
});
