// A missing_word or fill_in_blanks question's template: its text with a box for each blank, or, for a
// fill_in_blanks question with a word bank, a list of the bank's words for each blank.
import { BLANK } from '@brickyard/core';
import { Badge, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A template with `___` gaps, each gap a text box named "Blank n"; with a word bank (`words`), each gap is a
 * list of its words instead, and the bank is shown above the template.
 */
export function Template({
  template,
  values,
  onChange,
  disabled,
  code,
  words = [],
}: {
  template: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  code: boolean;
  words?: readonly string[];
}) {
  const { t } = useTranslation();
  const parts = template.split(BLANK);
  const change = (index: number, value: string) => {
    const next = [...values];
    while (next.length < parts.length - 1) next.push('');
    next[index] = value;
    onChange(next);
  };
  return (
    <Stack gap="xs">
      {words.length > 0 && <WordBank words={words} />}
      <Text
        component="div"
        className={code ? 'template template-code' : 'template'}
        dir={code ? 'ltr' : 'auto'}
      >
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never reorder
          <Fragment key={index}>
            <span>{part}</span>
            {index < parts.length - 1 &&
              (words.length > 0 ? (
                <NativeSelect
                  className="blank"
                  aria-label={t('learn.assessment.blank', { n: index + 1 })}
                  value={values[index] ?? ''}
                  disabled={disabled}
                  onChange={(event) => change(index, event.currentTarget.value)}
                  data={[
                    { value: '', label: t('learn.assessment.choose') },
                    ...words.map((word) => ({ value: word, label: word })),
                  ]}
                />
              ) : (
                <TextInput
                  className="blank"
                  aria-label={t('learn.assessment.blank', { n: index + 1 })}
                  value={values[index] ?? ''}
                  disabled={disabled}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => change(index, event.currentTarget.value)}
                />
              ))}
          </Fragment>
        ))}
      </Text>
    </Stack>
  );
}

/** The words a fill_in_blanks question's blanks are picked from (answers and distractors, sorted). */
function WordBank({ words }: { words: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('textAuthoring.learner.wordBank')}>
      <Text size="sm" fw={600}>
        {t('textAuthoring.learner.wordBank')}
      </Text>
      {words.map((word) => (
        <Badge key={word} variant="light" tt="none" size="lg">
          <bdi>{word}</bdi>
        </Badge>
      ))}
    </Group>
  );
}
