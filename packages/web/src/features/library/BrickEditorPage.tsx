// /edit/brick/:id: the tutorial editor (authoring.md §2 "Brick / tutorial step card editor"): the tutorial's
// title, thumbnail, opening pieces and settings (BrickSettings.tsx), then its steps and their sub-steps, each a
// card with its Step Title, pieces, settings, hints (Add Hint) and the Auto Marked toggle with its XP. The whole
// tree is saved at once.
import type { Brick } from '@brickyard/core';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { StepSettings, TutorialSettings } from './BrickSettings.tsx';
import { DetailsCard, HintsAndMarking } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ProjectLinks } from './ProjectLinkField.tsx';
import { ReportsCard } from './ReportsCard.tsx';
import { SkillTopicPairsEditor } from './tags.tsx';
import { useItemEditor } from './use-item-editor.ts';

/** Steps nest this deep below the tutorial: steps, then their sub-steps. */
const MAX_DEPTH = 2;

/** What the server takes of a step: its own fields and its steps (ids tell changed steps from new ones). */
type Node = {
  _id: string;
  title: string;
  pieces: Brick['pieces'];
  hints: Brick['hints'];
  autoMarked: boolean;
  xp: number;
  skillTopicPairs: Brick['skillTopicPairs'];
  audience: Brick['audience'];
  signal: Brick['signal'];
  instructions: string;
  interactions: { checkmark: boolean };
  translations?: Brick['translations'];
  bricks: Node[];
};
const toNode = (brick: Brick): Node => ({
  _id: brick._id,
  title: brick.title,
  pieces: brick.pieces,
  hints: brick.hints,
  autoMarked: brick.autoMarked,
  xp: brick.xp,
  skillTopicPairs: brick.skillTopicPairs,
  audience: brick.audience ?? 'student',
  signal: brick.signal ?? null,
  instructions: brick.instructions ?? '',
  interactions: { checkmark: brick.interactions?.checkmark === true },
  ...(brick.translations ? { translations: brick.translations } : {}),
  bricks: brick.bricks.map(toNode),
});

/** Every step's translations by id, for a translator's save (they may not send the steps themselves). */
const stepTranslations = (bricks: readonly Brick[]): Record<string, Brick['translations']> =>
  Object.fromEntries(
    bricks.flatMap((brick) => [
      ...(brick.translations ? [[brick._id, brick.translations] as const] : []),
      ...Object.entries(stepTranslations(brick.bricks)),
    ]),
  );

const translationPayload = (brick: Brick) => ({
  ...(brick.translations ? { translations: brick.translations } : {}),
  stepTranslations: stepTranslations(brick.bricks),
});

const newStep = (title: string) =>
  ({
    _id: crypto.randomUUID(),
    title,
    pieces: [],
    hints: [],
    autoMarked: false,
    xp: 0,
    skillTopicPairs: [],
    audience: 'student',
    signal: null,
    instructions: '',
    interactions: { checkmark: false },
    bricks: [],
  }) as unknown as Brick;

