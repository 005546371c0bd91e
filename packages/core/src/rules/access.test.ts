import { describe, expect, it } from 'vitest';
import type { Role } from '../model/user.ts';
import { canVisit } from './access.ts';

const as = (...roles: Role[]) => ({
  _id: 'u1',
  roles,
  current_community: null,
  learningEnvironments: { student: [], teacher: [], admin: [], contentCreator: [], translator: [] },
});

describe('canVisit: the class pages by role (spec §2)', () => {
  it.each([
    ['details', ['admin', 'teacher', 'instructor'], ['student']],
    ['students', ['admin', 'teacher', 'instructor'], ['student']],
    ['instructors', ['admin'], ['teacher', 'instructor', 'student']],
    ['admin', ['admin'], ['teacher', 'instructor', 'student']],
    ['progress', ['admin', 'teacher'], ['instructor', 'student']],
    ['projects', ['admin', 'teacher', 'instructor'], ['student', 'contentCreator']],
  ] as const)('/class/c1/%s', (tab, allowed, refused) => {
    for (const role of allowed) expect(canVisit(as(role), `/class/c1/${tab}`), role).toBe(true);
    for (const role of refused) expect(canVisit(as(role), `/class/c1/${tab}`), role).toBe(false);
  });

  it('lets the class staff open the class itself', () => {
    expect(canVisit(as('teacher'), '/class/c1')).toBe(true);
    expect(canVisit(as('contentCreator'), '/class/c1')).toBe(false);
  });
});

describe('canVisit: an author opens the items of their course preview (issue 18)', () => {
  const creator = {
    ...as('contentCreator'),
    current_community: 'c1',
    learningEnvironments: { ...as().learningEnvironments, contentCreator: ['c1'] },
  };
  it.each(['assessment/a1?preview=true&course=k1', 'brick/b1/s1/s2?course=k1', 'challenge/h1?course=k1'])(
    '/learn/%s',
    (path) => {
      expect(canVisit(creator, `/learn/${path}`)).toBe(true);
      expect(canVisit(as('contentCreator'), `/learn/${path}`)).toBe(false);
    },
  );
  it('keeps the learn home for learners and their teachers', () => {
    expect(canVisit(creator, '/learn')).toBe(false);
    expect(canVisit(creator, '/learn/course-preview/k1')).toBe(true);
  });
});

describe('canVisit agrees with the server (issue 22)', () => {
  const translator = {
    ...as('translator'),
    current_community: 'c1',
    learningEnvironments: { ...as().learningEnvironments, translator: ['c1'] },
  };
  it.each(['faq', 'definition', 'reference'])('/edit/%s/x1 is for authors only', (kind) => {
    expect(canVisit(as('student'), `/edit/${kind}/x1`)).toBe(false);
    expect(canVisit(as('teacher'), `/edit/${kind}/x1`)).toBe(false);
    expect(canVisit(translator, `/edit/${kind}/x1`)).toBe(true);
    expect(canVisit(as('admin'), `/edit/${kind}/x1`)).toBe(true);
  });
  it('opens the users page to admins and the authors of a community', () => {
    expect(canVisit(translator, '/users')).toBe(true);
    expect(canVisit(as('admin'), '/users')).toBe(true);
    expect(canVisit(as('teacher'), '/users')).toBe(false);
    // A translator's role in no community is no role: the page would list nobody.
    expect(canVisit(as('translator'), '/users')).toBe(false);
  });
  it('opens the schools and communities pages to admins only', () => {
    expect(canVisit(as('admin'), '/environments')).toBe(true);
    expect(canVisit(as('admin'), '/environments/e1')).toBe(true);
    expect(canVisit(translator, '/environments')).toBe(false);
    expect(canVisit(as('teacher'), '/environments/e1')).toBe(false);
  });
});
