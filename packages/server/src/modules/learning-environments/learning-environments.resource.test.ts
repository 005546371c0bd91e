import { AGE_ORDER_MESSAGE } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, type TestUser } from '../../test/harness.ts';

let h: Harness;
let admin: TestUser;
let teacher: TestUser;
let schoolAdmin: TestUser;
let school: string;
let community: string;

beforeAll(async () => {
  h = await createHarness();
  community = await h.environment({ name: 'Brickyard Community', type: 'Community', global: true });
  school = await h.environment({ name: 'Springfield Élémentaire' });
  await h.environment({ name: 'Shelbyville High' });
  admin = await h.user({ roles: ['admin'] });
  teacher = await h.user({ roles: ['teacher'], schoolId: school });
  schoolAdmin = await h.user({
    roles: ['teacher'],
    environmentRoles: [{ environmentId: school, role: 'admin' }],
  });
});
afterAll(() => h.close());

const valid = { name: 'Ogdenville Academy', type: 'Academy', postcode: 'OG1 1AA', low_age: 11, high_age: 16 };

describe('GET /api/learning_environments', () => {
  it('needs a login', async () => {
    expect((await h.request({ method: 'GET', url: '/api/learning_environments' })).statusCode).toBe(401);
  });

  it('searches by name ignoring case and accents', async () => {
    const body = json(
      await h.request({ method: 'GET', url: '/api/learning_environments?name=elementaire', as: teacher }),
    );
    expect(body.items.map((e: { _id: string }) => e._id)).toEqual([school]);
    const global = json(
      await h.request({ method: 'GET', url: '/api/learning_environments?global=true', as: teacher }),
    );
    expect(global.items.map((e: { _id: string }) => e._id)).toEqual([community]);
  });

  it('lists the environments of some ids in one call, and refuses too many ids', async () => {
    const ask = (ids: string) =>
      h.request({ method: 'GET', url: `/api/learning_environments?ids=${ids}`, as: admin });
    const body = json(await ask(`${school},${community},unknown1`));
    expect(body.items.map((e: { _id: string }) => e._id).sort()).toEqual([community, school].sort());
    const many = Array.from({ length: 251 }, (_, i) => `id${i}`).join(',');
    const refused = await ask(many);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain('at most 250');
  });

  it('answers 400 for an unknown type filter', async () => {
    const response = await h.request({
      method: 'GET',
      url: '/api/learning_environments?type=Castle',
      as: teacher,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/learning_environments', () => {
  it('needs a login and the admin role', async () => {
    expect(
      (await h.request({ method: 'POST', url: '/api/learning_environments', payload: valid })).statusCode,
    ).toBe(401);
    expect(
      (await h.request({ method: 'POST', url: '/api/learning_environments', payload: valid, as: teacher }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 400 with the spec messages', async () => {
    const ages = await h.request({
      method: 'POST',
      url: '/api/learning_environments',
      payload: { ...valid, low_age: 17 },
      as: admin,
    });
    expect(ages.statusCode).toBe(400);
    expect(json(ages).message).toMatch(AGE_ORDER_MESSAGE);
    const postcode = await h.request({
      method: 'POST',
      url: '/api/learning_environments',
      payload: { ...valid, postcode: '' },
      as: admin,
    });
    expect(json(postcode).errors[0]).toMatchObject({ path: 'postcode', message: 'Post code is required' });
    const type = await h.request({
      method: 'POST',
      url: '/api/learning_environments',
      payload: { ...valid, type: undefined },
      as: admin,
    });
    expect(json(type).errors[0].message).toBe('Type is required');
  });

  it('creates one, home educated without a postcode, and reads it back', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/api/learning_environments',
      payload: { name: 'The Smiths', type: 'Home Educated', low_age: 5, high_age: 11 },
      as: admin,
    });
    expect(response.statusCode).toBe(201);
    const id = json(response)._id;
    const read = json(
      await h.request({ method: 'GET', url: `/api/learning_environments/${id}`, as: teacher }),
    );
    expect(read).toMatchObject({ name: 'The Smiths', type: 'Home Educated', postcode: null, global: false });
  });
});

describe('content communities and archiving (issue 22)', () => {
  const post = (payload: object, as: TestUser = admin) =>
    h.request({ method: 'POST', url: '/api/learning_environments', payload, as });
  const put = (id: string, payload: object, as: TestUser = admin) =>
    h.request({ method: 'PUT', url: `/api/learning_environments/${id}`, payload, as });
  const searched = async (query: string) =>
    json(
      await h.request({
        method: 'POST',
        url: '/api/learning_environments/search',
        payload: { query },
        as: teacher,
      }),
    ).items.map((e: { _id: string }) => e._id);

  it('creates a content community with a name only, read back; refuses one with school fields', async () => {
    const created = await post({ name: 'Makers Guild', type: 'Community' });
    expect(created.statusCode, created.body).toBe(201);
    const read = json(
      await h.request({ method: 'GET', url: `/api/learning_environments/${json(created)._id}`, as: admin }),
    );
    expect(read).toMatchObject({
      name: 'Makers Guild',
      type: 'Community',
      postcode: null,
      global: false,
      archived: false,
    });
    const extra = await post({ name: 'Guild Two', type: 'Community', postcode: 'AB1 2CD' });
    expect(extra.statusCode).toBe(400);
    expect((await post({ name: '', type: 'Community' })).statusCode).toBe(400);
    expect((await post({ name: 'Guild Three', type: 'Community' }, teacher)).statusCode).toBe(403);
    const schoolFields = await put(json(created)._id, { postcode: 'ZZ1 1ZZ' });
    expect(schoolFields.statusCode).toBe(400);
    expect(json(schoolFields).message).toBe('A content community has a name only, not: postcode');
  });

  it('archives and restores a school (admins only), which leaves the signup search while archived', async () => {
    const id = await h.environment({ name: 'Quarry Lane School' });
    const ownAdmin = await h.user({
      roles: ['teacher'],
      environmentRoles: [{ environmentId: id, role: 'admin' }],
    });
    expect(await searched('Quarry Lane')).toEqual([id]);
    const byOwnAdmin = await put(id, { archived: true }, ownAdmin);
    expect(byOwnAdmin.statusCode).toBe(403);
    expect((await put(id, { archived: 'yes' })).statusCode).toBe(400);
    const archived = await put(id, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(json(archived).archived).toBe(true);
    expect(await searched('Quarry Lane')).toEqual([]);
    const listed = json(
      await h.request({
        method: 'GET',
        url: '/api/learning_environments?archived=true&name=quarry',
        as: admin,
      }),
    );
    expect(listed.items.map((e: { _id: string }) => e._id)).toEqual([id]);
    expect((await put(id, { archived: false })).statusCode).toBe(200);
    expect(await searched('Quarry Lane')).toEqual([id]);
    // Its own admin still renames it.
    expect((await put(id, { name: 'Quarry Lane Academy' }, ownAdmin)).statusCode).toBe(200);
  });

  it('does not delete an environment people belong to (409): it is archived instead', async () => {
    const id = await h.environment({ name: 'Peopled School' });
    await h.user({ schoolId: id });
    const refused = await h.request({ method: 'DELETE', url: `/api/learning_environments/${id}`, as: admin });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'Peopled School still has classes, content or people; archive it instead',
    );
  });
});

describe('PUT /api/learning_environments/:id', () => {
  it('needs a login', async () => {
    expect(
      (
        await h.request({
          method: 'PUT',
          url: `/api/learning_environments/${school}`,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("refuses a teacher who is not the environment's admin", async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/learning_environments/${school}`,
      payload: { name: 'Mine' },
      as: teacher,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the environment admin rename it, and refuses ages out of order', async () => {
    // A school and admin of its own: the shared school keeps its name for the search.
    const renamed = await h.environment({ name: 'Capital City School' });
    const renamedAdmin = await h.user({
      roles: ['teacher'],
      environmentRoles: [{ environmentId: renamed, role: 'admin' }],
    });
    const ok = await h.request({
      method: 'PUT',
      url: `/api/learning_environments/${renamed}`,
      payload: { name: 'Springfield Primary' },
      as: renamedAdmin,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).name).toBe('Springfield Primary');
    const ages = await h.request({
      method: 'PUT',
      url: `/api/learning_environments/${renamed}`,
      payload: { low_age: 30 },
      as: renamedAdmin,
    });
    expect(ages.statusCode).toBe(400);
    expect(json(ages).message).toBe(AGE_ORDER_MESSAGE);
  });
});

describe('DELETE /api/learning_environments/:id', () => {
  it('needs a login and the admin role', async () => {
    expect(
      (await h.request({ method: 'DELETE', url: `/api/learning_environments/${school}` })).statusCode,
    ).toBe(401);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/learning_environments/${school}`, as: schoolAdmin }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps the global community', async () => {
    const response = await h.request({
      method: 'DELETE',
      url: `/api/learning_environments/${community}`,
      as: admin,
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes an unused environment', async () => {
    const id = await h.environment();
    expect(
      (await h.request({ method: 'DELETE', url: `/api/learning_environments/${id}`, as: admin })).statusCode,
    ).toBe(204);
    expect(
      (await h.request({ method: 'GET', url: `/api/learning_environments/${id}`, as: admin })).statusCode,
    ).toBe(404);
  });
});
