// What every question type's answer editor receives (answer-editors.ts lists them by type).
import type { Question } from '@brickyard/core';

export interface AnswerEditorProps {
  question: Question;
  readOnly: boolean;
  /** Replaces some of the question's fields, keeping the rest. */
  onChange(patch: Partial<Question>): void;
  /** The assessment's language (javascript or python), which code questions are written and run in. */
  language?: string;
}

export type Option = Question['fieldOptions'][number];
