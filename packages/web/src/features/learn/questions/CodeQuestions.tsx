// The questions that run code (docs/decisions.md, "Code questions"). The learner's program runs here, in the
// runners' sandbox; what it printed goes to the server, which compares it with what the author expects. A
// hidden test case comes with its input but not its expected output, so only the server can say it passed.
import {
  type Answer,
  type ContentLanguage,
  inputLines,
  type LearnerQuestion,
  type Output,
} from '@brickyard/core';
import { Code, Group, Image, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNERS } from '../../../runners/index.ts';
import { OutputPane } from '../../../runners/OutputPane.tsx';
import { RunButtons } from '../../../runners/RunButtons.tsx';
import { type RunResult, useCodeRun } from '../../../runners/use-code-run.ts';
import { CodeEditor } from '../../../ui/code/CodeEditor.tsx';
import { caseOutputs } from './code-cases.ts';
import { TestCasesTable } from './TestCasesTable.tsx';

/** A test case's program gets this long once its language is ready; longer counts as failing. */
export const CASE_TIME_LIMIT_MS = 5000;

interface CodeQuestionProps {
  question: LearnerQuestion;
  language: ContentLanguage;
  draft: Answer;
  onChange: (draft: Answer) => void;
  disabled?: boolean;
  /** The server's verdict on each test case, once checked. */
  verdicts?: readonly boolean[];
}

/** What the author shows the program should print or draw. */
function Preview({ preview }: { preview: Output | null }) {
  const { t } = useTranslation();
  if (!preview?.value) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('learn.code.expected')}
      </Text>
      {preview.type === 'image' ? (
        <Image src={preview.value} alt={t('learn.code.expected')} maw={480} radius="sm" />
      ) : (
        <Code block dir="ltr">
          {preview.value}
        </Code>
      )}
    </Stack>
  );
}

type CaseRun = RunResult | null;

/**
 * code_challenge: the learner's program, run against every test case. Changing the code forgets the runs,
 * so what is checked is always the code on screen.
 */
export function CodeChallengeInput({
  question,
  language,
  draft,
  onChange,
  disabled,
  verdicts,
}: CodeQuestionProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(() => question.code.join(''));
  const [runs, setRuns] = useState<CaseRun[]>([]);
  const [stopped, setStopped] = useState(false);
  const runner = useCodeRun(RUNNERS[language]!, { preload: language === 'python' });
  const cases = question.cases;
  // The runs take a while: what they report joins the answer as it is then (an explanation typed meanwhile).
  const latest = useRef(draft);
  latest.current = draft;
  const codeNow = useRef(code);
  codeNow.current = code;

  const edit = (next: string) => {
    setCode(next);
    setRuns([]);
    onChange({ ...draft, outputs: undefined });
  };

  const runTests = async () => {
    setStopped(false);
    setRuns([]);
    onChange({ ...draft, outputs: undefined });
    const results: RunResult[] = [];
    // Without test cases the program runs once; that run is the answer.
    const inputs = cases.length ? cases.map((c) => inputLines(c.input)) : [[]];
    const ran = code;
    for (const lines of inputs) {
      const result = await runner.run(ran, lines, { timeLimitMs: CASE_TIME_LIMIT_MS });
      // Edited while the tests ran: these runs are of code no longer on screen.
      if (codeNow.current !== ran) return;
      if (result.reason === 'stopped' && !result.timedOut) {
        // The learner pressed Stop: the tests did not all run, so there is nothing to check.
        setStopped(true);
        return;
      }
      results.push(result);
      setRuns([...results]);
    }
    // A program that ran out of time fails its case, whatever it printed before.
    onChange({ ...latest.current, outputs: caseOutputs(results) });
  };

  return (
    <Stack gap="sm">
      <Preview preview={question.preview} />
      <CodeEditor
        value={code}
        onChange={disabled ? undefined : edit}
        readOnly={disabled}
        language={language}
        label={t('learn.code.yourCode')}
        errorLine={runner.errorLine}
      />
      <RunButtons
        running={runner.running}
        onRun={() => void runTests()}
        onStop={runner.stop}
        label={cases.length ? t('learn.code.runTests') : t('runner.run')}
        disabled={disabled}
      />
      {stopped && (
        <Text size="sm" c="dimmed" role="status">
          {t('learn.code.stoppedTests')}
        </Text>
      )}
      {cases.length > 0 && <TestCasesTable cases={cases} runs={runs} verdicts={verdicts} />}
      {/* With test cases the table shows each run; the pane only says a run is going (a hidden case's
          output would show its input). */}
      {(runner.running || runner.loading !== null || (!cases.length && runner.output.length > 0)) && (
        <OutputPane
          output={cases.length ? [] : runner.output}
          running={runner.running}
          loading={runner.loading}
        />
      )}
      {cases.length > 0 && runs.length === cases.length && !verdicts && (
        <Group gap={6}>
          <IconFlask size={16} aria-hidden />
          <Text size="sm">{t('learn.code.readyToCheck')}</Text>
        </Group>
      )}
    </Stack>
  );
}

/** missing_code: the code with boxes for its missing parts; running it shows what the completed code prints. */
export function MissingCodeInput({ question, language, draft, onChange, disabled }: CodeQuestionProps) {
  const { t } = useTranslation();
  const runner = useCodeRun(RUNNERS[language]!, { preload: language === 'python' });
  const latest = useRef(draft);
  latest.current = draft;
  const blanks = draft.blanks ?? [];
  let blank = -1;
  const program = () => {
    let n = 0;
    return question.code.map((part) => (part === null ? (blanks[n++] ?? '') : part)).join('');
  };
  const setBlank = (index: number, value: string) => {
    const next = [...blanks];
    while (next.length <= index) next.push('');
    next[index] = value;
    // The run was of the code before this change.
    onChange({ ...draft, blanks: next, outputs: undefined });
  };
  const run = async () => {
    const result = await runner.run(program(), [], { timeLimitMs: CASE_TIME_LIMIT_MS });
    // A run of parts changed since, or one the learner stopped, says nothing about the answer.
    const stopped = result.reason === 'stopped' && !result.timedOut;
    if (!stopped && (latest.current.blanks ?? []).join('\u0000') === (draft.blanks ?? []).join('\u0000'))
      onChange({ ...latest.current, outputs: [result.text] });
  };
  return (
    <Stack gap="sm">
      <Preview preview={question.preview} />
      <pre className="missing-code" dir="ltr">
        {question.code.map((part, index) => {
          if (part !== null)
            // biome-ignore lint/suspicious/noArrayIndexKey: the code's parts never reorder
            return <span key={index}>{part}</span>;
          blank += 1;
          const n = blank;
          return (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the code's parts never reorder
              key={index}
              className="code-blank"
              aria-label={t('learn.assessment.blank', { n: n + 1 })}
              value={blanks[n] ?? ''}
              size={Math.max(4, (blanks[n] ?? '').length + 1)}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setBlank(n, event.currentTarget.value)}
            />
          );
        })}
      </pre>
      <RunButtons
        running={runner.running}
        onRun={() => void run()}
        onStop={runner.stop}
        label={t('runner.run')}
        disabled={disabled}
      />
      {(runner.running || runner.output.length > 0 || runner.loading !== null) && (
        <OutputPane output={runner.output} running={runner.running} loading={runner.loading} />
      )}
    </Stack>
  );
}