const newTutorial = (params: URLSearchParams) => ({
  title: 'New tutorial',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

export function BrickEditorPage() {
  const { id = '' } = useParams();
  return <BrickEditor key={id} id={id} />;
}

function StepCard({
  step,
  language,
  path,
  count,
  editable,
  onChange,
  onMove,
  onRemove,
}: {
  step: Brick;
  /** The tutorial's language, which topic suggestions follow. */
  language: string;
  /** Its place: [2] is the third step, [2, 0] that step's first sub-step. */
  path: readonly number[];
  count: number;
  editable: boolean;
  onChange(step: Brick): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const index = path.at(-1) ?? 0;
  const name = t('editor.brick.step', { n: path.map((n) => n + 1).join('.') });
  const set = (patch: Partial<Brick>) => onChange({ ...step, ...patch });
  return (
    <Card withBorder component="section" aria-label={name} padding="sm">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={path.length + 2 > 6 ? 6 : ((path.length + 2) as 3 | 4)} size="h5">
          {name}
        </Title>
        {editable && (
          <MoveControls name={name} index={index} count={count} onMove={onMove} onDelete={onRemove} confirm />
        )}
      </Group>
      <Stack gap="xs">
        <TextInput
          label={t('editor.brick.stepTitle')}
          required
          value={step.title}
          readOnly={!editable}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <PiecesEditor
          label={t('editor.question.pieces')}
          pieces={step.pieces}
          readOnly={!editable}
          onChange={(pieces) => set({ pieces })}
        />
        <StepSettings brick={step} editable={editable} set={set} />
        <HintsAndMarking step={step} editable={editable} onChange={onChange} />
        <SkillTopicPairsEditor
          pairs={step.skillTopicPairs}
          language={language}
          readOnly={!editable}
          onChange={(pairs) => set({ skillTopicPairs: pairs as Brick['skillTopicPairs'] })}
        />
        {path.length < MAX_DEPTH && (
          <StepList
            steps={step.bricks}
            language={language}
            path={path}
            editable={editable}
            addLabel={t('editor.brick.addSubstep')}
            onChange={(bricks) => set({ bricks })}
          />
        )}
      </Stack>
    </Card>
  );
}

function StepList({
  steps,
  language,
  path,
  editable,
  addLabel,
  onChange,
}: {
  steps: Brick[];
  language: string;
  path: readonly number[];
  editable: boolean;
  addLabel: string;
  onChange(steps: Brick[]): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {steps.map((step, index) => (
        <StepCard
          key={step._id}
          step={step}
          language={language}
          path={[...path, index]}
          count={steps.length}
          editable={editable}
          onChange={(next) => onChange(steps.map((s, i) => (i === index ? next : s)))}
          onMove={(to) => onChange(moved(steps, index, to))}
          onRemove={() => onChange(steps.filter((s) => s._id !== step._id))}
        />
      ))}
      {editable && (
        <Button
          variant="light"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...steps, newStep(t('editor.brick.newStep', { n: steps.length + 1 }))])}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

function BrickEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const payload = useCallback(
    (brick: Brick) => ({
      title: brick.title,
      pieces: brick.pieces,
      thumbnail: brick.thumbnail,
      draft: brick.draft,
      language: brick.language,
      purpose: brick.purpose,
      display: brick.display,
      signal: brick.signal ?? null,
      instructions: brick.instructions ?? '',
      prerequisites: brick.prerequisites ?? [],
      bricks: brick.bricks.map(toNode),
    }),
    [],
  );
  const editor = useItemEditor<Brick>('bricks', 'brick', id, {
    payload,
    translationPayload,
    savedMessage: t('editor.brick.saved'),
    newBody: newTutorial,
  });
  const set = <K extends keyof Brick>(key: K, value: Brick[K]) =>
    editor.change((brick) => ({ ...brick, [key]: value }));
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.brick.heading', { title: draft.title })}
      back="tutorials"
    >
      {(draft, editable) => (
        <Stack gap="lg">
          <DetailsCard id="brick-details" draft={draft} editable={editable} set={set}>
            <PiecesEditor
              label={t('editor.brick.opening')}
              pieces={draft.pieces}
              readOnly={!editable}
              onChange={(pieces) => set('pieces', pieces)}
            />
            <TutorialSettings
              brick={draft}
              editable={editable}
              set={(patch) => editor.change((brick) => ({ ...brick, ...patch }))}
            />
            {/* A starter or solution is linked to an item that exists: after its first save. */}
            {!editor.creating && (
              <ProjectLinks kind="bricks" editor={editor} draft={draft} editable={editable} />
            )}
          </DetailsCard>
          {!editor.creating && <ReportsCard tutorial={draft._id} editable={editable} />}
          <section aria-labelledby="brick-steps">
            <Title order={2} size="h3" id="brick-steps" mb="sm">
              {t('editor.brick.steps')}
            </Title>
            {draft.bricks.length === 0 && (
              <Text c="dimmed" mb="sm">
                {t('editor.brick.noSteps')}
              </Text>
            )}
            <StepList
              steps={draft.bricks}
              language={draft.language}
              path={[]}
              editable={editable}
              addLabel={t('editor.brick.addStep')}
              onChange={(bricks) => set('bricks', bricks)}
            />
          </section>
        </Stack>
      )}
    </EditorFrame>
  );
}
