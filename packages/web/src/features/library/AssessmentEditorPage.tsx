// /edit/assessment/:id: the assessment editor (authoring.md §2) for lessons, quizzes, exams and boosts:
// thumbnail, Title, Subheading, Description, Learning Objectives; for quizzes and exams also XP for Passing,
// XP for 100% and Pass Mark %; Preview, Expand All, Close All, Save; the questions, each with Edit and Close.
import {
  type Assessment,
  copyTitle,
  type LibraryRow,
  type LibraryTab,
  libraryTab,
  newQuestionBody,
  newQuestionTitle,
  type Question,
} from '@brickyard/core';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { useInvalidateLibrary } from '../../api/library.ts';
import { Pieces } from '../../pieces/Pieces.tsx';
import { errorToast } from '../../ui/describe-error.ts';
import { moved } from '../../ui/EditableRows.tsx';
import { DetailsCard } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { LibraryPickerModal } from './LibraryPickerModal.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';
import { SkillTopicPairsEditor } from './tags.tsx';
import { useItemEditor } from './use-item-editor.ts';

const FIELDS = [
  'title',
  'subheading',
  'description',
  'learningObjectives',
  'thumbnail',
  'passMark',
  'passXp',
  'maxXp',
  'skillTopicPairs',
  'draft',
  'language',
] as const;

/** The tab each assessment type is listed under, and the words its editor uses. */
const TYPE_TABS: Record<string, string> = {
  conceptIntro: 'introductions',
  quiz: 'quizzes',
  exam: 'exams',
  boost: 'boosts',
};

const newBody = (params: URLSearchParams) => {
  const type = params.get('type') ?? 'quiz';
  return {
    title: `New ${type === 'conceptIntro' ? 'lesson' : type}`,
    type: type in TYPE_TABS ? type : 'quiz',
    language: params.get('language') === 'javascript' ? 'javascript' : 'python',
  };
};

/** What the server takes of a question: its editable fields (its id tells it apart from a new one). */
const questionInput = ({ assessment: _a, version: _v, updatedAt: _u, ...question }: Question) => question;

/** A translator's save: the assessment's translations and each question's, by id (they may not send questions). */
const translationPayload = (assessment: Assessment) => ({
  ...(assessment.translations ? { translations: assessment.translations } : {}),
  questionTranslations: Object.fromEntries(
    assessment.questions.flatMap((q) => (q.translations ? [[q._id, q.translations]] : [])),
  ),
});

export function AssessmentEditorPage() {
  const { id = '' } = useParams();
  return <AssessmentEditor key={id} id={id} />;
}

function AssessmentEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const payload = useCallback(
    (assessment: Assessment) => ({
      ...Object.fromEntries(FIELDS.map((field) => [field, assessment[field]])),
      questions: assessment.questions.map(questionInput),
    }),
    [],
  );
  // Lessons say "Introduction Saved", the rest "Quiz Saved" (authoring.md §8).
  const savedMessage = useCallback(
    (assessment: Assessment) =>
      t(assessment.type === 'conceptIntro' ? 'editor.assessment.savedLesson' : 'editor.assessment.saved'),
    [t],
  );
  const editor = useItemEditor<Assessment>('assessments', 'assessment', id, {
    payload,
    savedMessage,
    translationPayload,
    newBody,
  });
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [preview, setPreview] = useState(false);
  const [moving, setMoving] = useState<{ question: Question; copy: boolean } | null>(null);
  const invalidate = useInvalidateLibrary();
  // Move Question / Copy & Move Question: unsaved changes are saved first, then the server moves it (naming
  // the version saved) and the editor reads the assessment again.
  const moveElsewhere = async (question: Question, target: LibraryRow, copy: boolean) => {
    setMoving(null);
    if (editor.dirty && !(await editor.save())) return;
    const current = editor.latest();
    if (!current) return;
    try {
      await request(
        `/api/assessments/${encodeURIComponent(current._id)}/questions/${encodeURIComponent(question._id)}/move`,
        { method: 'POST', body: { to: target._id, copy, version: current.version } },
      );
      notifications.show({
        color: 'green',
        message: copy ? t('editor.question.copiedTo', { title: target.title }) : t('editor.question.moved'),
      });
      await editor.reload();
      await invalidate();
    } catch (error) {
      notifications.show(errorToast(error, t, t('editor.question.moveFailed')));
    }
  };
  const toggle = (questionId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      return next;
    });

  return (
    <EditorFrame
      editor={editor}
      heading={(draft) => t(`editor.assessment.heading.${draft.type}`, { title: draft.title })}
      back={(draft) => TYPE_TABS[draft.type] ?? 'quizzes'}
      headerExtra={
        <Button
          variant="light"
          leftSection={preview ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={() => setPreview((p) => !p)}
          aria-pressed={preview}
        >
          {t('editor.assessment.preview')}
        </Button>
      }
    >
      {(draft, editable) => {
        const set = <K extends keyof Assessment>(key: K, value: Assessment[K]) =>
          editor.change((a) => ({ ...a, [key]: value }));
        const setQuestions = (questions: Question[]) => set('questions', questions);
        const scored = draft.type === 'quiz' || draft.type === 'exam';
        const addQuestion = () => {
          const questionId = crypto.randomUUID();
          const body = newQuestionBody(
            newQuestionTitle(draft.questions.length + 1),
            draft.type === 'conceptIntro' ? 'concept_intro' : 'radio',
            draft._id,
          );
          setQuestions([
            ...draft.questions,
            {
              ...body,
              _id: questionId,
              version: 0,
              updatedAt: new Date().toISOString(),
            } as unknown as Question,
          ]);
          setOpen((current) => new Set(current).add(questionId));
        };
        return preview ? (
          <Stack gap="lg">
            <Title order={2}>
              <bdi>{draft.title}</bdi>
            </Title>
            {draft.questions.map((question, index) => (
              <Card
                key={question._id}
                withBorder
                component="section"
                aria-label={t('editor.question.name', { n: index + 1, title: question.title })}
              >
                <Title order={3} size="h4" mb="sm">
                  <bdi>{question.title}</bdi>
                </Title>
                <Pieces pieces={question.pieces} />
              </Card>
            ))}
          </Stack>
        ) : (
          <Stack gap="lg">
            <DetailsCard id="assessment-details" draft={draft} editable={editable} set={set}>
              <SkillTopicPairsEditor
                pairs={draft.skillTopicPairs}
                language={draft.language}
                readOnly={!editable}
                onChange={(pairs) => set('skillTopicPairs', pairs as Assessment['skillTopicPairs'])}
              />
              {scored && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    label={t('editor.assessment.passXp')}
                    value={draft.passXp}
                    min={0}
                    readOnly={!editable}
                    onChange={(v) => set('passXp', Number(v) || 0)}
                  />
                  <NumberInput
                    label={t('editor.assessment.maxXp')}
                    value={draft.maxXp}
                    min={0}
                    readOnly={!editable}
                    onChange={(v) => set('maxXp', Number(v) || 0)}
                  />
                  <NumberInput
                    label={t('editor.assessment.passMark')}
                    value={draft.passMark}
                    min={0}
                    max={100}
                    suffix="%"
                    readOnly={!editable}
                    onChange={(v) => set('passMark', Number(v) || 0)}
                  />
                </SimpleGrid>
              )}
            </DetailsCard>

            <section aria-labelledby="assessment-questions">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h3" id="assessment-questions">
                  {t('editor.assessment.questions')}
                </Title>
                <Group gap="xs">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setOpen(new Set(draft.questions.map((q) => q._id)))}
                  >
                    {t('editor.assessment.expandAll')}
                  </Button>
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpen(new Set())}>
                    {t('editor.assessment.closeAll')}
                  </Button>
                  {editable && (
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={addQuestion}
                    >
                      {t('editor.assessment.addQuestion')}
                    </Button>
                  )}
                </Group>
              </Group>
              <Stack gap="md">
                {draft.questions.length === 0 && <Text c="dimmed">{t('editor.assessment.noQuestions')}</Text>}
                {draft.questions.map((question, index) => (
                  <QuestionEditor
                    key={question._id}
                    question={question}
                    index={index}
                    count={draft.questions.length}
                    open={open.has(question._id)}
                    readOnly={!editable}
                    language={draft.language}
                    published={!draft.draft}
                    onToggle={() => toggle(question._id)}
                    onChange={(next) =>
                      setQuestions(draft.questions.map((q) => (q._id === question._id ? next : q)))
                    }
                    onMove={(to) => setQuestions(moved(draft.questions, index, to))}
                    onRemove={() => setQuestions(draft.questions.filter((q) => q._id !== question._id))}
                    onCopy={() => {
                      const copy = {
                        ...question,
                        _id: crypto.randomUUID(),
                        title: copyTitle(question.title),
                      };
                      setQuestions([
                        ...draft.questions.slice(0, index + 1),
                        copy,
                        ...draft.questions.slice(index + 1),
                      ]);
                      setOpen((current) => new Set(current).add(copy._id));
                    }}
                    onMoveElsewhere={(copy) => setMoving({ question, copy })}
                  />
                ))}
              </Stack>
            </section>
            {moving && (
              <LibraryPickerModal
                tab={libraryTab(TYPE_TABS[draft.type] ?? 'quizzes') as LibraryTab}
                listName={moving.question.title}
                title={t(
                  moving.copy ? 'editor.question.copyElsewhereTitle' : 'editor.question.moveElsewhereTitle',
                  {
                    title: moving.question.title,
                  },
                )}
                action={{
                  label: t(moving.copy ? 'editor.question.copyHere' : 'editor.question.moveHere'),
                  itemLabel: (row) =>
                    t(moving.copy ? 'editor.question.copyTo' : 'editor.question.moveTo', {
                      title: row.title,
                    }),
                }}
                chosen={[draft._id]}
                language={draft.language}
                onPick={(row) => void moveElsewhere(moving.question, row, moving.copy)}
                onClose={() => setMoving(null)}
              />
            )}
          </Stack>
        );
      }}
    </EditorFrame>
  );
}
