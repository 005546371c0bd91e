import {
  ADMIN_SETTINGS_MESSAGE,
  CONFLICT_MESSAGE,
  LINK_MISSING_MESSAGE,
  LINK_NOT_YOURS_MESSAGE,
  MOVE_SAME_MESSAGE,
  NOT_A_LEARNING_ITEM,
  NOT_AUTHOR_MESSAGE,
  PARENT_CYCLE_MESSAGE,
  PARENT_MISSING_MESSAGE,
  TRANSLATORS_ONLY_MESSAGE,
} from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedRows, loadSeedCourse, type SeedRow } from '../../db/seed/courses/load.ts';
import { nowIso } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import { testCourse } from '../learn/test-course.ts';

let h: Harness;
let community: string;
let otherCommunity: string;
let admin: TestUser;
let communityAdmin: TestUser;
let creator: TestUser;
let otherCreator: TestUser;
let translator: TestUser;
let teacher: TestUser;
let pupil: TestUser;
let rows: SeedRow[];

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, as?: TestUser, payload?: object) =>
  h.request({ method, url, ...(as ? { as } : {}), ...(payload !== undefined ? { payload } : {}) });

const contentRows = async () =>
  Number(
    (
      await h.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const newCourse = async (as: TestUser, payload: object = {}) => {
  const response = await call('POST', '/api/courses', as, {
    title: 'Web basics',
    language: 'javascript',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response) as { _id: string; version: number };
};

beforeAll(async () => {
  h = await createHarness();
  community = await h.environment({ name: 'Authors', type: 'Community', global: true });
  otherCommunity = await h.environment({ name: 'Elsewhere', type: 'Community' });
  const school = await h.environment({ name: 'School' });
  const roleIn = (environmentId: string, role: 'admin' | 'contentCreator' | 'translator') => ({
    communityId: environmentId,
    environmentRoles: [{ environmentId, role }],
  });
  admin = await h.user({ roles: ['admin'] });
  communityAdmin = await h.user({ roles: ['teacher'], ...roleIn(community, 'admin') });
  creator = await h.user({ roles: ['contentCreator'], ...roleIn(community, 'contentCreator') });
  otherCreator = await h.user({ roles: ['contentCreator'], ...roleIn(otherCommunity, 'contentCreator') });
  translator = await h.user({ roles: ['translator'], ...roleIn(community, 'translator') });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  pupil = await h.user({ roles: ['student'], schoolId: school });
  rows = loadSeedCourse(testCourse);
  await insertSeedRows(h.db, rows, { communityId: community, authorId: creator.id, now: nowIso() });
});

afterAll(async () => {
  await h.close();
});

describe('who may use the library', () => {
  it('asks for a login (401)', async () => {
    const id = rows[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/library/courses'],
      ['GET', `/api/library/courses/${id}`],
      ['POST', '/api/courses'],
      ['PUT', `/api/courses/${id}`],
      ['POST', `/api/courses/${id}/copy`],
    ] as const)
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
  });

  it('refuses those without an authoring role in their community (403), writing nothing', async () => {
    const before = await contentRows();
    const course = rows.find((r) => r.kind === 'courses')!.id;
    for (const user of [teacher, pupil]) {
      for (const [method, url, payload] of [
        ['GET', '/api/library/courses', undefined],
        ['GET', `/api/library/courses/${course}`, undefined],
        ['POST', '/api/courses', { title: 'X', language: 'python' }],
        ['PUT', `/api/courses/${course}`, { version: 1, title: 'Hacked' }],
        ['POST', `/api/courses/${course}/copy`, {}],
      ] as const) {
        const response = await call(method, url, user, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response).message).toBe(NOT_AUTHOR_MESSAGE);
      }
    }
    expect(await contentRows()).toBe(before);
  });

  it("lets another community's author read and copy the global community's items, never change them (403)", async () => {
    const course = rows.find((r) => r.kind === 'courses')!.id;
    expect((await call('GET', `/api/library/courses/${course}`, otherCreator)).statusCode).toBe(200);
    const save = await call('PUT', `/api/courses/${course}`, otherCreator, { version: 1, title: 'Mine now' });
    expect(save.statusCode).toBe(403);
    expect(json(save).message).toBe(NOT_AUTHOR_MESSAGE);
    expect(json(await call('GET', `/api/library/courses/${course}`, creator)).title).toBe('Test Course');
    // Their library lists it beside their own, saying whose it is; a copy is made in their community.
    const list = json(await call('GET', '/api/library/courses?limit=100', otherCreator));
    expect(list.items.find((i: { _id: string }) => i._id === course)).toMatchObject({ community });
    const copy = await call('POST', `/api/courses/${course}/copy`, otherCreator, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(json(copy)).toMatchObject({ community: otherCommunity, title: 'Copy of Test Course' });
  });

  it("refuses the global community's authors on another community's items (403)", async () => {
    const theirs = await newCourse(otherCreator, { title: 'Elsewhere only' });
    expect((await call('GET', `/api/library/courses/${theirs._id}`, creator)).statusCode).toBe(403);
    const list = json(await call('GET', '/api/library/courses?limit=100', creator));
    expect(list.items.map((i: { _id: string }) => i._id)).not.toContain(theirs._id);
  });

  it('lets translators read and translate but not create, edit, archive or copy', async () => {
    const course = await newCourse(creator, { title: 'To translate' });
    expect((await call('GET', `/api/library/courses/${course._id}`, translator)).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/courses', translator, { title: 'New', language: 'python' }),
      await call('PUT', `/api/courses/${course._id}`, translator, { version: 1, title: 'Changed' }),
      await call('PUT', `/api/courses/${course._id}`, translator, { version: 1, archived: true }),
      await call('POST', `/api/courses/${course._id}/copy`, translator, {}),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(json(response).message).toBe(TRANSLATORS_ONLY_MESSAGE);
    }
    const translated = await call('PUT', `/api/courses/${course._id}`, translator, {
      version: 1,
      translations: { ar: { title: 'للترجمة' } },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const read = json(await call('GET', `/api/library/courses/${course._id}`, creator));
    expect(read.title).toBe('To translate');
    expect(read.translations).toEqual({ ar: { title: 'للترجمة' } });
    expect(read.version).toBe(2);
  });

  it("keeps the course's admin settings to admins", async () => {
    const course = await newCourse(creator, { title: 'Settings' });
    const refused = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      premium: true,
      price: 500,
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(ADMIN_SETTINGS_MESSAGE);
    expect(
      json(refused)
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['premium', 'price']);
    // Sending a setting unchanged (as the editor's form does) is fine.
    const same = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      premium: false,
      price: 0,
    });
    expect(same.statusCode).toBe(200);
    for (const who of [communityAdmin, admin]) {
      const version = json(await call('GET', `/api/library/courses/${course._id}`, who)).version;
      const allowed = await call('PUT', `/api/courses/${course._id}`, who, {
        version,
        premium: true,
        price: 250,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
    }
    const read = json(await call('GET', `/api/library/courses/${course._id}`, creator));
    expect(read).toMatchObject({ premium: true, price: 250 });
  });
});

describe('creating, reading and saving', () => {
  it('creates a draft with every field its editor needs, by its author, in their community', async () => {
    const created = await newCourse(creator, {
      description: '<p onclick="x()">Learn <script>bad()</script>HTML</p>',
    });
    const read = json(await call('GET', `/api/library/courses/${created._id}`, creator));
    expect(read).toMatchObject({
      _id: created._id,
      title: 'Web basics',
      language: 'javascript',
      draft: true,
      archived: false,
      community,
      author: creator.id,
      version: 1,
      stages: [],
      keyStages: ['KS3'],
      price: 0,
      // A course's description is plain text: markup written into it is kept as its words.
      description: 'Learn HTML',
    });
  });

  it('answers bad input with 400 and the message to act on, writing nothing', async () => {
    const before = await contentRows();
    const noTitle = await call('POST', '/api/courses', creator, { language: 'python' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain('Title is required');
    const badLanguage = await call('POST', '/api/courses', creator, { title: 'X', language: 'cobol' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.body).toContain('Language must be one of: javascript, python');
    const unknownField = await call('POST', '/api/courses', creator, {
      title: 'X',
      language: 'python',
      evil: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    const badStatus = await call('GET', '/api/library/courses?status=maybe', creator);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain('Status must be draft or published');
    const badVariant = await call('GET', '/api/library/courses?variant=quiz', creator);
    expect(badVariant.statusCode).toBe(400);
    const badKind = await call('GET', '/api/library/spells', creator);
    expect(badKind.statusCode).toBe(400);
    const course = await newCourse(creator);
    const noVersion = await call('PUT', `/api/courses/${course._id}`, creator, { title: 'Y' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain('Version is required');
    const noKeyStage = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      keyStages: [],
    });
    expect(noKeyStage.statusCode).toBe(400);
    expect(noKeyStage.body).toContain('Choose at least one key stage');
    const english = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      translations: { en: { title: 'Z' } },
    });
    expect(english.statusCode).toBe(400);
    expect(await contentRows()).toBe(before + 1);
    expect(json(await call('GET', `/api/library/courses/${course._id}`, creator)).version).toBe(1);
  });

  it('saves stages, giving new ones ids, and reads them back', async () => {
    const course = await newCourse(creator);
    const quiz = rows.find((r) => r.kind === 'assessments')!.id;
    const saved = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      title: 'Web basics 2',
      draft: false,
      stages: [
        { title: 'Stage one', description: 'First', draft: false, introQuizzes: [quiz] },
        { title: 'Stage two', description: '', draft: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ title: 'Web basics 2', version: 2, draft: false });
    const read = json(await call('GET', `/api/library/courses/${course._id}`, creator));
    expect(read.stages).toHaveLength(2);
    expect(read.stages[0]).toMatchObject({ title: 'Stage one', introQuizzes: [quiz] });
    expect(read.stages[0]._id).toEqual(expect.any(String));
    expect(read.stages[1]._id).not.toBe(read.stages[0]._id);
    // A learner of the community now finds it among the published courses.
    const learner = await h.user({ roles: ['student'] });
    const published = json(await call('GET', '/api/courses?draft=false', learner));
    expect(published.items.map((c: { _id: string }) => c._id)).toContain(course._id);
  });

  it('refuses a stale save with 409 and the stored version; force saves over it', async () => {
    const course = await newCourse(creator, { title: 'Shared' });
    const first = await call('PUT', `/api/courses/${course._id}`, creator, {
      version: 1,
      subheading: 'Mine',
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/api/courses/${course._id}`, communityAdmin, {
      version: 1,
      subheading: 'Theirs',
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ message: CONFLICT_MESSAGE, version: 2 });
    expect(json(await call('GET', `/api/library/courses/${course._id}`, creator)).subheading).toBe('Mine');
    const forced = await call('PUT', `/api/courses/${course._id}?force=true`, communityAdmin, {
      version: 1,
      subheading: 'Theirs',
    });
    expect(forced.statusCode).toBe(200);
    expect(json(forced).version).toBe(3);
    expect(json(await call('GET', `/api/library/courses/${course._id}`, creator)).subheading).toBe('Theirs');
  });

  it('keeps translations as what differs from English, sanitised and checked', async () => {
    const course = await newCourse(creator, { title: 'Loops', subheading: 'Again and again' });
    const saved = await call('PUT', `/api/courses/${course._id}`, translator, {
      version: 1,
      translations: {
        it: { title: 'Cicli', subheading: 'Again and again', description: '<p>Ciao<script>x()</script></p>' },
        de: { title: '' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = json(await call('GET', `/api/library/courses/${course._id}`, creator));
    // A course's description is plain text: the editor's markup is kept as its words, scripts dropped.
    expect(read.translations).toEqual({ it: { title: 'Cicli', description: 'Ciao' } });
    const tooLong = await call('PUT', `/api/courses/${course._id}`, translator, {
      version: 2,
      translations: { ar: { title: 'x'.repeat(201) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).errors[0].path).toBe('translations.ar.title');
  });

  it('keeps plain-text fields plain: what a rich text editor wrote there is stored as its words', async () => {
    const created = await call('POST', '/api/assessments', creator, {
      title: 'Plain words',
      language: 'javascript',
      type: 'conceptIntro',
      description: '<p>Your very first <strong>JavaScript</strong> instruction.</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json(created)._id as string;
    const saved = await call('PUT', `/api/assessments/${id}`, creator, {
      version: 1,
      learningObjectives: '<p>Rich <em>stays</em> rich</p>',
      translations: { ar: { description: '<p>أول تعليمة</p>' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = json(await call('GET', `/api/library/assessments/${id}`, creator));
    expect(read.description).toBe('Your very first JavaScript instruction.');
    expect(read.learningObjectives).toBe('<p>Rich <em>stays</em> rich</p>');
    expect(read.translations).toEqual({ ar: { description: 'أول تعليمة' } });
    // A text about tags is not the editor's markup, and stays as written.
    const challenge = json(
      await call('POST', '/api/challenges', creator, {
        title: 'Tags',
        language: 'javascript',
        description: 'The <p> element makes a paragraph',
        summary: '<p>A <em>game</em></p>',
      }),
    );
    const stored = json(await call('GET', `/api/library/challenges/${challenge._id}`, creator));
    expect({ description: stored.description, summary: stored.summary }).toEqual({
      description: 'The <p> element makes a paragraph',
      summary: 'A game',
    });
  });

  it("refuses keys of a translation that only objects' prototypes have with 400, not 500 (the fuzz tests found one)", async () => {
    const course = await newCourse(creator, { title: 'Prototypes' });
    for (const key of ['toString', 'hasOwnProperty', 'constructor']) {
      const saved = await call('PUT', `/api/courses/${course._id}`, translator, {
        version: 1,
        translations: { ar: { [key]: { isAdmin: true }, title: 'نماذج' } },
      });
      expect(saved.statusCode, saved.body).toBe(400);
      expect(json(saved).message).toBe(`translations.ar.${key}: only texts can be translated`);
    }
    const read = json(await call('GET', `/api/library/courses/${course._id}`, creator));
    expect(read.version).toBe(1);
    expect(read.translations).toEqual({});
    const fine = await call('PUT', `/api/courses/${course._id}`, translator, {
      version: 1,
      translations: { ar: { title: 'نماذج' } },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('every kind', () => {
  it('creates each kind and reads it back as its editor needs it', async () => {
    const inputs: Record<string, object> = {
      courses: { title: 'A course', language: 'python' },
      assessments: { title: 'A quiz', language: 'python', type: 'exam' },
      bricks: { title: 'A tutorial', language: 'python' },
      tutorials: {
        title: 'An old tutorial',
        language: 'python',
        steps: [{ title: 'One', substeps: [{ title: 'a' }] }],
      },
      challenges: { title: 'A challenge', language: 'python', decomposition: [{ text: '<b>Plan</b>' }] },
      topics: { title: 'A topic', language: 'python', tags: ['loops'] },
      links: { title: 'A link', language: 'python', url: 'https://example.org/' },
      references: { title: 'print', language: 'python', sections: [{ title: 'Use', pieces: [] }] },
      faqs: { title: 'Why?', language: 'css' },
      definitions: { title: 'Variable', language: 'html' },
    };
    for (const [kind, input] of Object.entries(inputs)) {
      const created = await call('POST', `/api/${kind}`, creator, input);
      expect(created.statusCode, `${kind}: ${created.body}`).toBe(201);
      const read = await call('GET', `/api/library/${kind}/${json(created)._id}`, creator);
      expect(read.statusCode, `${kind}: ${read.body}`).toBe(200);
      expect(json(read)).toMatchObject({ ...input, version: 1, draft: true });
    }
    const exam = json(await call('GET', '/api/library/assessments?variant=exam', creator));
    expect(exam.items[0]).toMatchObject({ title: 'A quiz', variant: 'exam' });
  });

  it('reads every kind the seed course holds', async () => {
    for (const row of rows.filter((r) => r.kind !== 'questions')) {
      const read = await call('GET', `/api/library/${row.kind}/${row.id}`, creator);
      expect(read.statusCode, `${row.kind} ${row.title}: ${read.body}`).toBe(200);
    }
  });
});

describe('the content table', () => {
  it('lists by tab and filter, archived ones only when asked, newest first', async () => {
    const mine = await newCourse(creator, { title: 'Filter me please' });
    const byName = json(await call('GET', '/api/library/courses?name=FILTER%20ME', creator));
    expect(byName.items.map((i: { _id: string }) => i._id)).toEqual([mine._id]);
    expect(byName.items[0]).toMatchObject({
      title: 'Filter me please',
      draft: true,
      author: { _id: creator.id },
      openReports: 0,
    });
    const archived = await call('PUT', `/api/courses/${mine._id}`, creator, { version: 1, archived: true });
    expect(archived.statusCode).toBe(200);
    expect(json(await call('GET', '/api/library/courses?name=filter', creator)).count).toBe(0);
    const inArchive = json(await call('GET', '/api/library/courses?name=filter&archived=true', creator));
    expect(inArchive.items.map((i: { _id: string }) => i._id)).toEqual([mine._id]);
    const restored = await call('PUT', `/api/courses/${mine._id}`, creator, { version: 2, archived: false });
    expect(json(restored).archived).toBe(false);

    const quizzes = json(await call('GET', '/api/library/assessments?variant=quiz&limit=100', creator));
    const lessons = json(
      await call('GET', '/api/library/assessments?variant=conceptIntro&limit=100', creator),
    );
    expect(quizzes.count).toBeGreaterThan(0);
    expect(lessons.count).toBeGreaterThan(0);
    expect(quizzes.items.every((i: { variant: string }) => i.variant === 'quiz')).toBe(true);
    expect(lessons.items.every((i: { variant: string }) => i.variant === 'conceptIntro')).toBe(true);
    const tutorials = json(await call('GET', '/api/library/bricks?variant=tutorial&limit=100', creator));
    expect(tutorials.items.map((i: { title: string }) => i.title)).toContain('First program');
    expect(tutorials.items.every((i: { variant: string }) => i.variant === 'tutorial')).toBe(true);

    const published = json(await call('GET', '/api/library/courses?status=published', creator));
    expect(published.items.every((i: { draft: boolean }) => !i.draft)).toBe(true);
    const python = json(await call('GET', '/api/library/courses?language=python&limit=100', creator));
    expect(python.items.every((i: { language: string }) => i.language === 'python')).toBe(true);
    const byAuthor = json(await call('GET', `/api/library/courses?author=${translator.id}`, creator));
    expect(byAuthor.count).toBe(0);
    const paged = json(await call('GET', '/api/library/courses?limit=1&page=1', creator));
    expect(paged.items).toHaveLength(1);
    expect(paged.pages).toBe(paged.count);
  });

  it('lists a page in the same number of queries however many rows it holds', async () => {
    const topic = async (title: string) =>
      call('POST', '/api/topics', creator, { title, language: 'python', tags: ['loops'] });
    await topic('Topic 0');
    const few = await h.queriesOf(() => call('GET', '/api/library/topics?limit=50', creator));
    for (let i = 1; i < 25; i += 1) expect((await topic(`Topic ${i}`)).statusCode).toBe(201);
    const many = await h.queriesOf(() => call('GET', '/api/library/topics?limit=50', creator));
    expect(json(await call('GET', '/api/library/topics?limit=50', creator)).count).toBeGreaterThanOrEqual(25);
    expect(many.length).toBe(few.length);
  });
});

describe('the author check (issue 22): another creator of the community reads and copies, never changes', () => {
  it("refuses a co-author's save, archive, publish, question move and delete (403), changing nothing", async () => {
    const coAuthor = await h.user({
      roles: ['contentCreator'],
      communityId: community,
      environmentRoles: [{ environmentId: community, role: 'contentCreator' }],
    });
    const course = await newCourse(creator, { title: 'Mine alone' });
    const read = await call('GET', `/api/library/courses/${course._id}`, coAuthor);
    expect(read.statusCode).toBe(200);
    const before = json(read);
    for (const payload of [
      { version: 1, title: 'Theirs now' },
      { version: 1, archived: true },
    ]) {
      const refused = await call('PUT', `/api/courses/${course._id}`, coAuthor, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(json(refused).message).toBe(
        'Only its author or an admin of its community can change this; copy it to make your own',
      );
    }
    const publish = await call('POST', `/api/courses/${course._id}/publish`, coAuthor, {
      version: 1,
      drafts: true,
    });
    expect(publish.statusCode).toBe(403);
    const quiz = json(
      await call('POST', '/api/assessments', creator, { title: 'Q', language: 'javascript', type: 'quiz' }),
    );
    const theirQuiz = json(
      await call('POST', '/api/assessments', coAuthor, { title: 'Q2', language: 'javascript', type: 'quiz' }),
    );
    const saved = json(
      await call('PUT', `/api/assessments/${quiz._id}`, creator, {
        version: 1,
        questions: [{ title: 'One', fieldType: 'textfield' }],
      }),
    );
    const question = json(await call('GET', `/api/library/assessments/${quiz._id}`, creator)).questions[0]
      ._id;
    const move = await call('POST', `/api/assessments/${quiz._id}/questions/${question}/move`, coAuthor, {
      to: theirQuiz._id,
      version: saved.version,
    });
    expect(move.statusCode).toBe(403);
    const faq = json(await call('POST', '/api/faqs', creator, { title: 'Why?', language: 'javascript' }));
    expect(
      (await h.request({ method: 'DELETE', url: `/api/faqs/${faq._id}`, as: coAuthor })).statusCode,
    ).toBe(403);
    expect(json(await call('GET', `/api/library/courses/${course._id}`, creator))).toEqual(before);
    expect(json(await call('GET', `/api/library/assessments/${quiz._id}`, creator)).questions).toHaveLength(
      1,
    );
  });

  it('lets the author, an admin of the community and a global admin change it; a copy is the copier’s own', async () => {
    const coAuthor = await h.user({
      roles: ['contentCreator'],
      communityId: community,
      environmentRoles: [{ environmentId: community, role: 'contentCreator' }],
    });
    const course = await newCourse(creator, { title: 'Shared later' });
    let version = course.version;
    for (const [who, title] of [
      [creator, 'By the author'],
      [communityAdmin, 'By the community admin'],
      [admin, 'By the admin'],
    ] as const) {
      const saved = await call('PUT', `/api/courses/${course._id}`, who, { version, title });
      expect(saved.statusCode, saved.body).toBe(200);
      version = json(saved).version;
    }
    expect(json(await call('GET', `/api/library/courses/${course._id}`, creator)).title).toBe('By the admin');
    const copy = json(await call('POST', `/api/courses/${course._id}/copy`, coAuthor, {}));
    const own = await call('PUT', `/api/courses/${copy._id}`, coAuthor, { version: 1, title: 'My version' });
    expect(own.statusCode, own.body).toBe(200);
    expect(json(await call('GET', `/api/library/courses/${copy._id}`, coAuthor)).title).toBe('My version');
  });
});

describe('copies', () => {
  it('copies a course as a draft of the copier, titled "Copy of", in another language if asked', async () => {
    const source = await newCourse(creator, { title: 'Original', draft: false });
    await call('PUT', `/api/courses/${source._id}`, translator, {
      version: 1,
      translations: { ar: { title: 'الأصل', subheading: 'شيء' } },
    });
    const copy = await call('POST', `/api/courses/${source._id}/copy`, communityAdmin, {
      language: 'python',
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const row = json(copy);
    expect(row).toMatchObject({ title: 'Copy of Original', draft: true, language: 'python', version: 1 });
    const read = json(await call('GET', `/api/library/courses/${row._id}`, communityAdmin));
    expect(read).toMatchObject({ author: communityAdmin.id, language: 'python', title: 'Copy of Original' });
    expect(read.translations.ar).toEqual({ subheading: 'شيء' });
    const bad = await call('POST', `/api/courses/${source._id}/copy`, creator, { language: 'css' });
    expect(bad.statusCode).toBe(400);
  });

  it("copies an assessment's questions and a tutorial's steps, leaving the originals alone", async () => {
    const quiz = rows.find((r) => r.kind === 'assessments')!;
    const copy = json(await call('POST', `/api/assessments/${quiz.id}/copy`, creator, {}));
    const original = json(await call('GET', `/api/library/assessments/${quiz.id}`, creator));
    const copied = json(await call('GET', `/api/library/assessments/${copy._id}`, creator));
    expect(copied.questions.map((q: { title: string }) => q.title)).toEqual(
      original.questions.map((q: { title: string }) => q.title),
    );
    expect(copied.questions[0]._id).not.toBe(original.questions[0]._id);
    expect(copied.questions[0].assessment).toBe(copy._id);
    const tutorial = rows.find((r) => r.kind === 'bricks' && r.title === 'First program')!;
    const tcopy = json(await call('POST', `/api/bricks/${tutorial.id}/copy`, creator, {}));
    const tread = json(await call('GET', `/api/library/bricks/${tcopy._id}`, creator));
    const oread = json(await call('GET', `/api/library/bricks/${tutorial.id}`, creator));
    expect(tread.bricks.length).toBe(oread.bricks.length);
    expect(tread.bricks.length).toBeGreaterThan(0);
    expect(tread.bricks[0]._id).not.toBe(oread.bricks[0]._id);
    expect(tread.bricks[0].parent).toBe(tcopy._id);
    const steps = json(await call('GET', '/api/library/bricks?variant=tutorial&limit=100', creator));
    expect(steps.items.filter((i: { title: string }) => i.title === 'Copy of First program')).toHaveLength(1);
  });

  it("saves an assessment's questions: changed, added with ids for their options, reordered and removed", async () => {
    const created = json(
      await call('POST', '/api/assessments', creator, {
        title: 'Lesson',
        language: 'python',
        type: 'conceptIntro',
      }),
    );
    const first = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: 1,
      questions: [
        {
          title: 'Meet print',
          fieldType: 'concept_intro',
          pieces: [
            { format: 'text', data: { style: 'content', text: '<p>Hi<img src=x onerror=alert(1)></p>' } },
          ],
        },
        {
          title: 'Pick one',
          fieldType: 'radio',
          xp: 5,
          fieldOptions: [{ data: { text: 'A', isCorrect: true } }, { data: { text: 'B' } }],
        },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(read.questions.map((q: { title: string }) => q.title)).toEqual(['Meet print', 'Pick one']);
    expect(read.questions[0].pieces[0].data.text).toBe('<p>Hi</p>');
    expect(read.questions[1].fieldOptions[0]).toMatchObject({
      _id: expect.any(String),
      data: { text: 'A', isCorrect: true, lhs: [] },
    });
    expect(read).toMatchObject({ noChallenges: 1, noSlides: 1 });
    const [intro, radio] = read.questions;
    const second = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: read.version,
      questions: [
        {
          ...radio,
          assessment: undefined,
          version: undefined,
          updatedAt: undefined,
          title: 'Pick the right one',
        },
        {
          title: 'Write it',
          fieldType: 'textfield',
          fieldOptions: [{ data: { text: 'print', isCorrect: true } }],
        },
      ].map(({ assessment: _a, version: _v, updatedAt: _u, ...q }) => q),
    });
    expect(second.statusCode, second.body).toBe(200);
    const again = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(again.questions.map((q: { title: string }) => q.title)).toEqual([
      'Pick the right one',
      'Write it',
    ]);
    expect(again.questions[0]._id).toBe(radio._id);
    expect(again.questions[0].fieldOptions.map((o: { _id: string }) => o._id)).toEqual(
      radio.fieldOptions.map((o: { _id: string }) => o._id),
    );
    const gone = await h.db.selectFrom('content').select('id').where('id', '=', intro._id).execute();
    expect(gone).toEqual([]);
    const bad = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: again.version,
      questions: [{ title: '', fieldType: 'radio' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Title is required');
  });
});

describe("translating an assessment's questions", () => {
  it("saves each question's translations on its own row, checked like the question, and reads them back", async () => {
    const created = json(
      await call('POST', '/api/assessments', creator, {
        title: 'Lesson',
        language: 'python',
        type: 'conceptIntro',
      }),
    );
    const question = {
      title: 'Meet print',
      fieldType: 'concept_intro',
      pieces: [{ format: 'text', data: { style: 'content', text: '<p>print shows text</p>' } }],
    };
    const first = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: created.version,
      questions: [{ ...question, translations: { de: { title: 'Lerne print kennen' } } }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(read.questions[0].translations).toEqual({ de: { title: 'Lerne print kennen' } });
    // A translator adds Arabic to the question's piece; the English stays, the script is cleaned away.
    const { _id } = read.questions[0];
    const translated = await call('PUT', `/api/assessments/${created._id}`, translator, {
      version: read.version,
      translations: { ar: { title: 'درس' } },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const withQuestion = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: read.version + 1,
      questions: [
        {
          ...question,
          _id,
          translations: {
            de: { title: 'Lerne print kennen' },
            // Texts only, by position, as the translation form sends them.
            ar: { pieces: [{ data: { text: '<p>تعرض print النص<script>x</script></p>' } }] },
          },
        },
      ],
    });
    expect(withQuestion.statusCode, withQuestion.body).toBe(200);
    const again = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(again.questions[0]._id).toBe(_id);
    expect(again.questions[0].pieces[0].data.text).toBe('<p>print shows text</p>');
    expect(again.questions[0].translations.ar.pieces[0].data.text).toBe('<p>تعرض print النص</p>');
    expect(again.translations).toEqual({ ar: { title: 'درس' } });
    const bad = await call('PUT', `/api/assessments/${created._id}`, creator, {
      version: again.version,
      questions: [{ ...question, _id, translations: { xx: { title: 'Nope' } } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('"xx"');
    // Translators, who may not send questions, translate them by id; a question of another assessment is refused.
    const refused = await call('PUT', `/api/assessments/${created._id}`, translator, {
      version: again.version,
      questions: [{ ...question, _id }],
    });
    expect(refused.statusCode).toBe(403);
    const stranger = await call('PUT', `/api/assessments/${created._id}`, translator, {
      version: again.version,
      questionTranslations: { [rows.find((r) => r.kind === 'questions')!.id]: { it: { title: 'No' } } },
    });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).message).toContain('is not in this assessment');
    const byTranslator = await call('PUT', `/api/assessments/${created._id}`, translator, {
      version: again.version,
      questionTranslations: { [_id]: { it: { title: 'Conosci print' } } },
    });
    expect(byTranslator.statusCode, byTranslator.body).toBe(200);
    const last = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(last.questions[0].translations).toMatchObject({
      it: { title: 'Conosci print' },
      de: { title: 'Lerne print kennen' },
    });
    expect(last.questions[0].title).toBe('Meet print');
    // The same translations sent again change nothing in the question's row.
    const again2 = await call('PUT', `/api/assessments/${created._id}`, translator, {
      version: last.version,
      questionTranslations: { [_id]: last.questions[0].translations },
    });
    expect(again2.statusCode, again2.body).toBe(200);
    const unchanged = json(await call('GET', `/api/library/assessments/${created._id}`, creator));
    expect(unchanged.questions[0].version).toBe(last.questions[0].version);
  });
});

describe('moving questions between assessments', () => {
  const quiz = async (title: string, as: TestUser = creator) => {
    const created = json(
      await call('POST', '/api/assessments', as, { title, language: 'python', type: 'quiz' }),
    );
    const saved = await call('PUT', `/api/assessments/${created._id}`, as, {
      version: created.version,
      questions: [
        {
          title: `${title}: first`,
          fieldType: 'radio',
          xp: 5,
          fieldOptions: [{ data: { text: 'A', isCorrect: true } }],
        },
        {
          title: `${title}: second`,
          fieldType: 'textfield',
          fieldOptions: [{ data: { text: 'x', isCorrect: true } }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return json(await call('GET', `/api/library/assessments/${created._id}`, as)) as {
      _id: string;
      version: number;
      questions: { _id: string; title: string }[];
    };
  };
  const titles = async (id: string) =>
    json(await call('GET', `/api/library/assessments/${id}`, creator)).questions.map(
      (q: { title: string }) => q.title,
    );

  it('moves a question out of one assessment to the end of another', async () => {
    const from = await quiz('Loops');
    const to = await quiz('Lists');
    const question = from.questions[0]!;
    const url = `/api/assessments/${from._id}/questions/${question._id}/move`;
    const moved = await call('POST', url, creator, { to: to._id, version: from.version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({ question: question._id, source: { version: from.version + 1 } });
    expect(await titles(from._id)).toEqual(['Loops: second']);
    expect(await titles(to._id)).toEqual(['Lists: first', 'Lists: second', 'Loops: first']);
    // The old version is stale now (409), and a question no longer there is not found.
    const stale = await call('POST', url, creator, { to: to._id, version: from.version });
    expect(stale.statusCode).toBe(409);
    const gone = await call('POST', url, creator, { to: to._id, version: from.version + 1 });
    expect(gone.statusCode).toBe(404);
  });

  it('copies a question to another assessment, leaving it where it was', async () => {
    const from = await quiz('Strings');
    const to = await quiz('Numbers');
    const question = from.questions[1]!;
    const copied = await call(
      'POST',
      `/api/assessments/${from._id}/questions/${question._id}/move`,
      creator,
      {
        to: to._id,
        copy: true,
        version: from.version,
      },
    );
    expect(copied.statusCode, copied.body).toBe(200);
    expect(json(copied).question).not.toBe(question._id);
    expect(await titles(from._id)).toEqual(['Strings: first', 'Strings: second']);
    expect(await titles(to._id)).toEqual(['Numbers: first', 'Numbers: second', 'Strings: second']);
    const after = json(await call('GET', `/api/library/assessments/${to._id}`, creator));
    expect(after.questions[2]).toMatchObject({ fieldType: 'textfield', assessment: to._id });
  });

  it('refuses strangers, translators, other communities and bad input, changing nothing', async () => {
    const from = await quiz('Mine');
    const to = await quiz('Also mine');
    const theirs = await quiz('Theirs', otherCreator);
    const question = from.questions[0]!;
    const url = `/api/assessments/${from._id}/questions/${question._id}/move`;
    const body = { to: to._id, version: from.version };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, teacher, body)).statusCode).toBe(403);
    expect((await call('POST', url, otherCreator, body)).statusCode).toBe(403);
    expect((await call('POST', url, translator, body)).statusCode).toBe(403);
    // Into an assessment of a community the author does not edit.
    expect((await call('POST', url, creator, { to: theirs._id, version: from.version })).statusCode).toBe(
      403,
    );
    const same = await call('POST', url, creator, { to: from._id, version: from.version });
    expect(same.statusCode).toBe(400);
    expect(json(same).message).toBe(MOVE_SAME_MESSAGE);
    const noVersion = await call('POST', url, creator, { to: to._id });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain('Version is required');
    expect((await call('POST', url, creator, { to: 'nowhere', version: from.version })).statusCode).toBe(404);
    expect(await titles(from._id)).toEqual(['Mine: first', 'Mine: second']);
    expect(await titles(to._id)).toEqual(['Also mine: first', 'Also mine: second']);
  });
});

describe('starter and solution projects', () => {
  const project = async (as: TestUser, language = 'python', name = 'Starter') => {
    const made = await h.request({ method: 'POST', url: '/api/projects', as, payload: { name, language } });
    expect(made.statusCode, made.body).toBe(201);
    return json(made)._id as string;
  };

  it('makes an old tutorial by a name of at most 60 characters, with a solution project linked', async () => {
    const long = await call('POST', '/api/tutorials', creator, { title: 'x'.repeat(61), language: 'python' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Title must be 60 characters or fewer');
    const tutorial = json(
      await call('POST', '/api/tutorials', creator, { title: 'Print it', language: 'python' }),
    );
    const solution = await project(creator, 'python', 'Print it answer');
    const linked = await h.request({
      method: 'POST',
      url: `/api/tutorials/${tutorial._id}/solution`,
      as: creator,
      payload: { solutionId: solution, version: tutorial.version },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(json(await call('GET', `/api/library/tutorials/${tutorial._id}`, creator)).solution).toBe(
      solution,
    );
  });

  it("links one of the author's projects as a starter, and a learner's project starts from its files", async () => {
    const challenge = json(
      await call('POST', '/api/challenges', creator, { title: 'Greeter', language: 'python', draft: false }),
    );
    const starter = await project(creator);
    const files = [{ name: 'main.py', content: 'name = input()\n# greet them\n' }];
    const saved = await h.request({
      method: 'PUT',
      url: `/api/projects/${starter}`,
      as: creator,
      payload: { files, version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `/api/challenges/${challenge._id}/starter`;
    const link = (as: TestUser | undefined, payload: object) =>
      h.request({ method: 'POST', url, ...(as ? { as } : {}), payload });
    expect((await link(undefined, { starterId: starter, version: challenge.version })).statusCode).toBe(401);
    expect((await link(teacher, { starterId: starter, version: challenge.version })).statusCode).toBe(403);
    expect((await link(translator, { starterId: starter, version: challenge.version })).statusCode).toBe(403);
    const theirs = await project(pupil);
    const notMine = await link(creator, { starterId: theirs, version: challenge.version });
    expect(notMine.statusCode).toBe(403);
    expect(json(notMine).message).toBe(LINK_NOT_YOURS_MESSAGE);
    const missing = await link(creator, { starterId: 'nope', version: challenge.version });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ message: LINK_MISSING_MESSAGE, errors: [{ path: 'starterId' }] });
    const javascript = await link(creator, {
      starterId: await project(creator, 'javascript'),
      version: challenge.version,
    });
    expect(javascript.statusCode).toBe(400);
    expect(json(javascript).message).toBe('Link a python project: this item is in python');
    expect((await link(creator, { starterId: starter })).statusCode).toBe(400);
    expect((await link(creator, { starterId: starter, version: challenge.version + 5 })).statusCode).toBe(
      409,
    );
    expect(json(await call('GET', `/api/library/challenges/${challenge._id}`, creator)).starter).toBeNull();

    const linked = await link(creator, { starterId: starter, version: challenge.version });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(json(linked).version).toBe(challenge.version + 1);
    expect(json(await call('GET', `/api/library/challenges/${challenge._id}`, creator)).starter).toBe(
      starter,
    );
    // A learner's project for the challenge starts from the starter's files; another language from its own.
    const work = await h.request({
      method: 'POST',
      url: '/api/projects',
      as: pupil,
      payload: { name: 'My greeter', language: 'python', learningProject: challenge._id },
    });
    expect(work.statusCode, work.body).toBe(201);
    expect(json(work).files).toEqual(files);
    const other = await h.request({
      method: 'POST',
      url: '/api/projects',
      as: pupil,
      payload: { name: 'In JS', language: 'javascript', learningProject: challenge._id },
    });
    expect(json(other).files).not.toEqual(files);

    // The solution is linked the same way; null unlinks.
    const solution = await h.request({
      method: 'POST',
      url: `/api/challenges/${challenge._id}/solution`,
      as: creator,
      payload: { solutionId: starter, version: challenge.version + 1 },
    });
    expect(solution.statusCode, solution.body).toBe(200);
    const unlinked = await link(creator, { starterId: null, version: challenge.version + 2 });
    expect(unlinked.statusCode).toBe(200);
    const read = json(await call('GET', `/api/library/challenges/${challenge._id}`, creator));
    expect(read).toMatchObject({ starter: null, solution: starter });
  });

  it("keeps a draft's starter to its authors: a learner cannot copy it by naming the draft", async () => {
    const draft = json(
      await call('POST', '/api/challenges', creator, {
        title: 'Secret plan',
        language: 'python',
        draft: true,
      }),
    );
    const starter = await project(creator);
    const files = [{ name: 'main.py', content: '# the answer is 42\n' }];
    await h.request({
      method: 'PUT',
      url: `/api/projects/${starter}`,
      as: creator,
      payload: { files, version: 1 },
    });
    const link = await h.request({
      method: 'POST',
      url: `/api/challenges/${draft._id}/starter`,
      as: creator,
      payload: { starterId: starter, version: draft.version },
    });
    expect(link.statusCode, link.body).toBe(200);
    const before = await h.count('projects');
    const work = await h.request({
      method: 'POST',
      url: '/api/projects',
      as: pupil,
      payload: { name: 'Peek', language: 'python', learningProject: draft._id },
    });
    expect(work.statusCode).toBe(400);
    expect(json(work).message).toBe(NOT_A_LEARNING_ITEM);
    expect(await h.count('projects')).toBe(before);
    // Its author still may (trying their own draft out).
    const own = await h.request({
      method: 'POST',
      url: '/api/projects',
      as: creator,
      payload: { name: 'Try it', language: 'python', learningProject: draft._id },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(json(own).files).toEqual(files);
  });
});

describe("a tutorial's problem reports", () => {
  it('lists the open reports on a tutorial and its steps to its authors, who resolve them', async () => {
    const root = rows.find((r) => r.kind === 'bricks' && !r.body.parent)!;
    const step = rows.find((r) => r.kind === 'bricks' && r.body.parent === root.id)!;
    const report = async (brick: string, text: string, at: string) => {
      const id = `report-${brick}-${at}`;
      await h.db
        .insertInto('problem_reports')
        .values({
          id,
          brick_id: brick,
          tutorial_id: root.id,
          user_id: pupil.id,
          text,
          resolved: 0,
          created_at: at,
        })
        .execute();
      return id;
    };
    const older = await report(step.id, 'The hint gives the answer away', '2026-01-01T10:00:00.000Z');
    const newer = await report(root.id, 'The first picture is missing', '2026-01-02T10:00:00.000Z');
    const url = `/api/library/bricks/${root.id}/reports`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, teacher)).statusCode).toBe(403);
    expect((await call('GET', url, otherCreator)).statusCode).toBe(403);
    expect((await call('GET', '/api/library/bricks/nope/reports', creator)).statusCode).toBe(404);
    const listed = json(await call('GET', url, translator));
    expect(listed.items.map((r: { _id: string }) => r._id)).toEqual([newer, older]);
    expect(listed.items[1]).toMatchObject({
      step: { _id: step.id, title: step.title },
      student: { _id: pupil.id },
      text: 'The hint gives the answer away',
    });
    const library = json(await call('GET', `/api/library/bricks?variant=tutorial&limit=100`, creator));
    expect(library.items.find((i: { _id: string }) => i._id === root.id).openReports).toBe(2);

    const resolve = (id: string, as?: TestUser) =>
      call('POST' as Method, `/api/library/reports/${id}/resolve`, as, {});
    expect((await resolve(older)).statusCode).toBe(401);
    expect((await resolve(older, teacher)).statusCode).toBe(403);
    expect((await resolve(older, translator)).statusCode).toBe(403);
    expect((await resolve('nope', creator)).statusCode).toBe(404);
    expect((await resolve(older, creator)).statusCode).toBe(204);
    expect(json(await call('GET', url, creator)).items.map((r: { _id: string }) => r._id)).toEqual([newer]);
    const after = json(await call('GET', `/api/library/bricks?variant=tutorial&limit=100`, creator));
    expect(after.items.find((i: { _id: string }) => i._id === root.id).openReports).toBe(1);
  });
});

describe('tutorials', () => {
  it("translates a tutorial's steps, each on its own row: editors with the steps, translators by id", async () => {
    const root = json(await call('POST', '/api/bricks', creator, { title: 'Pong', language: 'javascript' }));
    const saved = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: root.version,
      bricks: [
        {
          title: 'Draw the bat',
          translations: { de: { title: 'Den Schläger zeichnen' } },
          bricks: [{ title: 'A rectangle' }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    const step = read.bricks[0];
    const sub = step.bricks[0];
    expect(step.translations).toEqual({ de: { title: 'Den Schläger zeichnen' } });
    const refused = await call('PUT', `/api/bricks/${root._id}`, translator, {
      version: read.version,
      bricks: [{ _id: step._id, title: 'Draw the bat' }],
    });
    expect(refused.statusCode).toBe(403);
    const stranger = await call('PUT', `/api/bricks/${root._id}`, translator, {
      version: read.version,
      stepTranslations: { [root._id]: { ar: { title: 'x' } } },
    });
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).message).toContain('is not in this tutorial');
    const translated = await call('PUT', `/api/bricks/${root._id}`, translator, {
      version: read.version,
      stepTranslations: { [sub._id]: { ar: { title: 'مستطيل' } } },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const again = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    expect(again.bricks[0].bricks[0]).toMatchObject({
      title: 'A rectangle',
      translations: { ar: { title: 'مستطيل' } },
    });
    expect(again.bricks[0].translations).toEqual({ de: { title: 'Den Schläger zeichnen' } });
  });

  it('saves the tree of steps: changed, added, moved and removed, each a row of its own', async () => {
    const root = json(
      await call('POST', '/api/bricks', creator, { title: 'Turtle tutorial', language: 'python' }),
    );
    const first = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: 1,
      bricks: [
        {
          title: 'Step one',
          bricks: [{ title: 'Do this', autoMarked: true, xp: 5 }, { title: 'Then that' }],
        },
        { title: 'Step two', hints: [{ pieces: [] }] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const read = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    expect(read.purpose).toBe('project');
    expect(read.bricks.map((b: { title: string }) => b.title)).toEqual(['Step one', 'Step two']);
    expect(read.bricks[0].bricks.map((b: { title: string }) => b.title)).toEqual(['Do this', 'Then that']);
    expect(read.bricks[0].bricks[0]).toMatchObject({ autoMarked: true, xp: 5, parent: read.bricks[0]._id });
    expect(read.bricks[0].interactions.children).toBe(true);
    expect(read.bricks[1].interactions).toMatchObject({ children: false, help: true });
    // Steps are not tutorials of their own in the library.
    const tab = json(await call('GET', '/api/library/bricks?variant=tutorial&name=Step', creator));
    expect(tab.count).toBe(0);

    const [one, two] = read.bricks;
    const second = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: read.version,
      bricks: [
        {
          _id: two._id,
          title: 'Step two, now first',
          bricks: [{ _id: one.bricks[1]._id, title: 'Then that' }],
        },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    const again = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    expect(again.bricks).toHaveLength(1);
    expect(again.bricks[0]).toMatchObject({ _id: two._id, title: 'Step two, now first' });
    expect(again.bricks[0].bricks[0]).toMatchObject({ _id: one.bricks[1]._id, parent: two._id });
    const gone = await h.db
      .selectFrom('content')
      .select('id')
      .where('id', 'in', [one._id, one.bricks[0]._id])
      .execute();
    expect(gone).toEqual([]);
    const bad = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: again.version,
      bricks: [{ title: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Step title is required');
  });

  it("saves the tutorial's settings and each step's: audience, signal, checkmark, instructions, topics first", async () => {
    const root = json(
      await call('POST', '/api/bricks', creator, { title: 'Settings tutorial', language: 'python' }),
    );
    const topic = json(
      await call('POST', '/api/topics', creator, {
        title: 'Loops first',
        language: 'python',
        tags: ['loops'],
      }),
    );
    const saved = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: 1,
      purpose: 'course',
      display: 'wall',
      signal: 'learn',
      instructions: '<p>Read <script>x()</script>each step</p>',
      prerequisites: [topic._id],
      bricks: [
        {
          title: 'For the instructor',
          audience: 'instructor',
          signal: 'think',
          instructions: '<p>Ask the class first.</p>',
          bricks: [{ title: 'Tick me', interactions: { checkmark: true } }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    expect(read).toMatchObject({
      purpose: 'course',
      display: 'wall',
      signal: 'learn',
      instructions: '<p>Read each step</p>',
      prerequisites: [topic._id],
    });
    expect(read.bricks[0]).toMatchObject({
      audience: 'instructor',
      signal: 'think',
      instructions: '<p>Ask the class first.</p>',
      interactions: { children: true, checkmark: false },
    });
    expect(read.bricks[0].bricks[0].interactions).toMatchObject({ checkmark: true, children: false });
    // Saved again without the interactions, a step keeps its checkmark.
    const again = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: read.version,
      bricks: [
        {
          _id: read.bricks[0]._id,
          title: 'For the instructor',
          bricks: [{ _id: read.bricks[0].bricks[0]._id, title: 'Tick me, renamed' }],
        },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const reread = json(await call('GET', `/api/library/bricks/${root._id}`, creator));
    expect(reread.bricks[0].bricks[0]).toMatchObject({
      title: 'Tick me, renamed',
      interactions: { checkmark: true },
    });
    const bad = await call('PUT', `/api/bricks/${root._id}`, creator, {
      version: reread.version,
      bricks: [{ title: 'Who?', audience: 'parents' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('Audience');
  });
});

describe('tag autocomplete', () => {
  it('finds skills, topics, FAQs and references by a part of their title, at most 32', async () => {
    const skill = json(
      await call('POST', '/api/references', creator, {
        title: 'Loops skill',
        language: 'python',
        metaTags: ['skill'],
      }),
    );
    const reference = json(
      await call('POST', '/api/references', creator, { title: 'Loops reference', language: 'python' }),
    );
    for (let i = 0; i < 35; i += 1)
      await call('POST', '/api/topics', creator, {
        title: `Loop topic ${i}`,
        language: 'python',
        tags: ['loops'],
      });
    const skills = json(await call('GET', '/api/library/tags/skills?q=loops', creator));
    expect(skills.items.map((i: { _id: string }) => i._id)).toEqual([skill._id]);
    const references = json(await call('GET', '/api/library/tags/references?q=LOOPS', creator));
    expect(references.items.map((i: { _id: string }) => i._id)).toContain(reference._id);
    expect(references.items.map((i: { _id: string }) => i._id)).not.toContain(skill._id);
    const topics = json(
      await call('GET', '/api/library/tags/topics?q=loop%20topic&language=python', creator),
    );
    expect(topics.items).toHaveLength(32);
    expect(topics.items[0]).toMatchObject({
      title: expect.stringContaining('Loop topic'),
      language: 'python',
    });
    expect(
      json(await call('GET', '/api/library/tags/topics?q=loop%20topic&language=javascript', creator)).items,
    ).toEqual([]);
    // Another community's author finds only the global community's (and their own).
    expect(json(await call('GET', '/api/library/tags/skills?q=loops', otherCreator)).items).toHaveLength(1);
    expect((await call('GET', '/api/library/tags/skills?q=loops')).statusCode).toBe(401);
    expect((await call('GET', '/api/library/tags/skills?q=loops', teacher)).statusCode).toBe(403);
    const empty = await call('GET', '/api/library/tags/skills?q=', creator);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Type at least one character to search');
    expect((await call('GET', '/api/library/tags/spells?q=a', creator)).statusCode).toBe(400);
  });
});

describe('deleting from the reference libraries', () => {
  it('deletes a page for those who edit content, moving its children up to its parent', async () => {
    const top = json(await call('POST', '/api/references', creator, { title: 'Top', language: 'python' }));
    const page = json(
      await call('POST', '/api/references', creator, {
        title: 'Middle',
        language: 'python',
        parent: top._id,
      }),
    );
    const child = json(
      await call('POST', '/api/references', creator, { title: 'Leaf', language: 'python', parent: page._id }),
    );
    const del = (as?: TestUser) =>
      h.request({ method: 'DELETE', url: `/api/references/${page._id}`, ...(as ? { as } : {}) });
    expect((await del()).statusCode).toBe(401);
    expect((await del(teacher)).statusCode).toBe(403);
    expect((await del(otherCreator)).statusCode).toBe(403);
    const translated = await del(translator);
    expect(translated.statusCode).toBe(403);
    expect(json(translated).message).toBe(TRANSLATORS_ONLY_MESSAGE);
    expect((await del(creator)).statusCode).toBe(204);
    expect((await call('GET', `/api/library/references/${page._id}`, creator)).statusCode).toBe(404);
    expect(json(await call('GET', `/api/library/references/${child._id}`, creator)).parent).toBe(top._id);
    expect((await del(creator)).statusCode).toBe(404);
    // Courses are archived, not deleted.
    const course = rows.find((r) => r.kind === 'courses')!.id;
    expect(
      (await h.request({ method: 'DELETE', url: `/api/courses/${course}`, as: creator })).statusCode,
    ).toBe(404);
  });
});

describe('the tree list of the reference libraries', () => {
  it('lists one language of the current community, unarchived, with parents, to authors only', async () => {
    const faq = async (payload: object) => {
      const response = await call('POST', '/api/faqs', creator, { language: 'jquery', ...payload });
      expect(response.statusCode, response.body).toBe(201);
      return json(response) as { _id: string; version: number };
    };
    const top = await faq({ title: 'B: Colours' });
    const child = await faq({ title: 'A: Why is my colour wrong?', parent: top._id });
    const archived = await faq({ title: 'C: Old question' });
    expect(
      (await call('PUT', `/api/faqs/${archived._id}`, creator, { version: archived.version, archived: true }))
        .statusCode,
    ).toBe(200);
    await faq({ title: 'Other language', language: 'python' });
    const url = '/api/library/faqs/tree?language=jquery';
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const user of [teacher, pupil]) expect((await call('GET', url, user)).statusCode).toBe(403);
    const bad = await call('GET', '/api/library/faqs/tree?language=klingon', creator);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Language must be one of');
    const tree = json(await call('GET', url, creator));
    expect(tree.truncated).toBe(false);
    expect(tree.items.map((i: { title: string }) => i.title)).toEqual([
      'A: Why is my colour wrong?',
      'B: Colours',
    ]);
    expect(tree.items[0]).toMatchObject({ _id: child._id, parent: top._id, draft: true, metaTags: ['faq'] });
    // Translators read it; another community's author sees their own (empty) tree.
    expect(json(await call('GET', url, translator)).items).toHaveLength(2);
    expect(json(await call('GET', url, otherCreator)).items).toEqual([]);
  });

  it('refuses a parent outside the tree, the page itself or a page beneath it, changing nothing', async () => {
    const page = async (title: string, parent: string | null = null) =>
      json(await call('POST', '/api/definitions', creator, { title, language: 'html', parent })) as {
        _id: string;
        version: number;
      };
    const a = await page('Element');
    const b = await page('Attribute', a._id);
    const c = await page('Value', b._id);
    const course = rows.find((r) => r.kind === 'courses')!.id;
    const faq = json(await call('POST', '/api/faqs', creator, { title: 'A FAQ', language: 'html' }));
    const before = await contentRows();
    for (const parent of ['not-a-page', course, faq._id]) {
      const created = await call('POST', '/api/definitions', creator, {
        title: 'X',
        language: 'html',
        parent,
      });
      expect(created.statusCode).toBe(400);
      expect(json(created).message).toBe(PARENT_MISSING_MESSAGE);
    }
    expect(await contentRows()).toBe(before);
    for (const parent of [a._id, b._id, c._id]) {
      const moved = await call('PUT', `/api/definitions/${a._id}`, creator, { version: a.version, parent });
      expect(moved.statusCode).toBe(400);
      expect(json(moved).message).toBe(PARENT_CYCLE_MESSAGE);
    }
    const stored = json(await call('GET', `/api/library/definitions/${a._id}`, creator));
    expect(stored.parent).toBeNull();
    expect(stored.version).toBe(a.version);
    // A page moves to another branch (Add from Library puts it under the chosen page), and back to the root.
    const moved = await call('PUT', `/api/definitions/${c._id}`, creator, {
      version: c.version,
      parent: a._id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(await call('GET', `/api/library/definitions/${c._id}`, creator)).parent).toBe(a._id);
    const rooted = await call('PUT', `/api/definitions/${c._id}`, creator, {
      version: c.version + 1,
      parent: null,
    });
    expect(rooted.statusCode, rooted.body).toBe(200);
    expect(json(await call('GET', `/api/library/definitions/${c._id}`, creator)).parent).toBeNull();
  });
});

describe('lookup', () => {
  it("answers rows by id in the order asked, only from the asker's and the global communities", async () => {
    const quiz = rows.find((r) => r.kind === 'assessments')!.id;
    const topic = rows.find((r) => r.kind === 'topics')!.id;
    expect((await call('POST', '/api/library/lookup', undefined, { ids: [quiz] })).statusCode).toBe(401);
    expect((await call('POST', '/api/library/lookup', teacher, { ids: [quiz] })).statusCode).toBe(403);
    const bad = await call('POST', '/api/library/lookup', creator, { ids: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ids must be a list of ids');
    const found = json(await call('POST', '/api/library/lookup', creator, { ids: [topic, 'nope', quiz] }));
    expect(found.items.map((i: { _id: string }) => i._id)).toEqual([topic, quiz]);
    // The seed's community is global, so another community's author sees its published titles too…
    expect(json(await call('POST', '/api/library/lookup', otherCreator, { ids: [quiz] })).items).toHaveLength(
      1,
    );
    // …but not what another, non-global community holds.
    const theirs = json(
      await call('POST', '/api/topics', otherCreator, { title: 'Private', language: 'python', tags: ['x'] }),
    );
    expect(json(await call('POST', '/api/library/lookup', creator, { ids: [theirs._id] })).items).toEqual([]);
  });

  it('leaves out ids of rows that are not library items, such as questions (the fuzz tests found a 500)', async () => {
    const quiz = rows.find((r) => r.kind === 'assessments')!.id;
    const question = rows.find((r) => r.kind === 'questions')!.id;
    const found = await call('POST', '/api/library/lookup', creator, { ids: [question, quiz] });
    expect(found.statusCode, found.body).toBe(200);
    expect(json(found).items.map((i: { _id: string }) => i._id)).toEqual([quiz]);
  });
});
