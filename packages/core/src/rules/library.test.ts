import { describe, expect, it } from 'vitest';
import { tabOf } from '../api/library.ts';
import {
  changedAdminSettings,
  completeBody,
  mayChangeAdminSettings,
  newContentBody,
  translationDiff,
  variantOf,
} from './library.ts';
import { mayAuthorIn, mayEditContentIn } from './roles.ts';

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

const none = { admin: [], contentCreator: [], translator: [] } as {
  admin: string[];
  contentCreator: string[];
  translator: string[];
};
const holder = (roles: string[], lists: Partial<typeof none> = {}) =>
  ({ roles, learningEnvironments: { ...none, ...lists } }) as Parameters<typeof mayAuthorIn>[0];

describe('library permissions', () => {
  it('authors are the community admins, content creators and translators; admins everywhere', () => {
    expect(mayAuthorIn(holder(['admin']), 'c')).toBe(true);
    expect(mayAuthorIn(holder(['translator'], { translator: ['c'] }), 'c')).toBe(true);
    expect(mayAuthorIn(holder(['translator'], { translator: ['c'] }), 'd')).toBe(false);
    expect(mayEditContentIn(holder(['translator'], { translator: ['c'] }), 'c')).toBe(false);
    expect(mayEditContentIn(holder(['contentCreator'], { contentCreator: ['c'] }), 'c')).toBe(true);
    expect(mayChangeAdminSettings(holder(['contentCreator'], { contentCreator: ['c'] }), 'c')).toBe(false);
    expect(mayChangeAdminSettings(holder(['teacher'], { admin: ['c'] }), 'c')).toBe(true);
    expect(mayAuthorIn(holder(['teacher']), 'c')).toBe(false);
  });

  it('names the admin-only course settings an update would change', () => {
    const stored = { price: 0, premium: false, title: 'x' };
    expect(changedAdminSettings(stored, { price: 0, premium: false, title: 'y' })).toEqual([]);
    expect(changedAdminSettings(stored, { price: 100, colour: '#fff' })).toEqual(['colour', 'price']);
  });
});

describe('bodies', () => {
  it('completes new list entries with ids and defaults, keeping ids already there', () => {
    const course = completeBody('courses', { stages: [{ _id: 'keep', title: 'A' }, { title: 'B' }] }, ids());
    expect(course.stages).toMatchObject([
      { _id: 'keep', title: 'A', introQuizzes: [], draft: true },
      { _id: 'id1', title: 'B', content: [] },
    ]);
    const tutorial = completeBody(
      'tutorials',
      { steps: [{ title: 'S', substeps: [{ title: 'T' }] }] },
      ids(),
    );
    expect(tutorial.steps).toMatchObject([
      { title: 'S', description: '', substeps: [{ title: 'T', pieces: [], xp: 0, autoMarked: false }] },
    ]);
    expect(
      (tutorial.steps as { _id: string; substeps: { _id: string }[] }[])[0]!.substeps[0]!._id,
    ).toBeTruthy();
  });

  it('starts new exams at a pass mark of 0 and files items under their tabs', () => {
    expect(newContentBody('assessments', 'exam', 'E', 'python').passMark).toBe(0);
    expect(variantOf('assessments', { type: 'boost' })).toBe('boost');
    expect(variantOf('bricks', { parent: 'p' })).toBe('step');
    expect(variantOf('bricks', { parent: null })).toBe('tutorial');
    expect(variantOf('courses', {})).toBeNull();
    expect(tabOf('assessments', 'conceptIntro')?.tab).toBe('introductions');
    expect(tabOf('bricks', 'tutorial')?.tab).toBe('tutorials');
    expect(tabOf('tutorials', null)?.tab).toBe('tutorialsOld');
  });
});

describe('translationDiff', () => {
  it('keeps only the texts that differ from English, arrays by position', () => {
    const english = { title: 'Loops', price: 0, stages: [{ title: 'One' }, { title: 'Two' }] };
    const localized = { title: 'Cicli', price: 5, stages: [{ title: 'One' }, { title: 'Due' }] };
    expect(translationDiff(english, localized)).toEqual({ title: 'Cicli', stages: [null, { title: 'Due' }] });
    expect(translationDiff(english, english)).toBeUndefined();
  });
});
