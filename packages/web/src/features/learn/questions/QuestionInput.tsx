// The answer field of one question, by field type. It holds what the learner would send; the server grades.
import { BLANK, type ContentLanguage, type LearnerQuestion } from '@brickyard/core';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, MatchInput, StagesInput } from './AnswerFields.tsx';
import { CodeChallengeInput, MissingCodeInput } from './CodeQuestions.tsx';
import { ParsonsInput } from './ParsonsInput.tsx';
import type { Draft } from './ready-to-check.ts';
import { Template } from './TemplateInput.tsx';

const looksLikeCode = (text: string) => /[(){};=]|\.\w+\(/.test(text);

export function QuestionInput({
  question,
  language,
  draft,
  onChange,
  stage,
  disabled,
  verdicts,
}: {
  question: LearnerQuestion;
  /** The assessment's language, which its code questions run in. */
  language: ContentLanguage;
  /** code_challenge: the server's verdict on each test case, once checked. */
  verdicts?: readonly boolean[];
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** multi_stage: how many stages are shown (the ones passed, and the current). */
  stage: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('learn.assessment.yourAnswer');
  switch (question.fieldType) {
    case 'concept_intro':
      return null;
    case 'radio':
    case 'poll':
    case 'dropdown':
    case 'checkbox':
      return <ChoiceInput question={question} draft={draft} onChange={onChange} disabled={disabled} />;
    case 'textfield': {
      return (
        <TextInput
          label={label}
          value={draft.text ?? ''}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...draft, text: event.currentTarget.value })}
          maw={420}
        />
      );
    }
    case 'textarea':
      return (
        <Textarea
          label={label}
          description={t('learn.assessment.textareaHint')}
          value={draft.text ?? ''}
          disabled={disabled}
          autosize
          minRows={3}
          onChange={(event) => onChange({ ...draft, text: event.currentTarget.value })}
        />
      );
    case 'missing_word':
      return (
        <Template
          template={question.template ?? BLANK}
          values={[draft.text ?? '']}
          disabled={disabled}
          code={looksLikeCode(question.template ?? '')}
          onChange={(values) => onChange({ ...draft, text: values[0] ?? '' })}
        />
      );
    case 'fill_in_blanks':
      return (
        <Template
          template={question.template ?? BLANK}
          values={draft.blanks ?? []}
          disabled={disabled}
          code={looksLikeCode(question.template ?? '')}
          words={question.words}
          onChange={(blanks) => onChange({ ...draft, blanks })}
        />
      );
    case 'mix_match':
      return <MatchInput question={question} draft={draft} onChange={onChange} disabled={disabled} />;
    case 'multi_stage':
      return (
        <StagesInput
          question={question}
          draft={draft}
          onChange={onChange}
          disabled={disabled}
          stage={stage}
        />
      );
    case 'parsons_problem':
      return (
        <ParsonsInput
          lines={question.lines}
          value={draft.lines ?? []}
          disabled={disabled}
          onChange={(lines) => onChange({ ...draft, lines })}
        />
      );
    case 'code_challenge':
    case 'missing_code': {
      const CodeInput = question.fieldType === 'code_challenge' ? CodeChallengeInput : MissingCodeInput;
      return (
        <CodeInput
          question={question}
          language={language}
          draft={draft}
          onChange={onChange}
          disabled={disabled}
          verdicts={verdicts}
        />
      );
    }
    default:
      return <Text c="dimmed">{t('learn.assessment.unknownType')}</Text>;
  }
}
