// One question of the assessment editor (authoring.md §2 "Question editor"): title, xp (not for concept intros),
// type, delete; its pieces, tasks (+ New Task), its type's answer section (answers/answer-editors.ts: options
// (Add Option) with the correct-answer marker and, for choices learners see shuffled, the switch that keeps the
// author's order; pairs for mix and match), post-task pieces, hints (Add Hint), and the advanced panel (notes and
// explanation toggles). The sections below the pieces are in QuestionSections.tsx.
import { FIELD_TYPES, type FieldType, type Question, questionProblems } from '@brickyard/core';
import {
  Button,
  Card,
  Collapse,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { MoveControls } from '../../ui/EditableRows.tsx';
import { Isolated } from '../../ui/Isolated.tsx';
import { ANSWER_EDITORS } from './answers/answer-editors.ts';
import {
  AnswerSwitches,
  HintsSection,
  QuestionActions,
  QuestionProblems,
  QuestionTags,
  TasksSection,
} from './QuestionSections.tsx';

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
  const problems = questionProblems(question);
  const Answer = ANSWER_EDITORS[question.fieldType];

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
      <QuestionProblems problems={problems} index={index} published={published} />
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

          <TasksSection question={question} readOnly={readOnly} set={set} />

          {Answer && <Answer question={question} readOnly={readOnly} onChange={set} language={language} />}

          <PiecesEditor
            label={t('editor.question.postTask')}
            pieces={question.postTaskPieces}
            readOnly={readOnly}
            onChange={(postTaskPieces) => set({ postTaskPieces })}
          />

          <HintsSection question={question} readOnly={readOnly} set={set} />

          <QuestionTags question={question} readOnly={readOnly} set={set} language={language} />
          {!readOnly && <QuestionActions name={name} onCopy={onCopy} onMoveElsewhere={onMoveElsewhere} />}
          <AnswerSwitches question={question} readOnly={readOnly} set={set} />
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
