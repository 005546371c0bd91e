// A code challenge's test cases (CodeQuestions.tsx): each one's input, expected output, what the learner's
// program printed, and whether it passed (a hidden case's input and output stay hidden).
import type { LearnerQuestion } from '@brickyard/core';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '../../../runners/use-code-run.ts';
import { casePassed } from './code-cases.ts';

const shown = (text: string) => (text === '' ? '—' : text);

/** One cell of the test table: text as the program reads or prints it, or a dimmed note in its place. */
function CaseText({ text, note }: { text: string | null; note: string }) {
  return text === null ? (
    <Text size="sm" c="dimmed">
      {note}
    </Text>
  ) : (
    <pre className="case-text" dir="ltr">
      {shown(text)}
    </pre>
  );
}

/**
 * The table of test cases and their runs so far. On a phone the five columns scroll inside their box, never
 * the page; the box takes the focus so a keyboard can scroll it.
 */
export function TestCasesTable({
  cases,
  runs,
  verdicts,
}: {
  cases: LearnerQuestion['cases'];
  runs: readonly (RunResult | null)[];
  verdicts?: readonly boolean[];
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={320}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('learn.code.tests')}
    >
      <Table withTableBorder verticalSpacing="xs" className="test-cases" aria-label={t('learn.code.tests')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('learn.code.test')}</Table.Th>
            <Table.Th scope="col">{t('learn.code.input')}</Table.Th>
            <Table.Th scope="col">{t('learn.code.expectedOutput')}</Table.Th>
            <Table.Th scope="col">{t('learn.code.actualOutput')}</Table.Th>
            <Table.Th scope="col">{t('learn.code.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((c, index) => {
            const run = runs[index];
            const passed = casePassed(cases, runs, verdicts, index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: test cases are positional
              <Table.Tr key={index}>
                <Table.Th scope="row" fw={600}>
                  {c.hidden
                    ? t('learn.code.hiddenTest', { n: index + 1 })
                    : t('learn.code.testN', { n: index + 1 })}
                </Table.Th>
                <Table.Td>
                  <CaseText text={c.hidden ? null : c.input} note={t('learn.code.hidden')} />
                </Table.Td>
                <Table.Td>
                  <CaseText text={c.expected} note={t('learn.code.hidden')} />
                </Table.Td>
                <Table.Td>
                  <CaseText
                    text={
                      c.hidden || !run
                        ? null
                        : `${run.text}${run.timedOut ? `\n${t('learn.code.timedOut')}` : ''}`
                    }
                    note={run ? t('learn.code.ran') : '—'}
                  />
                </Table.Td>
                <Table.Td>
                  {passed === undefined ? (
                    <Text size="sm" c="dimmed">
                      {run && c.hidden ? t('learn.code.checkToSee') : '—'}
                    </Text>
                  ) : (
                    <Badge color={passed ? 'teal' : 'red'} variant="light">
                      {passed ? t('learn.code.passed') : t('learn.code.failed')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
