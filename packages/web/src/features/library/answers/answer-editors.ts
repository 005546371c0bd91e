// The answer section of each question type, shown in the question editor between its tasks and its post-task
// pieces; null where the type's answer is not authored here. The mapped type makes a new type without an
// entry a compile error, so adding a question type's answer is adding its component and naming it here.
import type { FieldType } from '@brickyard/core';
import type { ComponentType } from 'react';
import { BlanksAnswer } from './BlanksAnswer.tsx';
import { ChoiceOptions } from './ChoiceOptions.tsx';
import { CodeChallengeAnswer } from './CodeChallengeAnswer.tsx';
import { MatchPairs } from './MatchPairs.tsx';
import { MissingCodeAnswer } from './MissingCodeAnswer.tsx';
import { MissingWordAnswer } from './MissingWordAnswer.tsx';
import { ParsonsAnswer } from './ParsonsAnswer.tsx';
import { StagesAnswer } from './StagesAnswer.tsx';
import type { AnswerEditorProps } from './types.ts';

export const ANSWER_EDITORS: { [T in FieldType]: ComponentType<AnswerEditorProps> | null } = {
  concept_intro: null,
  radio: ChoiceOptions,
  checkbox: ChoiceOptions,
  dropdown: ChoiceOptions,
  textfield: ChoiceOptions,
  textarea: null,
  missing_word: MissingWordAnswer,
  mix_match: MatchPairs,
  poll: ChoiceOptions,
  code_challenge: CodeChallengeAnswer,
  multi_stage: StagesAnswer,
  missing_code: MissingCodeAnswer,
  parsons_problem: ParsonsAnswer,
  fill_in_blanks: BlanksAnswer,
};
