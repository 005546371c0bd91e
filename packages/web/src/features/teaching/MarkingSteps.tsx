// The marking sidebar's steps (a tutorial's sub-steps, a challenge's decomposition): the teacher's assessment,
// and a box per step to mark it complete, saved at once.
import type { MarkingView } from '@brickyard/core';
import { Badge, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../pieces/index.ts';
import type { SaveMarking } from './use-marking-save.ts';

const ASSESSMENT_COLORS: Record<MarkingView['teacherAssessment'], string> = {
  complete: 'green',
  partial: 'yellow',
  incomplete: 'gray',
};

export function MarkingSteps({
  marking,
  saving,
  onSave,
}: {
  marking: MarkingView;
  saving: boolean;
  onSave: SaveMarking;
}) {
  const { t, i18n } = useTranslation();
  // A step's box follows the click at once; the saved marking takes over when the save ends (or puts it back).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));
  const markedCount = marking.steps.filter((s) => s.teacherMarkedComplete).length;
  const handleMark = (step: string, marked: boolean) => {
    setPending((all) => ({ ...all, [step]: marked }));
    onSave(
      marking.kind === 'challenge'
        ? { decomposition: [{ item: step, teacherMarkedComplete: marked }] }
        : { steps: [{ step, teacherMarkedComplete: marked }] },
      undefined,
      () => setPending(({ [step]: _, ...rest }) => rest),
    );
  };
  return (
    <section aria-labelledby="marking-steps">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="marking-steps">
          {t('marking.steps')}
        </Title>
        <Badge
          color={ASSESSMENT_COLORS[marking.teacherAssessment]}
          variant="filled"
          c={marking.teacherAssessment === 'partial' ? 'dark' : undefined}
        >
          {t(`marking.assessment.${marking.teacherAssessment}`)}
        </Badge>
      </Group>
      <Text size="sm" mb="xs">
        {t('marking.stepsMarked', { marked: markedCount, total: marking.steps.length })} ·{' '}
        {t('marking.xpGiven', { xp: marking.xpAwarded, total: marking.xpValue })}
      </Text>
      {marking.steps.length === 0 && <Text c="dimmed">{t('marking.noSteps')}</Text>}
      <Stack gap="sm" component="ol" className="plain-list">
        {marking.steps.map((step, index) => (
          <li key={step._id}>
            <Checkbox
              checked={pending[step._id] ?? step.teacherMarkedComplete}
              disabled={saving}
              onChange={(event) => handleMark(step._id, event.currentTarget.checked)}
              label={
                <span>
                  <Text component="span" fw={600} me={6}>
                    {t('marking.stepN', { n: index + 1 })}
                  </Text>
                  <SafeHtml html={step.title} as="span" />
                </span>
              }
              description={
                <>
                  {step.completed
                    ? t('marking.studentDone', {
                        date: step.dateCompleted ? formatDate(step.dateCompleted) : '',
                      })
                    : t('marking.studentNotDone')}
                  {step.autoMarkedXp > 0 && (
                    <>
                      {' · '}
                      {t('marking.autoMarked', { xp: step.autoMarkedXp })}
                    </>
                  )}
                  {step.dateTeacherMarkedComplete && (
                    <>
                      {' · '}
                      {t('marking.markedOn', { date: formatDate(step.dateTeacherMarkedComplete) })}
                    </>
                  )}
                </>
              }
            />
          </li>
        ))}
      </Stack>
    </section>
  );
}
