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
