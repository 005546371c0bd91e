// The shape demo courses are written in: plain data an author can read, turned into library rows by
// `load.ts`. Pieces are the library's own (authoring.md §3), built with the small helpers below.
import type { CodeToken, ContentLanguage, Piece } from '@brickyard/core';

/** Text in every interface locale (course and stage titles). */
export interface Localized {
  en: string;
  ar: string;
  it: string;
  de: string;
}

/** A hint: a few pieces shown when the learner asks for help. */
export type SeedHint = Piece[];

interface QuestionBase {
  title: string;
  /** What the learner reads before answering. */
  pieces: Piece[];
  hints?: SeedHint[];
  /** The learner must explain their answer in words before it is checked. */
  explanationRequired?: boolean;
}

export type SeedQuestion = QuestionBase &
  (
    | { type: 'concept_intro' }
    | { type: 'radio' | 'dropdown' | 'checkbox'; options: { text: string; correct?: boolean }[] }
    | { type: 'poll'; options: { text: string }[] }
    /** textfield: any of `answers` is right (whitespace does not count). */
    | { type: 'textfield'; answers: string[] }
    /** missing_word: `template` holds one `___` where the word goes; any of `answers` is right. */
    | { type: 'missing_word'; template: string; answers: string[] }
    /** textarea: free writing, more than 5 characters, always accepted. */
    | { type: 'textarea' }
    /** mix_match: left items with their right partners; the learner sees the right ones shuffled. */
    | { type: 'mix_match'; pairs: [left: string, right: string][] }
    /** fill_in_blanks: `template` (often code) with `___` per blank; `blanks` are the answers in order. */
    | { type: 'fill_in_blanks'; template: string; blanks: string[] }
    /** multi_stage: steps answered in turn, each with its prompt and its one right answer. */
    | { type: 'multi_stage'; stages: { prompt: string; answer: string }[] }
    /**
     * parsons_problem: `lines` in the right order, indented with 4 spaces per level; `distractors` are
     * lines that do not belong. The learner sees them all shuffled and without indentation.
     */
    | { type: 'parsons_problem'; lines: string[]; distractors?: string[] }
    /**
     * code_challenge: the learner's program starts as `starter` and must print each case's `output` when
     * given its `input` lines; hidden cases are not shown to the learner. `preview` is what a right program
     * shows.
     */
    | {
        type: 'code_challenge';
        starter: string;
        cases: { input?: string; output: string; hidden?: boolean }[];
        preview?: string;
      }
    /**
     * missing_code: the program in parts, with `{ blank }` where the learner types the missing part;
     * `output` is what the finished program prints (another completion printing it is right too).
     */
    | { type: 'missing_code'; code: (string | { blank: string })[]; output?: string }
  );

export interface SeedAssessment {
  /** Unique within the course; other items refer to it by key. */
  key: string;
  type: 'quiz' | 'conceptIntro' | 'boost' | 'exam';
  title: string;
  description?: string;
  questions: SeedQuestion[];
  /** Who marks free-text answers (auto unless said). */
  assessmentType?: 'auto' | 'self' | 'mixed' | 'teacher';
}

export interface SeedTopic {
  key: string;
  title: string;
  description: string;
  tags: string[];
  /** The lesson that introduces the topic (type conceptIntro). */
  conceptIntro: SeedAssessment;
  /** Practice afterwards (type boost). */
  boost: SeedAssessment;
}

/** One screen of a tutorial: the learner reads it, maybe tries something, then presses "Got It!". */
export interface SeedSubstep {
  title: string;
  pieces: Piece[];
  hints?: SeedHint[];
  /** A task the learner ticks off: later screens do not complete it for them. */
  checkmark?: boolean;
  /** Auto Marked: finishing the step gives this xp. */
  xp?: number;
}

export interface SeedTutorial {
  key: string;
  title: string;
  description: string;
  /** Keys of the topics whose introductions come first. */
  requires: string[];
  /** `xp`: the step is Auto Marked, finished when its sub-steps are. */
  steps: { title: string; substeps: SeedSubstep[]; xp?: number }[];
}

export interface SeedChallenge {
  key: string;
  title: string;
  summary: string;
  brief: Piece[];
  /** Keys of the tutorials that come first. */
  requires: string[];
  /** The decomposition: steps the learner ticks, each with hints (one panel open at a time). */
  steps: { text: string; hints: SeedHint[] }[];
}

export interface SeedStage {
  title: Localized;
  description: string;
  introQuizzes: SeedAssessment[];
  topics: SeedTopic[];
  tutorials: SeedTutorial[];
  challenges: SeedChallenge[];
  finalQuizzes: SeedAssessment[];
}

export interface SeedReference {
  title: string;
  description: string;
  pieces: Piece[];
  sections?: { title: string; pieces: Piece[] }[];
  children?: SeedReference[];
}

export interface SeedCourse {
  title: Localized;
  subheading: string;
  description: string;
  language: ContentLanguage;
  colour: string;
  stages: SeedStage[];
  /** The language's reference tree, shown in the reference viewer. */
  references: SeedReference[];
}

// Piece helpers: keep the course files readable.
export const heading = (text: string): Piece => ({ format: 'text', data: { style: 'heading', text } });
export const subheading = (text: string): Piece => ({
  format: 'text',
  data: { style: 'subheading', text },
});
/** A paragraph of rich text (simple HTML: <p>, <strong>, <em>, <code>, <br>). */
export const para = (text: string): Piece => ({ format: 'text', data: { style: 'content', text } });
export const code = (language: string, source: string): Piece => ({
  format: 'code',
  data: { language, code: source },
});
/** A code editor the learner will be able to run (runnable once the code runners land). */
export const editor = (language: 'javascript' | 'python', source: string): Piece => ({
  format: 'editor',
  data: { language, code: source },
});
export const bullets = (...items: string[]): Piece => ({
  format: 'list',
  data: { type: 'bulleted', items: items.map((content) => ({ content })) },
});
export const numbered = (...items: string[]): Piece => ({
  format: 'list',
  data: { type: 'numbered', items: items.map((content) => ({ content })) },
});
export const definition = (name: string, description: string): Piece => ({
  format: 'definition',
  data: { name, description },
});
export const syntax = (
  language: string,
  source: string,
  highlights: { highlight: string; description: string }[],
): Piece => ({ format: 'syntax', data: { language, code: source, highlights } });
/** A table of text cells; the first row is a header row. */
export const table = (rows: string[][], proportions?: number[]): Piece => {
  const columns = rows[0]?.length ?? 1;
  return {
    format: 'table',
    data: {
      rows: rows.length,
      columns,
      proportions: proportions ?? rows[0]!.map(() => 1),
      hasHeader: true,
      cells: rows.map((row) => row.map((text) => ({ format: 'text' as const, data: { text } }))),
    },
  };
};
export const section = (title: string, ...pieces: Piece[]): Piece => ({
  format: 'section',
  data: { title, pieces },
});
export const columns = (left: Piece[], right: Piece[]): Piece => ({
  format: 'columns',
  data: { left, right },
});
export const codeExercise = (
  language: 'javascript' | 'python',
  entries: { code: string; result: string }[],
  instructions?: string,
): Piece => ({
  format: 'codeExercise',
  data: { language, entries, ...(instructions ? { instructions } : {}) },
});
export const signal = (
  value: 'code' | 'learn' | 'design' | 'think' | 'introduction' | 'test' | 'challenge' | 'do',
): Piece => ({ format: 'signal', data: { value } });

export type { CodeToken };
