// The settings of a tutorial and of each of its steps (authoring.md §3 Brick): what the tutorial is for, how its
// steps show, the topics that come first, its instructions; and per step who it is for (instructor-only steps
// never reach students), its signal, its interactions and instructions.
import { BRICK_AUDIENCES, BRICK_DISPLAYS, BRICK_PURPOSES, BRICK_SIGNALS, type Brick } from '@brickyard/core';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { PrerequisitesField } from './PrerequisitesField.tsx';

interface Props {
  brick: Brick;
  editable: boolean;
  set(patch: Partial<Brick>): void;
}

/** A step's signal: one of the badges, or none. */
function SignalSelect({ brick, editable, set }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('fields.signal')}
      placeholder={t('editor.brick.noSignal')}
      data={BRICK_SIGNALS.map((value) => ({ value, label: t(`pieces.values.signal.${value}`) }))}
      value={brick.signal ?? null}
      clearable
      disabled={!editable}
      onChange={(value) => set({ signal: (value as Brick['signal']) ?? null })}
    />
  );
}

/** The tutorial's own settings, under its details. */
export function TutorialSettings({ brick, editable, set }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('fields.purpose')}
          data={BRICK_PURPOSES.map((value) => ({ value, label: t(`pieces.values.purpose.${value}`) }))}
          value={brick.purpose}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => value && set({ purpose: value as Brick['purpose'] })}
        />
        <Select
          label={t('editor.brick.display')}
          data={BRICK_DISPLAYS.map((value) => ({ value, label: t(`editor.brick.displays.${value}`) }))}
          value={brick.display}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => value && set({ display: value as Brick['display'] })}
        />
        <SignalSelect brick={brick} editable={editable} set={set} />
      </Group>
      <RichTextInput
        label={t('editor.brick.instructions')}
        value={brick.instructions ?? ''}
        readOnly={!editable}
        onChange={(instructions) => set({ instructions })}
      />
      <Text size="sm" fw={600}>
        {t('editor.brick.prerequisites')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.brick.prerequisitesHelp')}
      </Text>
      <PrerequisitesField
        ids={brick.prerequisites ?? []}
        tab="topics"
        addLabel={t('editor.brick.addPrerequisite')}
        language={brick.language}
        editable={editable}
        onChange={(prerequisites) => set({ prerequisites })}
      />
    </Stack>
  );
}

/** A step's settings: who it is for, its signal, whether the learner ticks it off, its instructions. */
export function StepSettings({ brick, editable, set }: Props) {
  const { t } = useTranslation();
  const interactions = brick.interactions ?? {};
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('fields.audience')}
          description={t('editor.brick.audienceHelp')}
          data={BRICK_AUDIENCES.map((value) => ({ value, label: t(`pieces.values.audience.${value}`) }))}
          value={brick.audience ?? 'student'}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => value && set({ audience: value as Brick['audience'] })}
        />
        <SignalSelect brick={brick} editable={editable} set={set} />
      </Group>
      <Switch
        label={t('editor.brick.checkmark')}
        description={t('editor.brick.checkmarkHelp')}
        checked={interactions.checkmark === true}
        disabled={!editable}
        onChange={(e) => set({ interactions: { ...interactions, checkmark: e.currentTarget.checked } })}
      />
      <RichTextInput
        label={t('editor.brick.instructions')}
        value={brick.instructions ?? ''}
        readOnly={!editable}
        onChange={(instructions) => set({ instructions })}
      />
    </Stack>
  );
}
