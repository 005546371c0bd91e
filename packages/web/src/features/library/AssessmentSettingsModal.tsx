// The assessment editor's settings modal (authoring.md §2, §3; issue 21): duration, who marks free-text answers
// (assessment type), multiple attempts, and for quizzes and exams the pass mark and the xp for passing and for
// 100%. It edits the working copy; the editor's Save stores it with the rest.
import { ASSESSMENT_MODES, type Assessment, DURATIONS } from '@brickyard/core';
import { Button, Modal, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Set = <K extends keyof Assessment>(key: K, value: Assessment[K]) => void;

/** The button that opens the modal, for the editor's header. */
export function AssessmentSettingsButton({
  draft,
  editable,
  set,
}: {
  draft: Assessment;
  editable: boolean;
  set: Set;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('assessmentSettings.open')}
      </Button>
      <AssessmentSettingsModal
        opened={opened}
        onClose={() => setOpened(false)}
        draft={draft}
        editable={editable}
        set={set}
      />
    </>
  );
}

export function AssessmentSettingsModal({
  opened,
  onClose,
  draft,
  editable,
  set,
}: {
  opened: boolean;
  onClose(): void;
  draft: Assessment;
  editable: boolean;
  set: Set;
}) {
  const { t } = useTranslation();
  const scored = draft.type === 'quiz' || draft.type === 'exam';
  return (
    <Modal opened={opened} onClose={onClose} title={t('assessmentSettings.title')} size="lg">
      <Stack gap="md">
        <Select
          label={t('assessmentSettings.duration')}
          placeholder={t('assessmentSettings.durationNone')}
          data={DURATIONS.map((d) => ({ value: d, label: t(`assessmentSettings.durations.${d}`) }))}
          value={draft.duration}
          clearable
          readOnly={!editable}
          onChange={(value) => set('duration', (value as Assessment['duration']) ?? null)}
        />
        <Radio.Group
          label={t('assessmentSettings.type')}
          description={t('assessmentSettings.typeHelp')}
          value={draft.assessmentType}
          onChange={(value) => editable && set('assessmentType', value as Assessment['assessmentType'])}
        >
          <Stack gap="xs" mt="xs">
            {ASSESSMENT_MODES.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                disabled={!editable}
                label={t(`assessmentSettings.types.${mode}`)}
                description={t(`assessmentSettings.typesHelp.${mode}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('assessmentSettings.multipleAttempts')}
          description={t('assessmentSettings.multipleAttemptsHelp')}
          checked={draft.multipleAttempts}
          disabled={!editable}
          onChange={(event) => set('multipleAttempts', event.currentTarget.checked)}
        />
        {scored && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('editor.assessment.passMark')}
                value={draft.passMark}
                min={0}
                max={100}
                suffix="%"
                readOnly={!editable}
                onChange={(v) => set('passMark', Math.min(100, Math.max(0, Number(v) || 0)))}
              />
              <NumberInput
                label={t('editor.assessment.passXp')}
                value={draft.passXp}
                min={0}
                readOnly={!editable}
                onChange={(v) => set('passXp', Math.max(0, Number(v) || 0))}
              />
              <NumberInput
                label={t('editor.assessment.maxXp')}
                value={draft.maxXp}
                min={0}
                readOnly={!editable}
                onChange={(v) => set('maxXp', Math.max(0, Number(v) || 0))}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('assessmentSettings.xpRule')}
            </Text>
          </>
        )}
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('assessmentSettings.done')}
        </Button>
      </Stack>
    </Modal>
  );
}
