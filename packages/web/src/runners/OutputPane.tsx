// What a program printed (streams joined as written), its errors with the student's line, how the run ended,
// Python's loading progress, and the box where the student answers input(). For screen readers the printed
// lines are not announced as they come (a loop printing hundreds would drown everything else); a live region
// after the log says the question when input() waits, and once the run has ended its errors and how it ended
// (docs/decisions.md).
import { Box, Button, Group, Paper, Progress, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../i18n/percent.ts';
import type { OutputLine, useCodeRun } from './use-code-run.ts';

type Block =
  | { kind: 'stdout' | 'stderr' | 'input'; text: string }
  | Extract<OutputLine, { kind: 'error' | 'done' }>;

/**
 * Consecutive chunks of one stream become one block. Streams show inline with their own line breaks, so a
 * prompt and the answer typed to it share a line, as in a terminal.
 */
const blocksOf = (output: readonly OutputLine[]) => {
  const blocks: Block[] = [];
  for (const line of output) {
    const last = blocks.at(-1);
    if (line.kind === 'stdout' || line.kind === 'stderr' || line.kind === 'input') {
      if (last && last.kind === line.kind) last.text += line.text;
      else blocks.push({ ...line });
    } else blocks.push(line);
  }
  return blocks;
};

const STREAM_COLOUR = { stdout: 'gray.0', stderr: 'orange.3', input: 'cyan.2' } as const;

export function OutputPane({
  output,
  running,
  loading = null,
  waitingForInput = false,
  onInput,
}: {
  output: OutputLine[];
  running: boolean;
  loading?: number | null;
  waitingForInput?: boolean;
  onInput?: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the output as it grows
  useEffect(() => {
    // In braces: newer browsers return a promise from scrollIntoView, and an effect may return only a cleanup.
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [output.length, waitingForInput]);

  const handleAnswer = (event: FormEvent) => {
    event.preventDefault();
    onInput?.(answer);
    setAnswer('');
  };

  const blocks = blocksOf(output);
  const ended = !running && blocks.some((block) => block.kind === 'done');
  const errorText = (block: Extract<Block, { kind: 'error' }>) =>
    block.line === null
      ? block.message
      : t('runner.errorOnLine', { line: block.line, message: block.message });
  // Once the run has ended, its errors and its end are said by the live region below, not again in the log.
  const ending = ended
    ? blocks.flatMap((block) =>
        block.kind === 'error'
          ? [errorText(block)]
          : block.kind === 'done'
            ? [t(`runner.done.${block.reason}`)]
            : [],
      )
    : [];
  // While input() waits, its question (the last line printed) is said, as the answer field takes the focus.
  const last = blocks.at(-1);
  const prompt =
    waitingForInput && last?.kind === 'stdout'
      ? (
          last.text
            .split('\n')
            .filter((line) => line.trim())
            .at(-1) ?? ''
        ).trim()
      : '';

  return (
    <Paper withBorder radius="md" p="sm" className="output-pane" bg="dark.8">
      {loading !== null && (
        <Box mb="xs">
          <Text c="gray.3" size="sm" dir="auto">
            {t('runner.loadingPython', { progress: formatPercent(loading, i18n.language) })}
          </Text>
          <Progress value={loading} aria-label={t('runner.loadingLabel')} size="sm" mt={4} />
        </Box>
      )}
      <Box role="log" aria-label={t('runner.output')} aria-live="off" dir="ltr" mih={120} mah={360}>
        {output.length === 0 && loading === null && (
          <Text c="gray.4" size="sm" dir="auto">
            {running ? t('runner.running') : t('runner.empty')}
          </Text>
        )}
        {blocks.map((block, index) => {
          const key = `${index}-${block.kind}`;
          switch (block.kind) {
            case 'stdout':
            case 'stderr':
            case 'input':
              return (
                <Text
                  key={key}
                  component="span"
                  className="output-line output-stream"
                  c={STREAM_COLOUR[block.kind]}
                  fw={block.kind === 'input' ? 600 : undefined}
                >
                  {block.text}
                </Text>
              );
            case 'error':
              return (
                <Text
                  key={key}
                  className="output-line"
                  c="red.3"
                  fw={600}
                  dir="auto"
                  aria-hidden={ended || undefined}
                >
                  {errorText(block)}
                </Text>
              );
            default:
              return (
                <Text
                  key={key}
                  className="output-line"
                  c="gray.4"
                  fs="italic"
                  size="sm"
                  dir="auto"
                  aria-hidden
                >
                  {t(`runner.done.${block.reason}`)}
                </Text>
              );
          }
        })}
        <div ref={end} />
      </Box>
      <div role="status" className="visually-hidden">
        {ended ? ending.join(' ') : prompt}
      </div>
      {waitingForInput && onInput && (
        <form onSubmit={handleAnswer}>
          <Group gap="xs" mt="xs" align="flex-end">
            <TextInput
              label={t('runner.answer')}
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              autoFocus
              flex={1}
              dir="auto"
              styles={{ label: { color: 'var(--mantine-color-gray-2)' } }}
            />
            <Button type="submit">{t('runner.send')}</Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}

/** The output pane of a run made with useCodeRun, answering input() through it. */
export function RunOutput({ run }: { run: ReturnType<typeof useCodeRun> }) {
  return (
    <OutputPane
      output={run.output}
      running={run.running}
      loading={run.loading}
      waitingForInput={run.waitingForInput}
      onInput={run.sendInput}
    />
  );
}
