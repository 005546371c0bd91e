// Issue 17, finding 6: a translation holds texts only. The library refuses anything else with a 400 naming
// the key and writes nothing; learners' pages lay only texts over the English, and grade and lock by the
// English, whatever a stored translation holds.
import { NOT_AUTHOR_MESSAGE } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { testCourse } from '../learn/test-course.ts';

let h: Harness;
let rows: SeedRow[];
let creator: TestUser;
let translator: TestUser;
let teacher: TestUser;
let school: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: TestUser, payload?: object) =>
  h.request({ method, url, ...(as ? { as } : {}), ...(payload !== undefined ? { payload } : {}) });
const idOf = (kind: SeedRow['kind'], title: string) =>
  rows.find((r) => r.kind === kind && r.title === title)!.id;
const courseId = () => idOf('courses', 'Test Course');

/** The stored row: what "nothing was written" compares. */
const stored = async (id: string) =>
  h.db
    .selectFrom('content')
    .select(['version', 'body', 'translations'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const read = async (kind: string, id: string, as: TestUser = creator) => {
  const response = await call('GET', `/api/library/${kind}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
};

/** Expects `payload` refused with 400 naming `path`, and the rows of `ids` unchanged. */
const refused = async (url: string, as: TestUser, payload: object, path: string, ids: string[]) => {
  const before = await Promise.all(ids.map(stored));
  const response = await call('PUT', url, as, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response).message).toBe(`${path}: only texts can be translated`);
  expect(json(response).errors).toMatchObject([{ path, message: 'Only texts can be translated' }]);
  expect(await Promise.all(ids.map(stored))).toEqual(before);
};

beforeAll(async () => {
  h = await createHarness();
  const community = await h.environment({ name: 'Authors', type: 'Community', global: true });
  school = await h.environment({ name: 'School' });
  const roleIn = (role: 'contentCreator' | 'translator') => ({
    communityId: community,
    environmentRoles: [{ environmentId: community, role }],
  });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn('contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn('translator') });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: community, authorId: creator.id, now: nowIso() });
});
afterAll(() => h.close());

describe('saving a translation', () => {
  it('asks for a login (401) and an authoring role (403), writing nothing', async () => {
    const payload = { version: 1, translations: { de: { title: 'Kurs' } } };
    const before = await stored(courseId());
    expect((await call('PUT', `/api/courses/${courseId()}`, undefined, payload)).statusCode).toBe(401);
    const pupil = await h.user({ roles: ['student'], schoolId: school });
    for (const user of [teacher, pupil]) {
      const response = await call('PUT', `/api/courses/${courseId()}`, user, payload);
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(NOT_AUTHOR_MESSAGE);
    }
    expect(await stored(courseId())).toEqual(before);
  });

  it("refuses a course translation that moves a stage's quiz, naming the key, and writes nothing", async () => {
    const course = await read('courses', courseId());
    const quizzes = course.stages.map((s: { introQuizzes: string[] }) => s.introQuizzes);
    await refused(
      `/api/courses/${courseId()}`,
      translator,
      {
        version: course.version,
        translations: { de: { stages: [{ introQuizzes: [] }, { introQuizzes: quizzes.flat() }] } },
      },
      'translations.de.stages[0].introQuizzes',
      [courseId()],
    );
    await refused(
      `/api/courses/${courseId()}`,
      creator,
      {
        version: course.version,
        translations: { de: { title: 'Kurs', stages: [null, { title: 'Zwei', draft: true }] } },
      },
      'translations.de.stages[1].draft',
      [courseId()],
    );
  });

  it('refuses a question translation that changes its type or its answers, whoever sends it', async () => {
    const quiz = await read('assessments', idOf('assessments', 'Warm-up quiz'));
    const [pickB] = quiz.questions;
    const ids = [quiz._id, pickB._id];
    await refused(
      `/api/assessments/${quiz._id}`,
      translator,
      {
        version: quiz.version,
        questionTranslations: { [pickB._id]: { de: { title: 'Wähle B', fieldType: 'textfield' } } },
      },
      `questionTranslations.${pickB._id}.de.fieldType`,
      ids,
    );
    const question = {
      _id: pickB._id,
      title: pickB.title,
      fieldType: pickB.fieldType,
      fieldOptions: pickB.fieldOptions,
    };
    await refused(
      `/api/assessments/${quiz._id}`,
      creator,
      {
        version: quiz.version,
        questions: [
          {
            ...question,
            translations: { it: { fieldOptions: [{ data: { text: 'A' } }, { data: { isCorrect: false } }] } },
          },
        ],
      },
      'questions[0].translations.it.fieldOptions[1].data.isCorrect',
      ids,
    );
    // A whole piece is not a text: only its words are sent (as the translation form does).
    await refused(
      `/api/assessments/${quiz._id}`,
      translator,
      { version: quiz.version, questionTranslations: { [pickB._id]: { ar: { pieces: [pickB.pieces[0]] } } } },
      `questionTranslations.${pickB._id}.ar.pieces[0].format`,
      ids,
    );
  });

  it('refuses a step translation that changes who sees the step, and a text where pieces belong', async () => {
    const tutorial = await read('bricks', idOf('bricks', 'First program'));
    const step = tutorial.bricks[0];
    await refused(
      `/api/bricks/${tutorial._id}`,
      translator,
      { version: tutorial.version, stepTranslations: { [step._id]: { de: { audience: 'instructor' } } } },
      `stepTranslations.${step._id}.de.audience`,
      [tutorial._id, step._id],
    );
    await refused(
      `/api/bricks/${tutorial._id}`,
      translator,
      { version: tutorial.version, translations: { de: { title: 'Erstes Programm', pieces: 'viele' } } },
      'translations.de.pieces',
      [tutorial._id],
    );
  });

  it('keeps texts: titles, rich text (cleaned), captions, choices, and reads them back', async () => {
    const reference = await read('references', idOf('references', 'Values'));
    const withImage = await call('PUT', `/api/references/${reference._id}`, creator, {
      version: reference.version,
      pieces: [
        ...reference.pieces,
        {
          format: 'image',
          data: {
            images: {
              en: { url: '/files/a.png', alt: 'A cat' },
              de: { url: '/files/b.png', alt: 'Eine Katze' },
            },
            caption: 'A cat',
          },
        },
      ],
    });
    expect(withImage.statusCode, withImage.body).toBe(200);
    const saved = await call('PUT', `/api/references/${reference._id}`, translator, {
      version: reference.version + 1,
      translations: {
        de: {
          title: 'Werte',
          description: '<p>Zahlen<script>x()</script></p>',
          pieces: [{ data: { text: '<p>Ein Wert</p>' } }, { data: { caption: 'Eine Katze' } }],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await read('references', reference._id);
    expect(back.translations.de).toEqual({
      title: 'Werte',
      description: '<p>Zahlen</p>',
      pieces: [{ data: { text: '<p>Ein Wert</p>' } }, { data: { caption: 'Eine Katze' } }],
    });
    expect(back.pieces[1].data.images.de).toEqual({ url: '/files/b.png', alt: 'Eine Katze' });

    const quiz = await read('assessments', idOf('assessments', 'Warm-up quiz'));
    const pickB = quiz.questions[0];
    const translated = await call('PUT', `/api/assessments/${quiz._id}`, translator, {
      version: quiz.version,
      questionTranslations: {
        [pickB._id]: { de: { title: 'Wähle B', fieldOptions: [null, { data: { text: 'Be' } }] } },
      },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    // By position, as far as the English options go (null: not translated).
    expect((await read('assessments', quiz._id)).questions[0].translations.de).toEqual({
      title: 'Wähle B',
      fieldOptions: [null, { data: { text: 'Be' } }, null],
    });
  });
});

describe('what learners see of a stored translation holding more than texts', () => {
  it('shows its texts only, and grades and locks by the English', async () => {
    const pupil = await h.user({ roles: ['student'], schoolId: school });
    await h.classWith(teacher, [pupil]);
    await call('PUT', '/api/users/me/update-course', pupil, { currentCourse: courseId() });
    await call('PUT', '/api/users/me/locale', pupil, { locale: 'de' });
    const quizId = idOf('assessments', 'Warm-up quiz');
    const pickB = rows.find((r) => r.kind === 'questions' && r.title === 'Pick B')!;
    const options = pickB.body.fieldOptions as { _id: string; data: { text: string } }[];
    const course = await stored(courseId());
    const quizzes = (JSON.parse(course.body).stages as { introQuizzes: string[] }[]).map(
      (s) => s.introQuizzes,
    );
    // Older data, written before translations were checked: a radio question turned into a text field with
    // another right answer, and the first stage's quiz moved into the second stage.
    const write = (id: string, translations: object, version: number) =>
      h.db
        .updateTable('content')
        .set({
          translations: JSON.stringify(translations),
          version,
          updated_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .where('id', '=', id)
        .execute();
    const question = await stored(pickB.id);
    await write(
      pickB.id,
      {
        de: {
          title: 'Wähle B',
          fieldType: 'textfield',
          fieldOptions: [
            { data: { text: 'A', isCorrect: true } },
            { data: { text: 'Be', isCorrect: false } },
          ],
        },
      },
      question.version + 1,
    );
    await write(
      courseId(),
      {
        de: {
          title: 'Testkurs',
          stages: [{ title: 'Erste', introQuizzes: [] }, { introQuizzes: quizzes.flat() }],
        },
      },
      course.version + 1,
    );

    const home = json(await call('GET', `/api/courses/${courseId()}/home`, pupil));
    expect(home.title).toBe('Testkurs');
    expect(home.stages[0].title).toBe('Erste');
    expect(
      home.stages.map((s: { sections: { introQuizzes: { _id: string }[] } }) =>
        s.sections.introQuizzes.map((q) => q._id),
      ),
    ).toEqual(quizzes);
    expect(home.stages[0].sections.introQuizzes[0].locked).toBe(false);

    const opened = await call('GET', `/api/learn/assessments/${quizId}`, pupil);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = json(opened).questions[0];
    expect(shown).toMatchObject({ title: 'Wähle B', fieldType: 'radio' });
    expect(shown.options.map((o: { text: string }) => o.text).sort()).toEqual(['A', 'Be', 'C']);
    const answer = (option: string) =>
      call('POST', `/api/learn/assessments/${quizId}/answers`, pupil, {
        question: pickB.id,
        answer: { option },
      });
    expect(json(await answer(options[0]!._id)).status).toBe('wrong');
    expect(json(await answer(options[1]!._id)).status).toBe('correct');

    // The editor reads the texts only, so a translator's next save (which sends them back) is accepted.
    const quiz = await read('assessments', quizId, translator);
    expect(quiz.questions[0].translations).toEqual({
      de: { title: 'Wähle B', fieldOptions: [null, { data: { text: 'Be' } }, null] },
    });
    const again = await call('PUT', `/api/assessments/${quizId}`, translator, {
      version: quiz.version,
      questionTranslations: { [pickB.id]: quiz.questions[0].translations },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(JSON.parse((await stored(pickB.id)).translations)).toEqual(quiz.questions[0].translations);
  });
});
