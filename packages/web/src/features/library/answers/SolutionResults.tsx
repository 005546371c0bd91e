// What "Check with solution" found (SolutionCheck.tsx): for each test case, the output expected, what the
// model solution printed, and whether it passed; above them, whether the solution passes them all.
import type { Question } from '@brickyard/core';
import { Alert, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CaseCheck, checkSummary } from './solution-check.ts';

const shown = (text: string) => (text === '' ? '—' : text);

export function SolutionResults({
  question,
  checks,
  running,
}: {
  question: Question;
  checks: readonly CaseCheck[];
  running: boolean;
}) {
  const { t } = useTranslation();
  const cases = question.fieldOptions;
  const summary = checkSummary(checks, cases.length);
  return (
    <>
      {!running && summary.status !== 'incomplete' && (
        <Alert
          variant="light"
          role="status"
          color={summary.status === 'passed' ? 'teal' : 'red'}
          title={
            summary.status === 'passed'
              ? t('codeAuthoring.allPassed')
              : t('codeAuthoring.someFailed', { failed: summary.failed, total: cases.length })
          }
        >
          {summary.status === 'failed' && t('codeAuthoring.someFailedHint')}
        </Alert>
      )}
      <Table.ScrollContainer
        minWidth={320}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('codeAuthoring.results')}
      >
        <Table
          withTableBorder
          verticalSpacing="xs"
          className="test-cases"
          aria-label={t('codeAuthoring.results')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('learn.code.test')}</Table.Th>
              <Table.Th scope="col">{t('learn.code.expectedOutput')}</Table.Th>
              <Table.Th scope="col">{t('codeAuthoring.solutionOutput')}</Table.Th>
              <Table.Th scope="col">{t('learn.code.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cases.map((option, index) => {
              const check = checks[index];
              return (
                <Table.Tr key={option._id}>
                  <Table.Th scope="row" fw={600}>
                    {t('learn.code.testN', { n: index + 1 })}
                  </Table.Th>
                  <Table.Td>
                    <pre className="case-text" dir="ltr">
                      {shown(option.data.text)}
                    </pre>
                  </Table.Td>
                  <Table.Td>
                    {check ? (
                      <pre className="case-text" dir="ltr">
                        {`${shown(check.output)}${check.timedOut ? `\n${t('learn.code.timedOut')}` : ''}`}
                      </pre>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {running ? t('runner.running') : '—'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {check ? (
                      <Badge color={check.passed ? 'teal' : 'red'} variant="light">
                        {check.passed ? t('learn.code.passed') : t('learn.code.failed')}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
