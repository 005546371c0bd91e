// Whether a learner's answer is complete enough to check (the assessment's Check button waits for it).
import { type Answer, BLANK, type LearnerQuestion } from '@brickyard/core';

/** What the learner has given so far: what would be sent. */
export type Draft = Answer;

/** Whether the learner has given enough to check (the Check button waits for it). */
export const readyToCheck = (question: LearnerQuestion, draft: Draft, stage: number) => {
  switch (question.fieldType) {
    case 'concept_intro':
      return true;
    case 'radio':
    case 'dropdown':
    case 'poll':
      return !!draft.option;
    case 'checkbox':
      return (draft.options?.length ?? 0) > 0;
    case 'textfield':
    case 'missing_word':
    case 'textarea':
      return !!draft.text?.trim();
    case 'fill_in_blanks':
      return (
        (draft.blanks ?? []).filter((b) => b.trim()).length ===
        (question.template ?? '').split(BLANK).length - 1
      );
    case 'mix_match':
      return (draft.matches ?? []).filter(Boolean).length === question.left.length;
    case 'multi_stage':
      return !!draft.stages?.[stage]?.trim();
    case 'parsons_problem':
      return (draft.lines?.length ?? 0) > 0;
    case 'code_challenge':
      return (draft.outputs?.length ?? 0) === Math.max(question.cases.length, 1);
    case 'missing_code':
      return (
        (draft.blanks ?? []).filter((b) => b.trim()).length ===
        question.code.filter((part) => part === null).length
      );
    default:
      return false;
  }
};
