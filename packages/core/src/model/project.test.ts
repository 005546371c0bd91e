import { describe, expect, it } from 'vitest';
import { PROJECT_NAME_MESSAGE } from '../api/messages.ts';
import { PROJECT_LANGUAGES, ProjectCreateSchema, ProjectSchema, ProjectUpdateSchema } from './project.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('ProjectSchema', () => {
  it('parses a project', () => {
    const project = {
      _id: 'p1',
      name: 'Pong',
      language: 'javascript',
      user: 'u1',
      archived: false,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-02T10:00:00.000Z',
      learningProject: 'ch1',
      classesSharedWith: ['k1'],
      image: null,
      files: [{ name: 'main.js', content: 'let x = 1;' }],
    };
    expect(ProjectSchema.parse(project)).toEqual(project);
  });

  it('knows the eight languages', () => {
    expect(PROJECT_LANGUAGES).toEqual([
      'javascript',
      'python',
      'scratch',
      'mixed',
      'html',
      'css',
      'jquery',
      'web',
    ]);
  });
});

describe('ProjectCreateSchema', () => {
  it('creates a project with a name and a language', () => {
    expect(ProjectCreateSchema.parse({ name: ' My game ', language: 'scratch' })).toEqual({
      name: 'My game',
      language: 'scratch',
    });
  });

  it('names are at most 30 characters', () => {
    expect(ProjectCreateSchema.safeParse({ name: 'x'.repeat(30), language: 'python' }).success).toBe(true);
    expect(message(ProjectCreateSchema.safeParse({ name: 'x'.repeat(31), language: 'python' }))).toBe(
      'Project name must be 30 characters or fewer',
    );
    expect(PROJECT_NAME_MESSAGE).toBe('Project name must be 30 characters or fewer');
  });

  it('needs a name and a language', () => {
    expect(message(ProjectCreateSchema.safeParse({ name: '', language: 'python' }))).toBe(
      'Project name is required',
    );
    expect(message(ProjectCreateSchema.safeParse({ name: 'x' }))).toBe('Language is required');
    expect(message(ProjectCreateSchema.safeParse({ name: 'x', language: 'ruby' }))).toMatch(
      /^Language must be one of: javascript, python, scratch/,
    );
  });

  it('file names are unique and safe', () => {
    const files = [
      { name: 'main.py', content: '' },
      { name: 'main.py', content: '' },
    ];
    expect(message(ProjectCreateSchema.safeParse({ name: 'x', language: 'python', files }))).toBe(
      'File names must be unique',
    );
    expect(
      message(
        ProjectCreateSchema.safeParse({
          name: 'x',
          language: 'python',
          files: [{ name: '../etc', content: '' }],
        }),
      ),
    ).toBe('File name may only use letters, digits, dots, dashes and underscores');
  });
});

describe('ProjectUpdateSchema', () => {
  it('archives and renames', () => {
    expect(ProjectUpdateSchema.safeParse({ archived: true, name: 'Pong 2' }).success).toBe(true);
  });

  it('keeps the name limit', () => {
    expect(message(ProjectUpdateSchema.safeParse({ name: 'y'.repeat(31) }))).toBe(PROJECT_NAME_MESSAGE);
  });

  it('cannot change the owner', () => {
    expect(ProjectUpdateSchema.safeParse({ user: 'u2' }).success).toBe(false);
  });
});
