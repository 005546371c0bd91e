// The answer of a missing_code question: the code, its blanks marked [[like this]] (code-tokens.ts), what the
// program should show learners, and the output that lets another completion count as right.
import { Code, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_INPUT_STYLES } from './code-input.ts';
import { BLANK_CLOSE, BLANK_OPEN, missingCodeText, parseMissingCode, sameTokens } from './code-tokens.ts';
import { OutputField } from './OutputField.tsx';
import type { AnswerEditorProps } from './types.ts';

export function MissingCodeAnswer({ question, readOnly, onChange, language }: AnswerEditorProps) {
  const { t } = useTranslation();
  // The text as typed (an empty blank or a [[ not yet closed stays on screen); read anew when the question's
  // tokens change elsewhere (a reload, a conflict).
  const [text, setText] = useState(() => missingCodeText(question.code));
  const shownText = sameTokens(parseMissingCode(text), question.code) ? text : missingCodeText(question.code);
  if (shownText !== text) setText(shownText);
  const blanks = question.code.filter((token) => token.isHidden);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Textarea
          autosize
          minRows={4}
          styles={CODE_INPUT_STYLES}
          label={t('codeAuthoring.missingCode')}
          description={
            <>
              {t('codeAuthoring.missingCodeHint')}{' '}
              <bdi dir="ltr">
                <Code dir="ltr">
                  {language === 'python'
                    ? `${BLANK_OPEN}print${BLANK_CLOSE}("Hi")`
                    : `console.${BLANK_OPEN}log${BLANK_CLOSE}("Hi");`}
                </Code>
              </bdi>
            </>
          }
          value={shownText}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(e) => {
            setText(e.currentTarget.value);
            onChange({ code: parseMissingCode(e.currentTarget.value) });
          }}
        />
        <Text size="xs" c="dimmed" role="status">
          {blanks.length === 0
            ? t('codeAuthoring.noBlanks')
            : t('codeAuthoring.blanks', { n: blanks.length })}{' '}
          {blanks.map((blank, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
            <bdi key={i} dir="ltr">
              <Code mx={2}>{blank.text}</Code>
            </bdi>
          ))}
        </Text>
      </Stack>
      <OutputField
        label={t('codeAuthoring.preview')}
        hint={t('codeAuthoring.previewHint')}
        value={question.preview}
        readOnly={readOnly}
        onChange={(preview) => onChange({ preview })}
      />
      <OutputField
        label={t('codeAuthoring.output')}
        hint={t('codeAuthoring.outputHint')}
        value={question.output}
        readOnly={readOnly}
        textOnly
        onChange={(output) => onChange({ output })}
      />
    </Stack>
  );
}
