// The answer of a parsons problem: its lines in their right order, indented with spaces as the program needs
// (grading.ts `parsonsSolution`), and distractor lines that do not belong (hidden tokens). Learners get all
// of them shuffled.
import { Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_INPUT_STYLES } from './code-input.ts';
import { parsonsTexts, parsonsTokens, sameTokens } from './code-tokens.ts';
import type { AnswerEditorProps } from './types.ts';

export function ParsonsAnswer({ question, readOnly, onChange }: AnswerEditorProps) {
  const { t } = useTranslation();
  // The texts as typed (an empty line being written stays); read anew when the tokens change elsewhere.
  const [texts, setTexts] = useState(() => parsonsTexts(question.code));
  const current = sameTokens(parsonsTokens(texts.lines, texts.distractors), question.code)
    ? texts
    : parsonsTexts(question.code);
  if (current !== texts) setTexts(current);
  const set = (next: typeof texts) => {
    setTexts(next);
    onChange({ code: parsonsTokens(next.lines, next.distractors) });
  };
  return (
    <Stack gap="md">
      <Textarea
        autosize
        minRows={4}
        styles={CODE_INPUT_STYLES}
        spellCheck={false}
        label={t('codeAuthoring.parsonsLines')}
        description={t('codeAuthoring.parsonsLinesHint')}
        value={current.lines}
        readOnly={readOnly}
        onChange={(e) => set({ ...current, lines: e.currentTarget.value })}
      />
      <Textarea
        autosize
        minRows={2}
        styles={CODE_INPUT_STYLES}
        spellCheck={false}
        label={t('codeAuthoring.distractors')}
        description={t('codeAuthoring.distractorsHint')}
        value={current.distractors}
        readOnly={readOnly}
        onChange={(e) => set({ ...current, distractors: e.currentTarget.value })}
      />
    </Stack>
  );
}
