// /edit/tutorial/:id: the old tutorial editor (authoring.md §2 "Tutorial editor"): a tutorial stored in one
// piece, its steps (chapters) with their sub-steps (tasks) and hints.
import type { Tutorial } from '@brickyard/core';
import { Button, Card, Group, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { ImageUploader } from '../../ui/ImageUploader.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { NewItemPage } from './NewItemPage.tsx';
import { useItemEditor } from './use-item-editor.ts';

type Step = Tutorial['steps'][number];
type Substep = Step['substeps'][number];

const FIELDS = ['title', 'subheading', 'description', 'thumbnail', 'pieces', 'steps', 'draft'] as const;

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
  if (id === 'new')
    return (
      <NewItemPage kind="tutorials" editor="tutorial" body={newTutorial} back="/edit/library/tutorialsOld" />
    );
  return <TutorialEditor key={id} id={id} />;
}

function TutorialEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const payload = useCallback(
    (tutorial: Tutorial) => Object.fromEntries(FIELDS.map((field) => [field, tutorial[field]])),
    [],
  );
  const editor = useItemEditor<Tutorial>('tutorials', 'tutorial', id, {
    payload,
    savedMessage: t('editor.brick.saved'),
  });
  const set = <K extends keyof Tutorial>(key: K, value: Tutorial[K]) =>
    editor.change((tutorial) => ({ ...tutorial, [key]: value }));
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
            <Card withBorder component="section" aria-labelledby="tutorial-details">
              <Title order={2} size="h3" id="tutorial-details" mb="sm">
                {t('editor.course.details')}
              </Title>
              <Stack gap="sm">
                <TextInput
                  label={t('editor.course.title')}
                  required
                  value={draft.title}
                  readOnly={!editable}
                  onChange={(e) => set('title', e.currentTarget.value)}
                />
                <TextInput
                  label={t('editor.course.subheading')}
                  value={draft.subheading}
                  readOnly={!editable}
                  onChange={(e) => set('subheading', e.currentTarget.value)}
                />
                <RichTextInput
                  label={t('editor.course.description')}
                  value={draft.description}
                  readOnly={!editable}
                  onChange={(v) => set('description', v)}
                />
                <ImageUploader
                  label={t('editor.course.image.thumbnail')}
                  value={draft.thumbnail?.image ?? null}
                  disabled={!editable}
                  onChange={(url) => set('thumbnail', url ? { image: url } : null)}
                />
                <PiecesEditor
                  label={t('editor.brick.opening')}
                  pieces={draft.pieces}
                  readOnly={!editable}
                  onChange={(pieces) => set('pieces', pieces)}
                />
                <Switch
                  label={t('editor.course.published')}
                  checked={!draft.draft}
                  disabled={!editable}
                  onChange={(e) => set('draft', !e.currentTarget.checked)}
                />
              </Stack>
            </Card>
            <section aria-labelledby="tutorial-steps">
              <Title order={2} size="h3" id="tutorial-steps" mb="sm">
                {t('editor.brick.steps')}
              </Title>
              <Stack gap="md">
                {draft.steps.length === 0 && <Text c="dimmed">{t('editor.brick.noSteps')}</Text>}
                {draft.steps.map((step, index) => {
                  const name = t('editor.brick.step', { n: index + 1 });
                  return (
                    <Card key={step._id} withBorder component="section" aria-label={name}>
                      <Group justify="space-between" mb="xs">
                        <Title order={3} size="h5">
                          {name}
                        </Title>
                        {editable && (
                          <MoveControls
                            name={name}
                            index={index}
                            count={draft.steps.length}
                            onMove={(to) => set('steps', moved(draft.steps, index, to))}
                            onDelete={() =>
                              set(
                                'steps',
                                draft.steps.filter((s) => s._id !== step._id),
                              )
                            }
                          />
                        )}
                      </Group>
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
                            <Card
                              key={sub._id}
                              withBorder
                              padding="sm"
                              component="section"
                              aria-label={subName}
                            >
                              <Group justify="space-between" mb="xs">
                                <Title order={4} size="h6">
                                  {subName}
                                </Title>
                                {editable && (
                                  <MoveControls
                                    name={subName}
                                    index={s}
                                    count={step.substeps.length}
                                    onMove={(to) =>
                                      setStep(index, { ...step, substeps: moved(step.substeps, s, to) })
                                    }
                                    onDelete={() =>
                                      setStep(index, {
                                        ...step,
                                        substeps: step.substeps.filter((x) => x._id !== sub._id),
                                      })
                                    }
                                  />
                                )}
                              </Group>
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
                                {sub.hints.map((hint, h) => (
                                  <PiecesEditor
                                    key={hint._id ?? h}
                                    label={t('editor.question.hint', { n: h + 1 })}
                                    pieces={hint.pieces}
                                    readOnly={!editable}
                                    onChange={(pieces) =>
                                      setSub({
                                        ...sub,
                                        hints: sub.hints.map((x, j) => (j === h ? { ...x, pieces } : x)),
                                      })
                                    }
                                  />
                                ))}
                                <Group align="flex-end">
                                  {editable && (
                                    <Button
                                      size="compact-sm"
                                      variant="light"
                                      onClick={() =>
                                        setSub({
                                          ...sub,
                                          hints: [...sub.hints, { _id: crypto.randomUUID(), pieces: [] }],
                                        })
                                      }
                                    >
                                      {t('editor.question.addHint')}
                                    </Button>
                                  )}
                                  <Switch
                                    label={t('editor.challenge.autoMarked')}
                                    checked={sub.autoMarked}
                                    disabled={!editable}
                                    onChange={(e) => setSub({ ...sub, autoMarked: e.currentTarget.checked })}
                                  />
                                  {sub.autoMarked && (
                                    <NumberInput
                                      label={t('editor.question.xp')}
                                      value={sub.xp}
                                      min={0}
                                      w={120}
                                      readOnly={!editable}
                                      onChange={(v) => setSub({ ...sub, xp: Number(v) || 0 })}
                                    />
                                  )}
                                </Group>
                              </Stack>
                            </Card>
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
                    </Card>
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
