// The questions of the assessment editor: Expand All, Close All, Add Question, and each question's editor, which
// may be dragged to another place (or moved with its arrows), removed, copied just after itself or sent to
// another assessment. Which questions are open is the
// editor page's, so it outlasts the preview.
import {
  type Assessment,
  copyTitle,
  newQuestionBody,
  newQuestionTitle,
  type Question,
} from '@brickyard/core';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { DragReorder } from '../../ui/DragReorder.tsx';
import { moved } from '../../ui/EditableRows.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';

export function AssessmentQuestions({
  draft,
  editable,
  open,
  setOpen,
  onChange,
  onMoveElsewhere,
}: {
  draft: Assessment;
  editable: boolean;
  /** The ids of the questions shown open. */
  open: ReadonlySet<string>;
  setOpen: Dispatch<SetStateAction<Set<string>>>;
  onChange(questions: Question[]): void;
  /** "Move Question" (copy false) or "Copy & Move Question" (copy true) chosen for `question`. */
  onMoveElsewhere(question: Question, copy: boolean): void;
}) {
  const { t } = useTranslation();
  const { questions } = draft;
  const addQuestion = () => {
    const questionId = crypto.randomUUID();
    const body = newQuestionBody(
      newQuestionTitle(questions.length + 1),
      draft.type === 'conceptIntro' ? 'concept_intro' : 'radio',
      draft._id,
    );
    onChange([
      ...questions,
      { ...body, _id: questionId, version: 0, updatedAt: new Date().toISOString() } as unknown as Question,
    ]);
    setOpen((current) => new Set(current).add(questionId));
  };
  const copyQuestion = (question: Question, index: number) => {
    const copy = { ...question, _id: crypto.randomUUID(), title: copyTitle(question.title) };
    onChange([...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)]);
    setOpen((current) => new Set(current).add(copy._id));
  };
  const toggle = (questionId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      return next;
    });

  return (
    <section aria-labelledby="assessment-questions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="assessment-questions">
          {t('editor.assessment.questions')}
        </Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen(new Set(questions.map((q) => q._id)))}
          >
            {t('editor.assessment.expandAll')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(new Set())}>
            {t('editor.assessment.closeAll')}
          </Button>
          {editable && (
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addQuestion}>
              {t('editor.assessment.addQuestion')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="md">
        {questions.length === 0 && <Text c="dimmed">{t('editor.assessment.noQuestions')}</Text>}
        <DragReorder
          items={questions}
          keyOf={(question) => question._id}
          handleLabel={(question, index) =>
            t('editor.assessment.dragQuestion', {
              name: t('editor.question.name', { n: index + 1, title: question.title }),
            })
          }
          disabled={!editable}
          onChange={onChange}
          render={(question, index) => (
            <QuestionEditor
              question={question}
              index={index}
              count={questions.length}
              open={open.has(question._id)}
              readOnly={!editable}
              language={draft.language}
              published={!draft.draft}
              onToggle={() => toggle(question._id)}
              onChange={(next) => onChange(questions.map((q) => (q._id === question._id ? next : q)))}
              onMove={(to) => onChange(moved(questions, index, to))}
              onRemove={() => onChange(questions.filter((q) => q._id !== question._id))}
              onCopy={() => copyQuestion(question, index)}
              onMoveElsewhere={(copy) => onMoveElsewhere(question, copy)}
            />
          )}
        />
      </Stack>
    </section>
  );
}
