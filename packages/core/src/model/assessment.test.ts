import { describe, expect, it } from 'vitest';
import {
  AssessmentCreateSchema,
  AssessmentSchema,
  AssessmentUpdateSchema,
  FAQ_TAGS_MESSAGE,
  FIELD_TYPES,
  isChallengeFieldType,
  newQuestionTitle,
  OptionInputSchema,
  OptionSchema,
  PASS_MARK_MESSAGE,
  QuestionCreateSchema,
  QuestionSchema,
  QuestionUpdateSchema,
  SOLUTION_MAX,
} from './assessment.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const option = {
  _id: 'o1',
  data: { text: 'for', description: '', isCorrect: true, pieces: [], lhs: [], rhs: [] },
};

const question = {
  _id: 'q1',
  assessment: 'a1',
  version: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
  title: 'Question 1',
  xp: 5,
  fieldType: 'radio',
  fieldOptions: [option],
  pieces: [{ format: 'text', data: { style: 'content', text: 'Which keyword starts a loop?' } }],
  postTaskPieces: [],
  tasks: [{ description: 'Pick one' }],
  hints: [],
  answerNotes: false,
  explanationRequired: true,
  keepOptionOrder: true,
  skillTopicPairs: [{ skill: 'loops', topics: ['for'] }],
  faqs: [],
  references: ['r1'],
  code: [{ text: 'for', isHidden: true }],
  additionalOptions: { caseSensitive: false },
  preview: null,
  output: { type: 'text', value: '1\n2\n' },
  solution: 'for (let i = 1; i < 3; i++) console.log(i);',
};

const assessment = {
  _id: 'a1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 4,
  updatedAt: '2024-05-01T10:00:00.000Z',
  type: 'quiz',
  title: 'Loops quiz',
  subheading: '',
  description: '',
  learningObjectives: '',
  language: 'javascript',
  thumbnail: { image: '/files/q.png' },
  questions: [question],
  passMark: 60,
  passXp: 10,
  maxXp: 20,
  xpValue: 15,
  noChallenges: 1,
  noSlides: 0,
  skillTopicPairs: [],
  duration: 'short',
  assessmentType: 'auto',
  multipleAttempts: true,
};

describe('AssessmentSchema', () => {
  it('parses an assessment with its questions', () => {
    expect(AssessmentSchema.parse(assessment)).toEqual(assessment);
  });

  it('refuses an unknown type', () => {
    expect(message(AssessmentSchema.safeParse({ ...assessment, type: 'survey' }))).toBe(
      'Type must be one of: quiz, conceptIntro, exam, boost',
    );
  });

  it('refuses an unknown duration', () => {
    expect(message(AssessmentSchema.safeParse({ ...assessment, duration: 'tiny' }))).toBe(
      'Duration must be one of: short, medium, long',
    );
  });
});

describe('AssessmentCreateSchema', () => {
  it('needs a type, a title and a language', () => {
    expect(
      AssessmentCreateSchema.safeParse({ type: 'exam', title: 'Final', language: 'python', passMark: 0 })
        .success,
    ).toBe(true);
    expect(message(AssessmentCreateSchema.safeParse({ title: 'Final', language: 'python' }))).toBe(
      'Type is required',
    );
  });

  it('pass mark is a percentage', () => {
    const base = { type: 'quiz', title: 'Q', language: 'python' };
    expect(message(AssessmentCreateSchema.safeParse({ ...base, passMark: 120 }))).toBe(PASS_MARK_MESSAGE);
    expect(PASS_MARK_MESSAGE).toBe('Pass mark must be between 0 and 100');
  });

  it('drops empty skill-topic pairs', () => {
    const parsed = AssessmentCreateSchema.parse({
      type: 'boost',
      title: 'B',
      language: 'python',
      skillTopicPairs: [
        { skill: '', topics: ['x'] },
        { skill: 's', topics: ['t'] },
      ],
    });
    expect(parsed.skillTopicPairs).toEqual([{ skill: 's', topics: ['t'] }]);
  });
});

describe('AssessmentUpdateSchema', () => {
  it('saves its questions in order, new ones without an id', () => {
    expect(
      AssessmentUpdateSchema.safeParse({
        version: 4,
        questions: [
          { _id: 'q2', title: 'Two', fieldType: 'radio' },
          { title: 'New', fieldType: 'concept_intro' },
        ],
      }).success,
    ).toBe(true);
    expect(AssessmentUpdateSchema.safeParse({ version: 4, questions: ['q2'] }).success).toBe(false);
  });

  it('needs the version', () => {
    expect(message(AssessmentUpdateSchema.safeParse({ questions: [] }))).toBe('Version is required');
  });
});

