// GET /api/classes/{id}/login (issue 22): the names a class login link shows, to anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../../test/harness.ts';

let h: Harness;
let classId: string;
let archived: string;

beforeAll(async () => {
  h = await createHarness();
  const teacher = await h.user({ roles: ['teacher'], firstName: 'Tess', lastName: 'Teacher' });
  classId = await h.classWith(teacher, []);
  await h.db.updateTable('classes').set({ name: 'Robins' }).where('id', '=', classId).execute();
  archived = await h.classWith(teacher, []);
  await h.db.updateTable('classes').set({ archived: 1 }).where('id', '=', archived).execute();
});
afterAll(() => h.close());

const info = (id: string) => h.request({ method: 'GET', url: `/api/classes/${id}/login` });

describe('GET /api/classes/:id/login', () => {
  it('names an active class and its teacher without a login, and nothing else of the class', async () => {
    const response = await info(classId);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ name: 'Robins', teacher: 'Tess Teacher' });
  });

  it('answers 404 for an archived or unknown class, and 400 for a malformed id', async () => {
    for (const id of [archived, 'nosuchclass1']) {
      const response = await info(id);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe(
        'This class login link no longer leads to a class. Log in as usual.',
      );
    }
    expect((await info('x'.repeat(80))).statusCode).toBe(400);
  });
});
