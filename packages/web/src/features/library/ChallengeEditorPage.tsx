// /edit/challenge/:id: the challenge editor (authoring.md §2): title, subheading, description, learning
// objectives, thumbnail, the brief's pieces, the summary, the decomposition (each step's text, pieces, hints,
// auto-marking and xp), the tutorials to finish first, and whether it has a creative output.
import type { Challenge } from '@brickyard/core';
import { Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { OrderedCard } from '../../ui/EditableRows.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { DetailsCard, HintsAndMarking, useFieldsEditor } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { PrerequisitesField } from './PrerequisitesField.tsx';
import { ProjectLinks } from './ProjectLinkField.tsx';
import { SkillTopicPairsEditor } from './tags.tsx';

const FIELDS = [
  'title',
  'subheading',
  'description',
  'learningObjectives',
  'thumbnail',
  'brief',
  'summary',
  'decomposition',
  'prerequisites',
  'noRequirements',
  'hasCreativeOutput',
  'draft',
  'language',
] as const;

type Step = Challenge['decomposition'][number];

const newChallenge = (params: URLSearchParams) => ({
  title: 'New challenge',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});

const newStep = (): Step => ({
  _id: crypto.randomUUID(),
  text: '',
  pieces: [],
  hints: [],
  autoMarked: false,
  skillTopicPairs: [],
  xp: 0,
});

export function ChallengeEditorPage() {
  const { id = '' } = useParams();
  return <ChallengeEditor key={id} id={id} />;
}

function ChallengeEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { editor, set } = useFieldsEditor<Challenge>(
    'challenges',
    'challenge',
    id,
    FIELDS,
    t('editor.challenge.saved'),
    newChallenge,
  );
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.challenge.heading', { title: draft.title })}
      back="challenges"
    >
      {(draft, editable) => {
        const setStep = (index: number, step: Step) =>
          set(
            'decomposition',
            draft.decomposition.map((s, i) => (i === index ? step : s)),
          );
        return (
          <Stack gap="lg">
            <DetailsCard id="challenge-details" draft={draft} editable={editable} set={set}>
              <PiecesEditor
                label={t('editor.challenge.brief')}
                pieces={draft.brief}
                readOnly={!editable}
                onChange={(brief) => set('brief', brief)}
              />
              {/* Plain text: learners read it under the challenge's title. */}
              <Textarea
                label={t('editor.challenge.summary')}
                value={draft.summary}
                readOnly={!editable}
                autosize
                minRows={2}
                onChange={(e) => set('summary', e.currentTarget.value)}
              />
              <Switch
                label={t('editor.challenge.creative')}
                checked={draft.hasCreativeOutput}
                disabled={!editable}
                onChange={(e) => set('hasCreativeOutput', e.currentTarget.checked)}
              />
              {/* A starter or solution is linked to an item that exists: after its first save. */}
              {!editor.creating && (
                <ProjectLinks kind="challenges" editor={editor} draft={draft} editable={editable} />
              )}
            </DetailsCard>
            <Card withBorder component="section" aria-labelledby="challenge-requirements">
              <Title order={2} size="h3" id="challenge-requirements" mb="sm">
                {t('editor.challenge.requirements')}
              </Title>
              <Stack gap="xs">
                <Switch
                  label={t('editor.challenge.noRequirements')}
                  checked={draft.noRequirements}
                  disabled={!editable}
                  onChange={(e) => set('noRequirements', e.currentTarget.checked)}
                />
                <PrerequisitesField
                  ids={draft.prerequisites}
                  tab="tutorials"
                  addLabel={t('editor.challenge.addRequirement')}
                  language={draft.language}
                  editable={editable && !draft.noRequirements}
                  onChange={(ids) => set('prerequisites', ids)}
                />
              </Stack>
            </Card>

            <section aria-labelledby="challenge-steps">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3" id="challenge-steps">
                  {t('editor.challenge.decomposition')}
                </Title>
                {editable && (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => set('decomposition', [...draft.decomposition, newStep()])}
                  >
                    {t('editor.challenge.addStep')}
                  </Button>
                )}
              </Group>
              <Stack gap="md">
                {draft.decomposition.length === 0 && <Text c="dimmed">{t('editor.challenge.noSteps')}</Text>}
                {draft.decomposition.map((step, index) => {
                  const name = t('editor.challenge.step', { n: index + 1 });
                  return (
                    <OrderedCard
                      key={step._id}
                      name={name}
                      index={index}
                      list={draft.decomposition}
                      onList={(decomposition) => set('decomposition', decomposition)}
                      editable={editable}
                    >
                      <Stack gap="xs">
                        <RichTextInput
                          label={t('editor.challenge.stepText')}
                          value={step.text}
                          readOnly={!editable}
                          onChange={(text) => setStep(index, { ...step, text })}
                        />
                        <PiecesEditor
                          label={t('editor.question.pieces')}
                          pieces={step.pieces}
                          readOnly={!editable}
                          onChange={(pieces) => setStep(index, { ...step, pieces })}
                        />
                        <HintsAndMarking
                          step={step}
                          editable={editable}
                          onChange={(next) => setStep(index, next)}
                        />
                        <SkillTopicPairsEditor
                          pairs={step.skillTopicPairs}
                          language={draft.language}
                          readOnly={!editable}
                          onChange={(pairs) =>
                            setStep(index, { ...step, skillTopicPairs: pairs as Step['skillTopicPairs'] })
                          }
                        />
                      </Stack>
                    </OrderedCard>
                  );
                })}
              </Stack>
            </section>
          </Stack>
        );
      }}
    </EditorFrame>
  );
}
