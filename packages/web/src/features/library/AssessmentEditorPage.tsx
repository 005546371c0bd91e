// /edit/assessment/:id: the assessment editor (authoring.md §2) for lessons, quizzes, exams and boosts:
// thumbnail, Title, Subheading, Description, Learning Objectives; the settings modal (for quizzes and exams also
// XP for Passing, XP for 100% and Pass Mark %); Preview, Expand All, Close All, Save; the questions, each with Edit and Close.
import {
  type Assessment,
  type LibraryRow,
  type LibraryTab,
  libraryTab,
  type Question,
} from '@brickyard/core';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { useInvalidateLibrary } from '../../api/library.ts';
import { errorToast } from '../../ui/describe-error.ts';
import { AssessmentPreview } from './AssessmentPreview.tsx';
import { AssessmentQuestions } from './AssessmentQuestions.tsx';
import { AssessmentSettingsButton } from './AssessmentSettingsModal.tsx';
import { DetailsCard } from './common-fields.tsx';
import { EditorFrame } from './EditorFrame.tsx';
import { LibraryPickerModal } from './LibraryPickerModal.tsx';
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
  'duration',
  'assessmentType',
  'multipleAttempts',
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
        return preview ? (
          <AssessmentPreview draft={draft} />
        ) : (
          <Stack gap="lg">
            <AssessmentDetails draft={draft} editable={editable} set={set} />
            <AssessmentQuestions
              draft={draft}
              editable={editable}
              open={open}
              setOpen={setOpen}
              onChange={(questions) => set('questions', questions)}
              onMoveElsewhere={(question, copy) => setMoving({ question, copy })}
            />
            {moving && (
              <MoveQuestionModal
                draft={draft}
                question={moving.question}
                copy={moving.copy}
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

/** The details card, with skills and topics and the settings (duration, marking, attempts, pass mark and xp). */
function AssessmentDetails({
  draft,
  editable,
  set,
}: {
  draft: Assessment;
  editable: boolean;
  set<K extends keyof Assessment>(key: K, value: Assessment[K]): void;
}) {
  return (
    <DetailsCard id="assessment-details" draft={draft} editable={editable} set={set}>
      <SkillTopicPairsEditor
        pairs={draft.skillTopicPairs}
        language={draft.language}
        readOnly={!editable}
        onChange={(pairs) => set('skillTopicPairs', pairs as Assessment['skillTopicPairs'])}
      />
      <Group justify="flex-end">
        <AssessmentSettingsButton draft={draft} editable={editable} set={set} />
      </Group>
    </DetailsCard>
  );
}

/** Where Move Question or Copy & Move Question sends `question`: another assessment of the same tab and language. */
function MoveQuestionModal({
  draft,
  question,
  copy,
  onPick,
  onClose,
}: {
  draft: Assessment;
  question: Question;
  copy: boolean;
  onPick(row: LibraryRow): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <LibraryPickerModal
      tab={libraryTab(TYPE_TABS[draft.type] ?? 'quizzes') as LibraryTab}
      listName={question.title}
      title={t(copy ? 'editor.question.copyElsewhereTitle' : 'editor.question.moveElsewhereTitle', {
        title: question.title,
      })}
      action={{
        label: t(copy ? 'editor.question.copyHere' : 'editor.question.moveHere'),
        itemLabel: (row) =>
          t(copy ? 'editor.question.copyTo' : 'editor.question.moveTo', { title: row.title }),
      }}
      chosen={[draft._id]}
      language={draft.language}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
