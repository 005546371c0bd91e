import { PROJECT_SAVE_EMPTY, PROJECT_VERSIONS_KEPT } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';
import {
  CREATE_ON_OWN_PROFILE,
  LIST_FORBIDDEN,
  NOT_YOUR_PROJECT,
  ONLY_OWNER_SAVES,
  SAVED_ELSEWHERE,
} from './projects.service.ts';
import { keepVersion } from './projects.store.ts';

let h: Harness;
let admin: TestUser;
let pupil: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let instructor: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.user({ roles: ['admin'] });
  pupil = await h.user({ roles: ['student'], firstName: 'Ada', lastName: 'Lovelace' });
  classmate = await h.user({ roles: ['student'] });
  stranger = await h.user({ roles: ['student'] });
  teacher = await h.user({ roles: ['teacher'] });
  otherTeacher = await h.user({ roles: ['teacher'] });
  instructor = await h.user({ roles: ['instructor'] });
  await h.classWith(teacher, [pupil, classmate], { instructors: [instructor] });
  await h.classWith(otherTeacher, [stranger]);
});
afterAll(() => h.close());

const create = (as: TestUser | undefined, payload: object) =>
  h.request({ method: 'POST', url: '/api/projects', payload, ...(as ? { as } : {}) });
/** The stored version of a project, which an editor holding it fresh would name. */
const storedVersion = async (id: string) =>
  (await h.db.selectFrom('projects').select('version').where('id', '=', id).executeTakeFirstOrThrow())
    .version;
/** Saves as an editor would: naming the version it holds (the stored one unless the payload names another). */
const save = async (as: TestUser, id: string, payload: object, options: { force?: boolean } = {}) =>
  h.request({
    method: 'PUT',
    url: `/api/projects/${id}${options.force ? '?force=true' : ''}`,
    payload: { version: await storedVersion(id), ...payload },
    as,
  });
const get = (as: TestUser | undefined, url: string) =>
  h.request({ method: 'GET', url, ...(as ? { as } : {}) });
const storedFiles = async (id: string) =>
  JSON.parse(
    (await h.db.selectFrom('projects').select('files').where('id', '=', id).executeTakeFirstOrThrow()).files,
  );

describe('POST /api/projects', () => {
  it('needs a login (401)', async () => {
    expect((await create(undefined, { name: 'x', language: 'python' })).statusCode).toBe(401);
  });

  it('creates only on one’s own profile (403), and refuses bad input (400), writing nothing', async () => {
    const before = await h.count('projects');
    const other = await create(teacher, { name: 'For Ada', language: 'python', user: pupil.id });
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe(CREATE_ON_OWN_PROFILE);
    const long = await create(pupil, { name: 'x'.repeat(31), language: 'python' });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toContain('Project name must be 30 characters or fewer');
    const ruby = await create(pupil, { name: 'Gems', language: 'ruby' });
    expect(ruby.statusCode).toBe(400);
    expect(json(ruby).message).toMatch(/^Language must be one of: javascript, python, web, scratch, mixed/);
    const extra = await create(pupil, { name: 'Gems', language: 'python', xp: 1000 });
    expect(extra.statusCode).toBe(400);
    expect(await h.count('projects')).toBe(before);
  });

  it('creates a project with the starter files of its language, read back by its owner', async () => {
    const response = await create(pupil, { name: '  Snake  ', language: 'python', user: pupil.id });
    expect(response.statusCode).toBe(201);
    const made = json(response);
    expect(made).toMatchObject({
      name: 'Snake',
      language: 'python',
      user: { _id: pupil.id, first_name: 'Ada', last_name: 'Lovelace' },
      archived: false,
      version: 1,
      canEdit: true,
      files: [{ name: 'main.py', content: 'print("Hello!")\n' }],
    });
    expect(made.size).toBe('print("Hello!")\n'.length);
    expect(json(await get(pupil, `/api/projects/${made._id}`))).toEqual(made);
    const web = json(await create(pupil, { name: 'Page', language: 'web' }));
    expect(web.files.map((f: { name: string }) => f.name)).toEqual(['index.html', 'style.css', 'script.js']);
  });
});

