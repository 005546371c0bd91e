import { describe, expect, it } from 'vitest';
import { canEditProject, canReadProject } from '../rules/permissions.ts';
import { NEW_PROJECT_LANGUAGES, ProjectSaveSchema, projectSize, starterFiles } from './projects.ts';

const actor = (id: string, roles: string[]) =>
  ({ _id: id, roles, current_community: null, learningEnvironments: {} }) as never;

describe('project permissions', () => {
  const project = { user: 'ada' };
  it('the owner reads and edits', () => {
    expect(canReadProject(actor('ada', ['student']), project, { teaches: false })).toBe(true);
    expect(canEditProject(actor('ada', ['student']), project)).toBe(true);
  });
  it('teachers and instructors of the owner read only; admins read', () => {
    for (const role of ['teacher', 'instructor']) {
      expect(canReadProject(actor('t', [role]), project, { teaches: true })).toBe(true);
      expect(canReadProject(actor('t', [role]), project, { teaches: false })).toBe(false);
      expect(canEditProject(actor('t', [role]), project)).toBe(false);
    }
    expect(canReadProject(actor('boss', ['admin']), project, { teaches: false })).toBe(true);
    expect(canEditProject(actor('boss', ['admin']), project)).toBe(false);
  });
  it('another student neither reads nor edits, even if the relation says so', () => {
    expect(canReadProject(actor('bob', ['student']), project, { teaches: true })).toBe(false);
    expect(canEditProject(actor('bob', ['student']), project)).toBe(false);
  });
});

describe('starter files', () => {
  it('every new language starts with files that pass the save schema', () => {
    for (const language of NEW_PROJECT_LANGUAGES) {
      const files = starterFiles(language);
      expect(files.length).toBeGreaterThan(0);
      expect(ProjectSaveSchema.safeParse({ files, version: 1 }).success).toBe(true);
    }
  });
  it('size counts the characters of every file', () => {
    expect(
      projectSize([
        { name: 'a', content: 'abc' },
        { name: 'b', content: 'de' },
      ]),
    ).toBe(5);
  });
});
