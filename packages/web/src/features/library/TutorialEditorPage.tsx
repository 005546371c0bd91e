// /edit/tutorial/:id: the old tutorial editor (authoring.md §2 "Tutorial editor"): a tutorial stored in one
// piece, its steps (chapters) with their sub-steps (tasks) and hints.
import type { Tutorial } from '@brickyard/core';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { OrderedCard } from '../../ui/EditableRows.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { DetailsCard, HintsAndMarking, useFieldsEditor } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { ProjectLinks } from './ProjectLinkField.tsx';

type Step = Tutorial['steps'][number];
type Substep = Step['substeps'][number];

const FIELDS = [
  'title',
  'subheading',
  'description',
  'thumbnail',
  'pieces',
  'steps',
  'draft',
  'language',
] as const;

const newTutorial = (params: URLSearchParams) => ({
  title: 'New tutorial',
  language: params.get('language') === 'javascript' ? 'javascript' : 'python',
});
const newSubstep = (title: string): Substep => ({
  _id: crypto.randomUUID(),
  title,
  pieces: [],
  hints: [],
  skillTopicPairs: [],
  autoMarked: false,
  xp: 0,
});
const newStep = (title: string): Step => ({ _id: crypto.randomUUID(), title, description: '', substeps: [] });

export function TutorialEditorPage() {
  const { id = '' } = useParams();
  return <TutorialEditor key={id} id={id} />;
}

function TutorialEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { editor, set } = useFieldsEditor<Tutorial>(
    'tutorials',
    'tutorial',
    id,
    FIELDS,
    t('editor.brick.saved'),
    newTutorial,
  );
  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t('editor.brick.heading', { title: draft.title })}
      back="tutorialsOld"
    >
      {(draft, editable) => {
        const setStep = (index: number, step: Step) =>
          set(
            'steps',
            draft.steps.map((s, i) => (i === index ? step : s)),
          );
        return (
          <Stack gap="lg">
            <DetailsCard id="tutorial-details" draft={draft} editable={editable} set={set}>
              <PiecesEditor
                label={t('editor.brick.opening')}
                pieces={draft.pieces}
                readOnly={!editable}
                onChange={(pieces) => set('pieces', pieces)}
              />
              {/* A starter or solution is linked to an item that exists: after its first save. */}
              {!editor.creating && (
                <ProjectLinks kind="tutorials" editor={editor} draft={draft} editable={editable} />
              )}
            </DetailsCard>
            <section aria-labelledby="tutorial-steps">
              <Title order={2} size="h3" id="tutorial-steps" mb="sm">
                {t('editor.brick.steps')}
              </Title>
              <Stack gap="md">
                {draft.steps.length === 0 && <Text c="dimmed">{t('editor.brick.noSteps')}</Text>}
                {draft.steps.map((step, index) => {
                  const name = t('editor.brick.step', { n: index + 1 });
                  return (
                    <OrderedCard
                      key={step._id}
                      name={name}
                      index={index}
                      list={draft.steps}
                      onList={(steps) => set('steps', steps)}
                      editable={editable}
                    >
                      <Stack gap="xs">
                        <TextInput
                          label={t('editor.brick.stepTitle')}
                          value={step.title}
                          readOnly={!editable}
                          onChange={(e) => setStep(index, { ...step, title: e.currentTarget.value })}
                        />
                        <RichTextInput
                          label={t('editor.course.description')}
                          value={step.description}
                          readOnly={!editable}
                          onChange={(description) => setStep(index, { ...step, description })}
                        />
                        {step.substeps.map((sub, s) => {
                          const subName = t('editor.brick.step', { n: `${index + 1}.${s + 1}` });
                          const setSub = (next: Substep) =>
                            setStep(index, {
                              ...step,
                              substeps: step.substeps.map((x, j) => (j === s ? next : x)),
                            });
                          return (
                            <OrderedCard
                              key={sub._id}
                              name={subName}
                              index={s}
                              list={step.substeps}
                              onList={(substeps) => setStep(index, { ...step, substeps })}
                              editable={editable}
                              nested
                            >
                              <Stack gap="xs">
                                <TextInput
                                  label={t('editor.brick.stepTitle')}
                                  value={sub.title}
                                  readOnly={!editable}
                                  onChange={(e) => setSub({ ...sub, title: e.currentTarget.value })}
                                />
                                <PiecesEditor
                                  label={t('editor.question.pieces')}
                                  pieces={sub.pieces}
                                  readOnly={!editable}
                                  onChange={(pieces) => setSub({ ...sub, pieces })}
                                />
                                <HintsAndMarking step={sub} editable={editable} onChange={setSub} />
                              </Stack>
                            </OrderedCard>
                          );
                        })}
                        {editable && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            style={{ alignSelf: 'flex-start' }}
                            leftSection={<IconPlus size={14} aria-hidden />}
                            onClick={() =>
                              setStep(index, {
                                ...step,
                                substeps: [
                                  ...step.substeps,
                                  newSubstep(t('editor.brick.newStep', { n: step.substeps.length + 1 })),
                                ],
                              })
                            }
                          >
                            {t('editor.brick.addSubstep')}
                          </Button>
                        )}
                      </Stack>
                    </OrderedCard>
                  );
                })}
                {editable && (
                  <Button
                    variant="light"
                    style={{ alignSelf: 'flex-start' }}
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() =>
                      set('steps', [
                        ...draft.steps,
                        newStep(t('editor.brick.newStep', { n: draft.steps.length + 1 })),
                      ])
                    }
                  >
                    {t('editor.brick.addStep')}
                  </Button>
                )}
              </Stack>
            </section>
          </Stack>
        );
      }}
    </EditorFrame>
  );
}