describe('QuestionSchema', () => {
  it('parses a question', () => {
    expect(QuestionSchema.parse(question)).toEqual(question);
  });

  it('reads a question saved before its options could be kept in order as shuffled (false)', () => {
    const { keepOptionOrder: _keep, ...older } = question;
    expect(QuestionSchema.parse(older).keepOptionOrder).toBe(false);
    expect(message(QuestionSchema.safeParse({ ...question, keepOptionOrder: 'yes' }))).toBeTruthy();
  });

  it("reads a question saved before it had a model solution as '', and refuses one over SOLUTION_MAX", () => {
    const { solution: _solution, ...older } = question;
    expect(QuestionSchema.parse(older).solution).toBe('');
    expect(QuestionUpdateSchema.safeParse({ version: 1, solution: 'x'.repeat(SOLUTION_MAX) }).success).toBe(
      true,
    );
    expect(
      message(QuestionUpdateSchema.safeParse({ version: 1, solution: 'x'.repeat(SOLUTION_MAX + 1) })),
    ).toBe(`Solution must be ${SOLUTION_MAX} characters or fewer`);
  });

  it('knows every field type of both documents', () => {
    expect(FIELD_TYPES).toHaveLength(14);
    expect(message(QuestionSchema.safeParse({ ...question, fieldType: 'essay' }))).toMatch(
      /^Question type must be one of: concept_intro, radio/,
    );
  });

  it('output is text or an image', () => {
    expect(message(QuestionSchema.safeParse({ ...question, output: { type: 'audio', value: '' } }))).toBe(
      'Output type must be one of: text, image',
    );
  });
});

describe('QuestionCreateSchema and QuestionUpdateSchema', () => {
  it('creates a question in an assessment', () => {
    expect(
      QuestionCreateSchema.safeParse({
        assessment: 'a1',
        title: newQuestionTitle(3),
        fieldType: 'concept_intro',
      }).success,
    ).toBe(true);
    expect(newQuestionTitle(3)).toBe('Question 3');
  });

  it('needs a question type', () => {
    expect(message(QuestionCreateSchema.safeParse({ assessment: 'a1', title: 'Q' }))).toBe(
      'Question type is required',
    );
  });

  it('allows up to 5 FAQs', () => {
    const faqs = ['f1', 'f2', 'f3', 'f4', 'f5'];
    expect(QuestionUpdateSchema.safeParse({ version: 1, faqs }).success).toBe(true);
    expect(message(QuestionUpdateSchema.safeParse({ version: 1, faqs: [...faqs, 'f6'] }))).toBe(
      FAQ_TAGS_MESSAGE,
    );
    expect(FAQ_TAGS_MESSAGE).toBe('A question can be tagged with at most 5 FAQs');
  });

  it('allows one reference', () => {
    expect(message(QuestionUpdateSchema.safeParse({ version: 1, references: ['r1', 'r2'] }))).toBe(
      'Only one reference can be tagged',
    );
  });
});

describe('options', () => {
  it('parses an option, with or without its answer', () => {
    expect(OptionSchema.safeParse(option).success).toBe(true);
    const { isCorrect: _hidden, ...learnerData } = option.data;
    expect(OptionSchema.safeParse({ ...option, data: learnerData }).success).toBe(true);
  });

  it('mix_match lists pair up', () => {
    expect(OptionInputSchema.safeParse({ data: { lhs: ['a', 'b'], rhs: ['1', '2'] } }).success).toBe(true);
    expect(message(OptionInputSchema.safeParse({ data: { lhs: ['a', 'b'], rhs: ['1'] } }))).toBe(
      'Each left item needs a matching right item',
    );
  });
});

describe('isChallengeFieldType', () => {
  it('counts code and choice questions as challenges, the rest as slides', () => {
    expect(isChallengeFieldType('parsons_problem')).toBe(true);
    expect(isChallengeFieldType('checkbox')).toBe(true);
    expect(isChallengeFieldType('concept_intro')).toBe(false);
    expect(isChallengeFieldType('poll')).toBe(false);
  });
});
