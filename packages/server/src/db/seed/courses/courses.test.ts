// The demo courses are real content: every row passes the core schemas, every non-code question type is
// used, each stage has every section, and course and stage titles exist in all four locales.
import {
  AssessmentSchema,
  BrickSchema,
  ChallengeSchema,
  CourseSchema,
  FIELD_TYPES,
  isEditorMarkup,
  LOCALES,
  QuestionSchema,
  ReferenceSchema,
  sanitizeHtml,
  TopicSchema,
} from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { javascriptCourse } from './javascript.ts';
import { loadSeedCourse, loadSeedReferences, type SeedRow } from './load.ts';
import { pieceGuide } from './piece-guide.ts';
import { pythonCourse } from './python.ts';
import { WEB_REFERENCES } from './web-references.ts';

const meta = (id: string) => ({
  _id: id,
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: null,
  createdBy: null,
  version: 1,
  updatedAt: '2026-11-22T00:00:00.000Z',
});

const parse = (row: SeedRow, rows: Map<string, SeedRow>) => {
  switch (row.kind) {
    case 'courses':
      return CourseSchema.safeParse({ ...meta(row.id), ...row.body });
    case 'questions':
      return QuestionSchema.safeParse({
        _id: row.id,
        version: 1,
        updatedAt: meta(row.id).updatedAt,
        ...row.body,
      });
    case 'assessments':
      return AssessmentSchema.safeParse({
        ...meta(row.id),
        ...row.body,
        questions: (row.body.questions as string[]).map((id) => ({
          _id: id,
          version: 1,
          updatedAt: meta(id).updatedAt,
          ...rows.get(id)!.body,
        })),
      });
    case 'topics':
      return TopicSchema.safeParse({ ...meta(row.id), ...row.body });
    case 'bricks':
      return BrickSchema.safeParse({ ...meta(row.id), ...row.body, bricks: [] });
    case 'challenges':
      return ChallengeSchema.safeParse({ ...meta(row.id), ...row.body });
    case 'references':
      return ReferenceSchema.safeParse({ ...meta(row.id), ...row.body });
  }
};

describe.each([
  ['JavaScript', javascriptCourse],
  ['Python', pythonCourse],
])('the %s demo course', (_name, course) => {
  const rows = loadSeedCourse(course);
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('passes the core schemas, row by row', () => {
    for (const row of rows) {
      const result = parse(row, byId);
      expect(
        result.success,
        `${row.kind} "${row.title}": ${result.success ? '' : result.error.message}`,
      ).toBe(true);
    }
  });

  it('writes its plain-text fields (descriptions, summaries) as plain text, never as HTML', () => {
    const plain: string[] = [];
    for (const row of rows) {
      const body = row.body as Record<string, unknown>;
      const texts = [body.description, body.summary];
      if (row.kind === 'courses')
        texts.push(...((body.stages as { description?: string }[]) ?? []).map((stage) => stage.description));
      for (const text of texts) if (typeof text === 'string') plain.push(text);
    }
    expect(plain.length).toBeGreaterThan(10);
    expect(plain.filter(isEditorMarkup)).toEqual([]);
    expect(plain.filter((text) => /<\/?(p|strong|em|br|ul|li)>/i.test(text))).toEqual([]);
  });

  it('has at least 3 stages, each with an intro quiz, topics with lesson and boost, a tutorial, a challenge and a final quiz', () => {
    expect(course.stages.length).toBeGreaterThanOrEqual(3);
    for (const stage of course.stages) {
      expect(stage.introQuizzes.length).toBeGreaterThan(0);
      expect(stage.topics.length).toBeGreaterThan(0);
      for (const topic of stage.topics) {
        expect(topic.conceptIntro.type).toBe('conceptIntro');
        expect(topic.conceptIntro.questions.some((q) => q.type === 'concept_intro')).toBe(true);
        expect(topic.boost.type).toBe('boost');
      }
      expect(stage.tutorials.length).toBeGreaterThan(0);
      for (const tutorial of stage.tutorials)
        expect(tutorial.steps.flatMap((s) => s.substeps).length).toBeGreaterThan(1);
      expect(stage.challenges.length).toBeGreaterThan(0);
      for (const challenge of stage.challenges) {
        expect(challenge.steps.length).toBeGreaterThan(1);
        expect(challenge.steps.every((s) => s.hints.length > 0)).toBe(true);
      }
      expect(stage.finalQuizzes.length).toBeGreaterThan(0);
    }
  });

  it('titles the course and every stage in all four locales', () => {
    for (const locale of LOCALES) {
      expect(course.title[locale].trim()).not.toBe('');
      for (const stage of course.stages) expect(stage.title[locale].trim()).not.toBe('');
    }
    expect(new Set(LOCALES.map((l) => course.title[l])).size).toBeGreaterThan(1);
  });

  it('has a reference tree with children', () => {
    const references = rows.filter(
      (r) => r.kind === 'references' && (r.body.metaTags as string[]).includes('reference'),
    );
    expect(references.some((r) => r.body.parent !== null)).toBe(true);
    expect(references.length).toBeGreaterThanOrEqual(4);
  });

  it('comes out of the rich-text sanitiser as written: markup byte for byte, plain text reading the same', () => {
    // Which strings are rich text is the schemas' business; this holds for every string, rich text or not.
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) for (const item of value) walk(item);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    for (const row of rows) walk([row.body, row.translations]);
    const withMarkup = texts.filter((t) => /<\/?[a-z][^>]*>/i.test(t));
    expect(withMarkup.length).toBeGreaterThan(20);
    for (const text of withMarkup) expect(sanitizeHtml(text)).toBe(text);
    // Code and answers (kept exactly, never sanitised) would show the same text if they were.
    const shown = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    for (const text of texts.filter((t) => !withMarkup.includes(t)))
      expect(shown(sanitizeHtml(text))).toBe(text);
  });

  it('gives every choice question a right answer, and one only where one is chosen', () => {
    for (const row of rows.filter((r) => r.kind === 'questions')) {
      const type = row.body.fieldType as string;
      const correct = (row.body.fieldOptions as { data: { isCorrect: boolean } }[]).filter(
        (o) => o.data.isCorrect,
      ).length;
      if (type === 'radio' || type === 'dropdown') expect(correct, row.title).toBe(1);
      if (type === 'checkbox') expect(correct, row.title).toBeGreaterThan(0);
    }
  });
});

