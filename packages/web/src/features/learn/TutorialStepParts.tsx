// The parts of a tutorial's sub-step beside its pieces (BrickPage.tsx): the help panel with its hints, the
// solution (for those who may see it), the row of Back, Report, Help and Got It!, and the problem report.
import type { LearnerBrick } from '@brickyard/core';
import { Button, Code, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconFlag, IconHelp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pieces } from '../../pieces/index.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

export function HelpPanel({ hints }: { hints: LearnerBrick['hints'] }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-yellow-0)"
      aria-label={t('learn.brick.help')}
      component="section"
    >
      <Title order={2} size="h5" mb="xs">
        {t('learn.brick.help')}
      </Title>
      {hints.length === 0 ? (
        <Text size="sm">{t('learn.brick.noHints')}</Text>
      ) : (
        <Stack gap="sm">
          {hints.map((hint, n) => (
            <Pieces key={hint._id ?? n} pieces={hint.pieces} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function SolutionPanel({ solution }: { solution: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('learn.brick.solution')}>
      <Title order={2} size="h5" mb="xs">
        {t('learn.brick.solution')}
      </Title>
      {solution ? (
        <Code block dir="ltr">
          {solution}
        </Code>
      ) : (
        <Text size="sm">{t('learn.brick.noSolution')}</Text>
      )}
    </Paper>
  );
}

/** Back, Report a problem, Help, and the forward button: "Finish" on the last sub-step, "Next" once complete. */
export function StepButtons({
  first,
  last,
  complete,
  preview,
  helpOpen,
  pending,
  onBack,
  onReport,
  onHelp,
  onGotIt,
}: {
  first: boolean;
  last: boolean;
  complete: boolean;
  preview: boolean;
  helpOpen: boolean;
  pending: boolean;
  onBack: () => void;
  onReport: () => void;
  onHelp: () => void;
  onGotIt: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Button
        variant="default"
        disabled={first}
        onClick={onBack}
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('learn.brick.back')}
      </Button>
      <Group gap="xs">
        <Button variant="subtle" leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
          {t('learn.brick.report')}
        </Button>
        <Button
          variant={helpOpen ? 'light' : 'subtle'}
          leftSection={<IconHelp size={16} aria-hidden />}
          onClick={onHelp}
          aria-expanded={helpOpen}
        >
          {t('learn.brick.helpButton')}
        </Button>
      </Group>
      <Button
        onClick={onGotIt}
        loading={pending}
        rightSection={last ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
      >
        {last
          ? t('learn.brick.finish')
          : complete || preview
            ? t('learn.brick.next')
            : t('learn.brick.gotIt')}
      </Button>
    </Group>
  );
}

export function ReportModal({
  opened,
  onClose,
  onSend,
  pending,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: (text: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('learn.brick.reportTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(text);
        }}
      >
        <Stack>
          <Text size="sm">{t('learn.brick.reportIntro')}</Text>
          <Textarea
            label={t('learn.brick.reportLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          {error ? <ErrorAlert error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!text.trim()}>
              {t('learn.brick.reportSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
