// One question of the assessment editor (authoring.md §2 "Question editor"): title, xp (not for concept intros),
// type, delete; its pieces, tasks (+ New Task), post-task pieces, options (Add Option) with the correct-answer
// marker and, for choices learners see shuffled, the switch that keeps the author's order; hints (Add Hint), and
// the advanced panel (notes and explanation toggles).
import {
  FAQ_TAGS_MAX,
  FIELD_TYPES,
  type FieldType,
  type Question,
  questionProblems,
  REFERENCE_TAGS_MAX,
  SHUFFLED_FIELD_TYPES,
} from '@brickyard/core';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconArrowsSplit, IconCopy, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { EditableRows, MoveControls } from '../../ui/EditableRows.tsx';
import { Isolated } from '../../ui/Isolated.tsx';
import { SkillTopicPairsEditor, TagPicker } from './tags.tsx';

/** Types whose options carry text, one or more marked correct (or, for polls, none). */
const OPTION_TYPES = new Set<FieldType>([
  'radio',
  'checkbox',
  'dropdown',
  'poll',
  'textfield',
  'missing_word',
  'fill_in_blanks',
  'multi_stage',
]);

const newOption = () => ({
  _id: `new-${crypto.randomUUID()}`,
  data: { text: '', description: '', isCorrect: false, pieces: [], lhs: [], rhs: [] },
});