it('between them, the demo courses use every question type', () => {
  const used = new Set(
    [javascriptCourse, pythonCourse].flatMap((course) =>
      loadSeedCourse(course)
        .filter((r) => r.kind === 'questions')
        .map((r) => r.body.fieldType),
    ),
  );
  for (const type of FIELD_TYPES) expect(used.has(type), type).toBe(true);
});

describe.each([
  ...WEB_REFERENCES.map(
    ({ language, references }) => [language, loadSeedReferences(language, references)] as const,
  ),
  ['piece guide', loadSeedReferences('javascript', [pieceGuide], ['note'])] as const,
])('the %s reference', (_name, rows) => {
  it('is written as the schemas keep it: rich text sanitised to itself, code as typed', () => {
    for (const row of rows) {
      const body = { ...meta(row.id), ...row.body };
      const result = ReferenceSchema.safeParse(body);
      expect(result.success, `"${row.title}": ${result.success ? '' : result.error.message}`).toBe(true);
      // Parsing sanitises every rich text; a page that comes out different would change on its first save.
      expect(result.data, row.title).toEqual(body);
    }
  });

  it('is a tree of short pages: a few topics, each page with something to read', () => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const parent = row.body.parent as string | null;
      if (parent) expect(byId.get(parent)?.kind, row.title).toBe('references');
      expect((row.body.pieces as unknown[]).length, row.title).toBeGreaterThan(0);
      expect(String(row.body.description).length, row.title).toBeGreaterThan(10);
    }
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
  });
});

it('the web references are for learners, with several topics and pages under them', () => {
  for (const { language, references } of WEB_REFERENCES) {
    const rows = loadSeedReferences(language, references);
    expect(
      rows.every((row) => (row.body.metaTags as string[]).join() === 'reference'),
      language,
    ).toBe(true);
    expect(rows.filter((row) => row.body.parent === null).length, language).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.body.parent !== null).length, language).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.language === language)).toBe(true);
  }
  // The piece guide is for authors: a note, never in the learners' reference.
  expect(loadSeedReferences('javascript', [pieceGuide], ['note'])[0]!.body.metaTags).toEqual(['note']);
});
