// The answer field of one question, by field type. It holds what the learner would send; the server grades.
import { type Answer, BLANK, type ContentLanguage, type LearnerQuestion } from '@brickyard/core';
import { Checkbox, Group, NativeSelect, Radio, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeChallengeInput, MissingCodeInput } from './CodeQuestions.tsx';
import { ParsonsInput } from './ParsonsInput.tsx';

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

/** A template with `___` gaps, each gap a text box named "Blank n". */
function Template({
  template,
  values,
  onChange,
  disabled,
  code,
}: {
  template: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  code: boolean;
}) {
  const { t } = useTranslation();
  const parts = template.split(BLANK);
  return (
    <Text
      component="div"
      className={code ? 'template template-code' : 'template'}
      dir={code ? 'ltr' : 'auto'}
    >
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never reorder
        <Fragment key={index}>
          <span>{part}</span>
          {index < parts.length - 1 && (
            <TextInput
              className="blank"
              aria-label={t('learn.assessment.blank', { n: index + 1 })}
              value={values[index] ?? ''}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const next = [...values];
                while (next.length < parts.length - 1) next.push('');
                next[index] = event.currentTarget.value;
                onChange(next);
              }}
            />
          )}
        </Fragment>
      ))}
    </Text>
  );
}

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
      return (
        <Radio.Group
          label={label}
          value={draft.option ?? null}
          onChange={(option) => onChange({ ...draft, option })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Radio key={o._id} value={o._id} label={<bdi>{o.text}</bdi>} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect
          label={label}
          value={draft.option ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, option: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('learn.assessment.choose') },
            ...question.options.map((o) => ({ value: o._id, label: o.text })),
          ]}
          maw={420}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          label={label}
          description={t('learn.assessment.chooseAll')}
          value={draft.options ?? []}
          onChange={(options) => onChange({ ...draft, options })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Checkbox key={o._id} value={o._id} label={<bdi>{o.text}</bdi>} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
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
          onChange={(blanks) => onChange({ ...draft, blanks })}
        />
      );
    case 'mix_match':
      return (
        <Table withTableBorder verticalSpacing="xs" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('learn.assessment.matchLeft')}</Table.Th>
              <Table.Th scope="col">{t('learn.assessment.matchRight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {question.left.map((left, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: left items are positional
              <Table.Tr key={`${left}-${index}`}>
                <Table.Th scope="row" fw={600}>
                  <span dir="auto">{left}</span>
                </Table.Th>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('learn.assessment.matchFor', { item: left })}
                    value={draft.matches?.[index] ?? ''}
                    disabled={disabled}
                    onChange={(event) => {
                      const matches = [...(draft.matches ?? question.left.map(() => ''))];
                      matches[index] = event.currentTarget.value;
                      onChange({ ...draft, matches });
                    }}
                    data={[
                      { value: '', label: t('learn.assessment.choose') },
                      ...question.right.map((r) => ({ value: r, label: r })),
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
    case 'multi_stage':
      return (
        <Stack gap="sm">
          {question.stages.slice(0, stage + 1).map((prompt, index) => (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: stages are positional
              key={`${prompt}-${index}`}
              label={t('learn.assessment.stagePrompt', { n: index + 1, prompt })}
              value={draft.stages?.[index] ?? ''}
              disabled={disabled || index < stage}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const stages = [...(draft.stages ?? [])];
                stages[index] = event.currentTarget.value;
                onChange({ ...draft, stages: stages.slice(0, stage + 1) });
              }}
              maw={480}
            />
          ))}
          <Group>
            <Text size="sm" c="dimmed">
              {t('learn.assessment.stageOf', { n: stage + 1, total: question.stages.length })}
            </Text>
          </Group>
        </Stack>
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
