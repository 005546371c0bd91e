// The parts of a question's editor (QuestionEditor.tsx) below its pieces: the publishing problems, tasks, hints,
// skills and tags, the advanced actions, and the notes and explanation switches. Each takes the question and a
// `set` that replaces some of its fields.
import { FAQ_TAGS_MAX, type Question, REFERENCE_TAGS_MAX } from '@brickyard/core';
import { ActionIcon, Alert, Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconArrowsSplit, IconCopy, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../pieces/editors/PiecesEditor.tsx';
import { EditableRows } from '../../ui/EditableRows.tsx';
import { SkillTopicPairsEditor, TagPicker } from './tags.tsx';

interface PartProps {
  question: Question;
  readOnly: boolean;
  set(patch: Partial<Question>): void;
}

/** The rules the server publishes by (core's `questionProblems`), in the reader's language; red once published. */
export function QuestionProblems({
  problems,
  index,
  published,
}: {
  problems: readonly string[];
  index: number;
  published: boolean;
}) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
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
            {t(
              [
                `editor.question.problems.${problem}`,
                `textAuthoring.problems.${problem}`,
                `codeAuthoring.problems.${problem}`,
              ],
              {
                n: index + 1,
              },
            )}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('editor.question.problemsHint')}
        </Text>
      </Stack>
    </Alert>
  );
}

/** Tasks, one text each, and + New Task. */
export function TasksSection({ question, readOnly, set }: PartProps) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Hints, each a list of pieces, and Add Hint. */
export function HintsSection({ question, readOnly, set }: PartProps) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Skills and topics (suggested in the assessment's `language`), FAQs and references. */
export function QuestionTags({ question, readOnly, set, language }: PartProps & { language: string }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Copy Question, Move Question and Copy & Move Question, for the question called `name`. */
export function QuestionActions({
  name,
  onCopy,
  onMoveElsewhere,
}: {
  name: string;
  onCopy(): void;
  onMoveElsewhere(copy: boolean): void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Whether learners may add notes to their answer, and must explain it. */
export function AnswerSwitches({ question, readOnly, set }: PartProps) {
  const { t } = useTranslation();
  return (
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
  );
}
