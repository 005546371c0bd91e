// What a program printed, its errors with the student's line, and how the run ended.
import { Box, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutputLine } from './use-code-run.ts';

export function OutputPane({ output, running }: { output: OutputLine[]; running: boolean }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the output as it grows
  useEffect(() => {
    // In braces: newer browsers return a promise from scrollIntoView, and an effect may return only a cleanup.
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [output.length]);

  return (
    <Paper withBorder radius="md" p="sm" className="output-pane" bg="dark.8">
      <Box role="log" aria-label={t('runner.output')} aria-live="polite" dir="ltr" mih={120} mah={360}>
        {output.length === 0 && (
          <Text c="gray.4" size="sm" dir="auto">
            {running ? t('runner.running') : t('runner.empty')}
          </Text>
        )}
        {output.map((line, index) => {
          const key = `${index}-${line.kind}`;
          switch (line.kind) {
            case 'stdout':
              return (
                <Text key={key} className="output-line" c="gray.0">
                  {line.text}
                </Text>
              );
            case 'stderr':
              return (
                <Text key={key} className="output-line" c="orange.3">
                  {line.text}
                </Text>
              );
            case 'error':
              return (
                <Text key={key} className="output-line" c="red.3" fw={600} dir="auto">
                  {line.line === null
                    ? line.message
                    : t('runner.errorOnLine', { line: line.line, message: line.message })}
                </Text>
              );
            default:
              return (
                <Text key={key} className="output-line" c="gray.4" fs="italic" size="sm" dir="auto">
                  {t(`runner.done.${line.reason}`)}
                </Text>
              );
          }
        })}
        <div ref={end} />
      </Box>
    </Paper>
  );
}
