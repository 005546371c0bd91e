// A code exercise: its instructions, then each piece of code beside the result it should give, as a
// two-column table; code in a language with a runner can be run there, to compare with the result.
import type { CodeExercisePiece as CodeExercisePieceType } from '@brickyard/core';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock.tsx';
import { canRunInLesson, RunnableCode } from './RunnableCode.tsx';
import { SafeHtml } from './SafeHtml.tsx';

export function CodeExercisePiece({ piece }: { piece: CodeExercisePieceType }) {
  const { t } = useTranslation();
  const { language, instructions, entries } = piece.data;
  const languageName = t(`pieces.languages.${language}`, { defaultValue: language });
  return (
    <Stack gap="xs">
      {instructions && <SafeHtml html={instructions} />}
      <Table.ScrollContainer minWidth={480} type="native">
        <Table withTableBorder withColumnBorders layout="fixed" captionSide="top" className="piece-table">
          <Table.Caption>
            <Text component="span" size="sm" c="dimmed">
              {t('pieces.language', { language: languageName })}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pieces.code')}</Table.Th>
              <Table.Th scope="col">{t('pieces.expectedResult')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
              <Table.Tr key={i}>
                <Table.Td>
                  <CodeBlock code={entry.code} language={language} />
                  {canRunInLesson(language) && (
                    <RunnableCode language={language} code={entry.code} label="" editable={false} />
                  )}
                </Table.Td>
                <Table.Td>
                  <pre className="piece-code" dir="ltr">
                    {entry.result}
                  </pre>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