export function QuestionEditor({
  question,
  index,
  count,
  open,
  readOnly,
  language,
  onToggle,
  onChange,
  onMove,
  onRemove,
  onCopy,
  onMoveElsewhere,
  published = false,
}: {
  /** The assessment is published: a question learners could not answer stops its save (issue 18). */
  published?: boolean;
  question: Question;
  index: number;
  count: number;
  open: boolean;
  readOnly: boolean;
  /** The assessment's language, which topic suggestions follow. */
  language: string;
  onToggle(): void;
  onChange(question: Question): void;
  onMove(to: number): void;
  onRemove(): void;
  /** A copy of the question, just after it. */
  onCopy(): void;
  /** "Move Question" (copy false) or "Copy & Move Question" (copy true) to another assessment. */
  onMoveElsewhere(copy: boolean): void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = t('editor.question.name', { n: index + 1, title: question.title });
  const set = (patch: Partial<Question>) => onChange({ ...question, ...patch });
  const bodyId = `question-${question._id}`;
  const options = question.fieldOptions;
  // The rules the server publishes by (core), shown beside the question in the reader's language.
  const problems = questionProblems(question);

  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          <Isolated text={name} part={question.title} />
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={open ? <IconX size={14} aria-hidden /> : <IconPencil size={14} aria-hidden />}
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t(open ? 'editor.question.closeNamed' : 'editor.question.editNamed', { name })}
          >
            {open ? t('editor.question.close') : t('editor.question.edit')}
          </Button>
          {!readOnly && (
            <MoveControls
              name={name}
              index={index}
              count={count}
              onMove={onMove}
              onDelete={() => setConfirming(true)}
            />
          )}
        </Group>
      </Group>
      {problems.length > 0 && (
        <Alert
          mt="xs"
          color={published ? 'red' : 'yellow'}
          variant="light"
          title={t('editor.question.problemsTitle')}
          aria-label={t('editor.question.problemsTitle')}
        >
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {t(`editor.question.problems.${problem}`, { n: index + 1 })}
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              {t('editor.question.problemsHint')}
            </Text>
          </Stack>
        </Alert>
      )}
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          <Group grow align="flex-end">
            <TextInput
              label={t('editor.question.title')}
              value={question.title}
              readOnly={readOnly}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
            <NativeSelect
              label={t('editor.question.type')}
              value={question.fieldType}
              disabled={readOnly}
              data={FIELD_TYPES.map((type) => ({ value: type, label: t(`editor.question.types.${type}`) }))}
              onChange={(e) => set({ fieldType: e.currentTarget.value as FieldType })}
            />
            {question.fieldType !== 'concept_intro' && (
              <NumberInput
                label={t('editor.question.xp')}
                value={question.xp}
                min={0}
                readOnly={readOnly}
                onChange={(v) => set({ xp: Number(v) || 0 })}
              />
            )}
          </Group>
          <PiecesEditor
            label={t('editor.question.pieces')}
            pieces={question.pieces}
            readOnly={readOnly}
            onChange={(pieces) => set({ pieces })}
          />

          <Stack gap={4} component="section" aria-label={t('editor.question.tasks')}>
            <Text size="sm" fw={600}>
              {t('editor.question.tasks')}
            </Text>
            <EditableRows
              items={question.tasks}
              onChange={(tasks) => set({ tasks })}
              readOnly={readOnly}
              newItem={(): Question['tasks'][number] => ({ description: '' })}
              addLabel={t('editor.question.newTask')}
              removeLabel={(i) => t('editor.question.removeTask', { n: i + 1 })}
              keyOf={(task, i) => task._id ?? i}
              render={(task, i, update) => (
                <TextInput
                  style={{ flex: 1 }}
                  label={t('editor.question.task', { n: i + 1 })}
                  value={task.description}
                  readOnly={readOnly}
                  onChange={(e) => update({ ...task, description: e.currentTarget.value })}
                />
              )}
            />
          </Stack>

          {(OPTION_TYPES.has(question.fieldType) || question.fieldType === 'mix_match') && (
            <Stack gap={4} component="section" aria-label={t('editor.question.options')}>
              <Text size="sm" fw={600}>
                {t('editor.question.options')}
              </Text>
              <EditableRows
                items={options}
                onChange={(fieldOptions) => set({ fieldOptions })}
                readOnly={readOnly}
                newItem={newOption}
                addLabel={t('editor.question.addOption')}
                removeLabel={(i) => t('editor.question.removeOption', { n: i + 1 })}
                keyOf={(option) => option._id}
                render={(option, i, update) => {
                  const setData = (data: Partial<typeof option.data>) =>
                    update({ ...option, data: { ...option.data, ...data } });
                  return question.fieldType === 'mix_match' ? (
                    <>
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('editor.question.left', { n: i + 1 })}
                        value={option.data.lhs[0] ?? ''}
                        readOnly={readOnly}
                        onChange={(e) => setData({ lhs: [e.currentTarget.value] })}
                      />
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('editor.question.right', { n: i + 1 })}
                        value={option.data.rhs[0] ?? ''}
                        readOnly={readOnly}
                        onChange={(e) => setData({ rhs: [e.currentTarget.value] })}
                      />
                    </>
                  ) : (
                    <>
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('editor.question.option', { n: i + 1 })}
                        value={option.data.text}
                        readOnly={readOnly}
                        onChange={(e) => setData({ text: e.currentTarget.value })}
                      />
                      {question.fieldType !== 'poll' && (
                        <Checkbox
                          mb={8}
                          label={t('editor.question.correct')}
                          checked={option.data.isCorrect}
                          disabled={readOnly}
                          onChange={(e) => setData({ isCorrect: e.currentTarget.checked })}
                          aria-label={t('editor.question.correctNamed', { n: i + 1 })}
                        />
                      )}
                    </>
                  );
                }}
              />
              {(SHUFFLED_FIELD_TYPES as readonly FieldType[]).includes(question.fieldType) && (
                <Switch
                  mt="xs"
                  label={t('editor.question.keepOrder')}
                  description={t('editor.question.keepOrderHint')}
                  checked={question.keepOptionOrder}
                  disabled={readOnly}
                  onChange={(e) => set({ keepOptionOrder: e.currentTarget.checked })}
                />
              )}
            </Stack>
          )}

          <PiecesEditor
            label={t('editor.question.postTask')}
            pieces={question.postTaskPieces}
            readOnly={readOnly}
            onChange={(postTaskPieces) => set({ postTaskPieces })}
          />

          <Stack gap={4} component="section" aria-label={t('editor.question.hints')}>
            <Text size="sm" fw={600}>
              {t('editor.question.hints')}
            </Text>
            {question.hints.map((hint, i) => (
              <Card key={hint._id ?? i} withBorder padding="xs">
                <Group justify="flex-end">
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => set({ hints: question.hints.filter((_, j) => j !== i) })}
                      aria-label={t('editor.question.removeHint', { n: i + 1 })}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
                <PiecesEditor
                  label={t('editor.question.hint', { n: i + 1 })}
                  pieces={hint.pieces}
                  readOnly={readOnly}
                  onChange={(pieces) =>
                    set({ hints: question.hints.map((x, j) => (j === i ? { ...x, pieces } : x)) })
                  }
                />
              </Card>
            ))}
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="light"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => set({ hints: [...question.hints, { _id: crypto.randomUUID(), pieces: [] }] })}
              >
                {t('editor.question.addHint')}
              </Button>
            )}
          </Stack>

          <SkillTopicPairsEditor
            pairs={question.skillTopicPairs}
            language={language}
            readOnly={readOnly}
            onChange={(pairs) => set({ skillTopicPairs: pairs as Question['skillTopicPairs'] })}
          />
          <Group grow align="flex-start">
            <TagPicker
              label={t('tags.faqs')}
              kind="faqs"
              value={question.faqs}
              max={FAQ_TAGS_MAX}
              readOnly={readOnly}
              onChange={(faqs) => set({ faqs })}
            />
            <TagPicker
              label={t('tags.reference')}
              kind="references"
              value={question.references}
              max={REFERENCE_TAGS_MAX}
              readOnly={readOnly}
              onChange={(references) => set({ references })}
            />
          </Group>
          {!readOnly && (
            <Group gap="xs" role="group" aria-label={t('editor.question.advanced', { name })}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={onCopy}
              >
                {t('editor.question.copy')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconArrowRight size={14} aria-hidden />}
                onClick={() => onMoveElsewhere(false)}
              >
                {t('editor.question.moveElsewhere')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconArrowsSplit size={14} aria-hidden />}
                onClick={() => onMoveElsewhere(true)}
              >
                {t('editor.question.copyElsewhere')}
              </Button>
            </Group>
          )}
          <Group>
            <Switch
              label={t('editor.question.notes')}
              checked={question.answerNotes}
              disabled={readOnly}
              onChange={(e) => set({ answerNotes: e.currentTarget.checked })}
            />
            <Switch
              label={t('editor.question.explanation')}
              checked={question.explanationRequired}
              disabled={readOnly}
              onChange={(e) => set({ explanationRequired: e.currentTarget.checked })}
            />
          </Group>
        </Stack>
      </Collapse>
      <ConfirmModal
        opened={confirming}
        title={t('editor.remove', { name })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('editor.question.deleteConfirm')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