describe('GET /api/projects/{id}', () => {
  it('is for the owner, their teachers and instructors (read-only) and admins; others get 403', async () => {
    const made = json(await create(pupil, { name: 'Readable', language: 'javascript' }));
    const url = `/api/projects/${made._id}`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    for (const other of [classmate, stranger, otherTeacher]) {
      const refused = await get(other, url);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe(NOT_YOUR_PROJECT);
    }
    for (const reader of [teacher, instructor, admin]) {
      const seen = await get(reader, url);
      expect(seen.statusCode).toBe(200);
      expect(json(seen)).toMatchObject({ _id: made._id, canEdit: false, files: made.files });
    }
    expect((await get(pupil, '/api/projects/nonexistent')).statusCode).toBe(404);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('needs a login (401) and the owner: the teacher who may read it still gets 403', async () => {
    const made = json(await create(pupil, { name: 'Mine', language: 'javascript' }));
    const files = [{ name: 'main.js', content: 'console.log(1);\n' }];
    expect(
      (await h.request({ method: 'PUT', url: `/api/projects/${made._id}`, payload: { files } })).statusCode,
    ).toBe(401);
    const byTeacher = await save(teacher, made._id, { files });
    expect(byTeacher.statusCode).toBe(403);
    expect(json(byTeacher).message).toBe(ONLY_OWNER_SAVES);
    expect((await save(stranger, made._id, { files })).statusCode).toBe(403);
    expect(await storedFiles(made._id)).toEqual(made.files);
  });

  it('refuses bad input with a message to act on (400), changing nothing', async () => {
    const made = json(await create(pupil, { name: 'Careful', language: 'javascript' }));
    const empty = await save(pupil, made._id, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toContain(PROJECT_SAVE_EMPTY);
    const badName = await save(pupil, made._id, { files: [{ name: '../etc/passwd', content: '' }] });
    expect(badName.statusCode).toBe(400);
    expect(json(badName).message).toContain(
      'File name may only use letters, digits, dots, dashes and underscores',
    );
    const twice = await save(pupil, made._id, {
      files: [
        { name: 'a.js', content: '' },
        { name: 'a.js', content: '' },
      ],
    });
    expect(json(twice).message).toContain('File names must be unique');
    expect((await save(pupil, made._id, { name: '' })).statusCode).toBe(400);
    // A save names the version it started from.
    const unversioned = await h.request({
      method: 'PUT',
      url: `/api/projects/${made._id}`,
      payload: { name: 'No version' },
      as: pupil,
    });
    expect(unversioned.statusCode).toBe(400);
    expect(json(unversioned).errors).toMatchObject([{ path: 'version', message: 'Version is required' }]);
    const badForce = await h.request({
      method: 'PUT',
      url: `/api/projects/${made._id}?force=yes`,
      payload: { name: 'Forced', version: 1 },
      as: pupil,
    });
    expect(badForce.statusCode).toBe(400);
    expect(json(badForce).message).toContain('force must be true or false');
    expect(await storedFiles(made._id)).toEqual(made.files);
    expect(json(await get(pupil, `/api/projects/${made._id}`)).version).toBe(1);
  });

  it('saves files and name, counts versions, and refuses a save made from an older version (409)', async () => {
    const made = json(await create(pupil, { name: 'Counter', language: 'javascript' }));
    const first = [{ name: 'main.js', content: 'let n = 1;\n' }];
    const saved = json(await save(pupil, made._id, { files: first, version: 1 }));
    expect(saved).toMatchObject({ version: 2, files: first, size: first[0]!.content.length });
    const renamed = json(await save(pupil, made._id, { name: 'Counter 2', version: 2 }));
    expect(renamed).toMatchObject({ version: 3, name: 'Counter 2', files: first });
    // A second tab that still holds version 2 does not write over the newer work.
    const stale = await save(pupil, made._id, { files: [{ name: 'main.js', content: 'old' }], version: 2 });
    expect(stale.statusCode).toBe(409);
    // The one conflict answer of every versioned save: the message, the stored version and when it was saved.
    expect(json(stale)).toMatchObject({ message: SAVED_ELSEWHERE, version: 3, updatedAt: renamed.updatedAt });
    expect(await storedFiles(made._id)).toEqual(first);
    // Choosing to keep one's own text saves over the newer version with force=true.
    const forced = json(
      await save(
        pupil,
        made._id,
        { files: [{ name: 'main.js', content: 'mine' }], version: 2 },
        { force: true },
      ),
    );
    expect(forced).toMatchObject({ version: 4, files: [{ name: 'main.js', content: 'mine' }] });
    expect(await storedFiles(made._id)).toEqual([{ name: 'main.js', content: 'mine' }]);
  });
});

describe('versions', () => {
  it('keeps the state before a save once per interval or on a checkpoint, and restores one', async () => {
    const made = json(await create(pupil, { name: 'History', language: 'javascript' }));
    const url = `/api/projects/${made._id}`;
    const file = (content: string) => [{ name: 'main.js', content }];
    await save(pupil, made._id, { files: file('one') });
    await save(pupil, made._id, { files: file('two') });
    let versions = json(await get(pupil, `${url}/versions`));
    // The first save kept the starter files; the autosave right after it kept nothing new.
    expect(versions).toHaveLength(1);
    await save(pupil, made._id, { files: file('three'), checkpoint: true });
    versions = json(await get(pupil, `${url}/versions`));
    expect(versions).toHaveLength(2);
    const newest = json(await get(pupil, `${url}/versions/${versions[0]._id}`));
    expect(newest.files).toEqual(file('two'));
    const oldest = json(await get(pupil, `${url}/versions/${versions[1]._id}`));
    expect(oldest.files).toEqual(made.files);

    // Teachers may look at the versions but not restore one.
    expect((await get(teacher, `${url}/versions`)).statusCode).toBe(200);
    expect((await get(stranger, `${url}/versions`)).statusCode).toBe(403);
    expect((await get(undefined, `${url}/versions`)).statusCode).toBe(401);
    const restoreUrl = `${url}/versions/${versions[1]._id}/restore`;
    expect((await h.request({ method: 'POST', url: restoreUrl, as: teacher })).statusCode).toBe(403);
    expect(
      (await h.request({ method: 'POST', url: `${url}/versions/unknown/restore`, as: pupil })).statusCode,
    ).toBe(404);

    const restored = json(await h.request({ method: 'POST', url: restoreUrl, as: pupil }));
    expect(restored.files).toEqual(made.files);
    expect(await storedFiles(made._id)).toEqual(made.files);
    // What the restore replaced is kept, so nothing is lost.
    versions = json(await get(pupil, `${url}/versions`));
    expect(json(await get(pupil, `${url}/versions/${versions[0]._id}`)).files).toEqual(file('three'));
  });

  it(`keeps only the newest ${PROJECT_VERSIONS_KEPT}`, async () => {
    const made = json(await create(pupil, { name: 'Busy', language: 'javascript' }));
    for (let n = 0; n < PROJECT_VERSIONS_KEPT + 3; n++)
      await save(pupil, made._id, { files: [{ name: 'main.js', content: `v${n}` }], checkpoint: true });
    const versions = json(await get(pupil, `/api/projects/${made._id}/versions`));
    expect(versions).toHaveLength(PROJECT_VERSIONS_KEPT);
    const newest = json(await get(pupil, `/api/projects/${made._id}/versions/${versions[0]._id}`));
    expect(newest.files[0].content).toBe(`v${PROJECT_VERSIONS_KEPT + 1}`);
  });

  it('keeps the newest even when versions land in the same millisecond', async () => {
    const made = json(await create(pupil, { name: 'Quick', language: 'javascript' }));
    const now = new Date().toISOString();
    for (let n = 0; n < 5; n++)
      await keepVersion(
        h.db,
        {
          id: newId(),
          projectId: made._id,
          files: JSON.stringify([{ name: 'main.js', content: `q${n}` }]),
          size: 2,
          now,
        },
        3,
      );
    const versions = json(await get(pupil, `/api/projects/${made._id}/versions`));
    const contents = [];
    for (const version of versions)
      contents.push(
        json(await get(pupil, `/api/projects/${made._id}/versions/${version._id}`)).files[0].content,
      );
    expect(contents).toEqual(['q4', 'q3', 'q2']);
  });
});

describe('PUT /api/projects/{id}/archive and GET /api/projects', () => {
  it('archives and restores for the owner; others get 403; bad input 400', async () => {
    const made = json(await create(classmate, { name: 'Old one', language: 'python' }));
    const url = `/api/projects/${made._id}/archive`;
    expect((await h.request({ method: 'PUT', url, payload: { archived: true } })).statusCode).toBe(401);
    expect(
      (await h.request({ method: 'PUT', url, payload: { archived: true }, as: teacher })).statusCode,
    ).toBe(403);
    const bad = await h.request({ method: 'PUT', url, payload: { archived: 'yes' }, as: classmate });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('archived must be true or false');
    const archived = await h.request({ method: 'PUT', url, payload: { archived: true }, as: classmate });
    expect(json(archived).archived).toBe(true);
    const active = json(await get(classmate, `/api/projects?user=${classmate.id}`));
    expect(active.items.map((p: { _id: string }) => p._id)).not.toContain(made._id);
    const inArchive = json(await get(classmate, `/api/projects?user=${classmate.id}&archived=true`));
    expect(inArchive.items.map((p: { _id: string }) => p._id)).toEqual([made._id]);
    await h.request({ method: 'PUT', url, payload: { archived: false }, as: classmate });
    expect(json(await get(classmate, `/api/projects?user=${classmate.id}`)).items[0]._id).toBe(made._id);
  });

  it('lists one’s own, a student’s for their teacher, everyone’s for admins; 403 otherwise', async () => {
    const owner = await h.user({ roles: ['student'] });
    await h.classWith(teacher, [owner]);
    for (const [name, language] of [
      ['Banana', 'python'],
      ['apple', 'javascript'],
      ['100% fun', 'python'],
      ['Cherry', 'javascript'],
    ] as const) {
      const made = json(await create(owner, { name, language }));
      // Distinct times, so "newest first" has one answer however fast the machine.
      const at = new Date(Date.UTC(2026, 0, 1, 0, (await h.count('projects')) % 60)).toISOString();
      await h.db.updateTable('projects').set({ updated_at: at }).where('id', '=', made._id).execute();
    }
    const list = (as: TestUser | undefined, query: string) => get(as, `/api/projects?${query}`);
    expect((await list(undefined, `user=${owner.id}`)).statusCode).toBe(401);
    const refused = await list(stranger, `user=${owner.id}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(LIST_FORBIDDEN);
    expect((await list(otherTeacher, `user=${owner.id}`)).statusCode).toBe(403);
    expect((await list(owner, '')).statusCode).toBe(403);
    expect((await list(owner, `user=${owner.id}&sort=biggest`)).statusCode).toBe(400);
    expect((await list(owner, `user=${owner.id}&minSize=-1`)).statusCode).toBe(400);

    const newestFirst = json(await list(owner, `user=${owner.id}`));
    expect(newestFirst.count).toBe(4);
    expect(newestFirst.items[0].name).toBe('Cherry');
    expect(newestFirst.items[0]).not.toHaveProperty('files');
    const byName = json(await list(teacher, `user=${owner.id}&sort=name&limit=2&page=1`));
    expect(byName).toMatchObject({ count: 4, pages: 2 });
    expect(byName.items.map((p: { name: string }) => p.name)).toEqual(['Banana', 'Cherry']);
    const percent = json(await list(owner, `user=${owner.id}&name=${encodeURIComponent('0%')}`));
    expect(percent.items.map((p: { name: string }) => p.name)).toEqual(['100% fun']);
    const python = json(await list(owner, `user=${owner.id}&language=python&sort=-name`));
    expect(python.items.map((p: { name: string }) => p.name)).toEqual(['Banana', '100% fun']);
    // Size: characters of code, sorted both ways and filtered from a minimum.
    const banana = python.items[0];
    const grown = await save(owner, banana._id, {
      files: [{ name: 'main.py', content: `print("${'b'.repeat(150)}")\n` }],
    });
    expect(grown.statusCode).toBe(200);
    const largest = json(await list(owner, `user=${owner.id}&sort=-size`));
    expect(largest.items[0]).toMatchObject({ name: 'Banana', size: 160 });
    expect(json(await list(owner, `user=${owner.id}&sort=size`)).items.at(-1).name).toBe('Banana');
    const big = json(await list(admin, `user=${owner.id}&minSize=100`));
    expect(big.items.map((p: { name: string }) => p.name)).toEqual(['Banana']);
    const everyone = json(await list(admin, 'limit=100'));
    expect(everyone.items.some((p: { user: { _id: string } }) => p.user._id === owner.id)).toBe(true);
  });
});

describe('class projects and the wall', () => {
  let classId: string;
  let otherClass: string;
  let adaProject: string;
  let mateProject: string;
  let strangerProject: string;

  beforeAll(async () => {
    const owner = await h.user({ roles: ['teacher'] });
    const ada = await h.user({ roles: ['student'], firstName: 'Ada', lastName: 'Byron' });
    const mate = await h.user({ roles: ['student'], firstName: 'Zed', lastName: 'Quill' });
    classId = await h.classWith(owner, [ada, mate], { instructors: [instructor] });
    otherClass = await h.classWith(otherTeacher, [stranger]);
    teacherOfWall = owner;
    adaProject = json(await create(ada, { name: 'Snake game', language: 'python' }))._id;
    json(await create(ada, { name: 'Calculator', language: 'javascript' }));
    mateProject = json(await create(mate, { name: 'My page', language: 'web' }))._id;
    strangerProject = json(await create(stranger, { name: 'Elsewhere', language: 'python' }))._id;
  });
  let teacherOfWall: TestUser;

  const list = (as: TestUser | undefined, query = '', id = classId) =>
    get(as, `/api/classes/${id}/projects${query}`);
  const star = (
    as: TestUser | undefined,
    projectId: string,
    payload: object = { starred: true },
    id = classId,
  ) =>
    h.request({
      method: 'PUT',
      url: `/api/classes/${id}/starred-projects/${projectId}`,
      payload,
      ...(as ? { as } : {}),
    });
  const names = (response: Awaited<ReturnType<typeof list>>) =>
    json(response).items.map((p: { name: string }) => p.name);

  it('needs a login (401), and is for the class’s teachers, instructors and admins (403, 404)', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    for (const user of [pupil, stranger, otherTeacher]) {
      const refused = await list(user);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe("Only the class's teachers can see its projects");
    }
    expect((await list(teacherOfWall, '', 'nosuchclass')).statusCode).toBe(404);
    for (const user of [teacherOfWall, instructor, admin]) expect((await list(user)).statusCode).toBe(200);
  });

  it('lists only the class’s students’ projects, 25 a page, searchable by name and by first or last name', async () => {
    const all = await list(teacherOfWall);
    expect(json(all)).toMatchObject({ count: 3, pages: 1 });
    expect(names(all).sort()).toEqual(['Calculator', 'My page', 'Snake game']);
    expect(json(all).items[0]).toMatchObject({ starred: false, user: { first_name: expect.any(String) } });
    expect(names(await list(teacherOfWall, '?q=snake'))).toEqual(['Snake game']);
    expect(names(await list(teacherOfWall, '?q=byron&sort=name'))).toEqual(['Calculator', 'Snake game']);
    expect(names(await list(teacherOfWall, '?q=ZED'))).toEqual(['My page']);
    expect(names(await list(teacherOfWall, '?q=%25'))).toEqual([]);
    expect(names(await list(teacherOfWall, '?language=web'))).toEqual(['My page']);
    expect(json(await list(teacherOfWall, '?limit=1&page=1&sort=name')).items[0].name).toBe('My page');
  });

  it('refuses bad queries (400) with a message', async () => {
    for (const [query, message] of [
      ['?sort=biggest', 'sort must be one of'],
      ['?minSize=lots', 'minSize must be a number'],
      ['?starred=yes', 'starred must be true or false'],
      [`?q=${'x'.repeat(101)}`, 'The search must be 100 characters or fewer'],
      ['?limit=0', 'limit must be 1 or more'],
    ] as const) {
      const response = await list(teacherOfWall, query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message).toContain(message);
    }
  });

  it('the class’s teacher stars and unstars; the class reads it back; others are refused', async () => {
    expect((await star(undefined, adaProject)).statusCode).toBe(401);
    const byInstructor = await star(instructor, adaProject);
    expect(byInstructor.statusCode).toBe(403);
    expect(json(byInstructor).message).toBe("Only the class's teacher can star its projects");
    expect((await star(otherTeacher, adaProject)).statusCode).toBe(403);
    expect((await star(pupil, adaProject)).statusCode).toBe(403);
    const outside = await star(teacherOfWall, strangerProject);
    expect(outside.statusCode).toBe(400);
    expect(json(outside).message).toBe('That project does not belong to a student of this class');
    expect((await star(teacherOfWall, adaProject, { starred: 'yes' })).statusCode).toBe(400);
    expect(await h.count('class_starred_projects')).toBe(0);

    const starred = await star(teacherOfWall, adaProject);
    expect(starred.statusCode).toBe(200);
    expect(json(starred).starredProjects).toEqual([adaProject]);
    expect(json(await star(teacherOfWall, adaProject)).starredProjects).toEqual([adaProject]);
    expect((await star(admin, mateProject)).statusCode).toBe(200);
    const cls = json(await get(teacherOfWall, `/api/classes/${classId}`));
    expect([...cls.starredProjects].sort()).toEqual([adaProject, mateProject].sort());
    expect(names(await list(teacherOfWall, '?starred=true&sort=name'))).toEqual(['My page', 'Snake game']);
    expect(names(await list(teacherOfWall, '?starred=false'))).toEqual(['Calculator']);
    const flags = json(await list(teacherOfWall, '?sort=name')).items.map(
      (p: { starred: boolean }) => p.starred,
    );
    expect(flags).toEqual([false, true, true]);

    expect(json(await star(teacherOfWall, mateProject, { starred: false })).starredProjects).toEqual([
      adaProject,
    ]);
    // Another class's list knows nothing of this class's stars.
    expect(json(await list(otherTeacher, '', otherClass)).items[0]).toMatchObject({ starred: false });
  });
});
