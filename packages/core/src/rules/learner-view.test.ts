import { describe, expect, it } from 'vitest';
import type { Question } from '../model/assessment.ts';
import { PIECE_FORMATS, type Piece } from '../model/piece.ts';
import {
  AUTHOR_ONLY_PIECE_FIELDS,
  blankCount,
  earnedHints,
  learnerQuestion,
  localize,
  solutionsOf,
  withoutAuthorOnly,
} from './learner-view.ts';

const question = (over: Partial<Question>): Question => ({
  _id: 'q1',
  assessment: 'a1',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  title: 'Q',
  xp: 0,
  fieldType: 'radio',
  fieldOptions: [],
  pieces: [],
  postTaskPieces: [],
  tasks: [],
  hints: [],
  answerNotes: false,
  explanationRequired: false,
  keepOptionOrder: false,
  skillTopicPairs: [],
  faqs: [],
  references: [],
  code: [],
  additionalOptions: {},
  preview: null,
  output: null,
  solution: '',
  ...over,
});
const option = (_id: string, data: Partial<Question['fieldOptions'][number]['data']>) => ({
  _id,
  data: { text: '', description: '', isCorrect: false, pieces: [], lhs: [], rhs: [], ...data },
});

describe('learnerQuestion', () => {
  it("never carries a code challenge's model solution", () => {
    const q = learnerQuestion(
      question({
        fieldType: 'code_challenge',
        solution: 'console.log("SECRET")',
        code: [{ text: 'let x;', isHidden: false }],
        fieldOptions: [option('c1', { description: 'in', text: 'out' })],
      }),
      'learner-1',
      'all',
    );
    expect(JSON.stringify(q)).not.toContain('SECRET');
    expect(q.code).toEqual(['let x;']);
  });

  it('sends only the hints earned: none unless told, one more per wrong answer, all in preview', () => {
    const hints = ['h1', 'h2'].map((_id) => ({ _id, pieces: [] }));
    const q = question({ hints });
    expect(learnerQuestion(q, 'learner-1')).toMatchObject({ hints: [], hintCount: 2 });
    expect(learnerQuestion(q, 'learner-1', 1).hints.map((h) => h._id)).toEqual(['h1']);
    expect(learnerQuestion(q, 'learner-1', 5).hints.map((h) => h._id)).toEqual(['h1', 'h2']);
    expect(learnerQuestion(q, 'learner-1', 'all').hints.map((h) => h._id)).toEqual(['h1', 'h2']);
    expect(earnedHints(hints, -1)).toEqual([]);
  });

  it('keeps choices but never says which is correct', () => {
    const q = learnerQuestion(
      question({ fieldOptions: [option('o1', { text: 'A' }), option('o2', { text: 'B', isCorrect: true })] }),
    );
    expect(q.options).toEqual([
      { _id: 'o1', text: 'A', description: '', pieces: [] },
      { _id: 'o2', text: 'B', description: '', pieces: [] },
    ]);
    expect(JSON.stringify(q)).not.toContain('isCorrect');
  });

  it('leaves typed answers out entirely, sending only the template or prompts', () => {
    const answers = [option('o1', { text: 'console', isCorrect: true })];
    for (const fieldType of ['textfield', 'missing_word', 'fill_in_blanks'] as const) {
      const q = learnerQuestion(
        question({ fieldType, fieldOptions: answers, additionalOptions: { template: '___.log(1)' } }),
      );
      expect(q.options).toEqual([]);
      expect(q.template).toBe(fieldType === 'textfield' ? null : '___.log(1)');
    }
    const stages = learnerQuestion(
      question({
        fieldType: 'multi_stage',
        fieldOptions: [option('s1', { description: 'Make x 5', text: 'x = 5', isCorrect: true })],
      }),
    );
    expect(stages.stages).toEqual(['Make x 5']);
    expect(JSON.stringify(stages)).not.toContain('x = 5');
  });

  it('code_challenge: sends every input, but the expected output only of visible cases', () => {
    const q = learnerQuestion(
      question({
        fieldType: 'code_challenge',
        fieldOptions: [
          option('c1', { description: 'Sam', text: 'Hello Sam' }),
          option('c2', { description: 'Zed', text: 'Hello Zed secret', hidden: true }),
        ],
        code: [
          { text: 'name = input()\n', isHidden: false },
          { text: 'print("Hello " + name)', isHidden: true },
        ],
        preview: { type: 'text', value: 'Hello Sam' },
      }),
    );
    expect(q.cases).toEqual([
      { input: 'Sam', expected: 'Hello Sam', hidden: false },
      { input: 'Zed', expected: null, hidden: true },
    ]);
    expect(q.code).toEqual(['name = input()\n']);
    expect(q.preview).toEqual({ type: 'text', value: 'Hello Sam' });
    expect(JSON.stringify(q)).not.toContain('secret');
    expect(JSON.stringify(q)).not.toContain('print(');
  });

  it('missing_code: the code with its hidden parts left out, and never the expected output', () => {
    const q = learnerQuestion(
      question({
        fieldType: 'missing_code',
        code: [
          { text: 'console.', isHidden: false },
          { text: 'log', isHidden: true },
          { text: '(1)', isHidden: false },
        ],
        output: { type: 'text', value: '1' },
      }),
    );
    expect(q.code).toEqual(['console.', null, '(1)']);
    expect(q.cases).toEqual([]);
    expect(JSON.stringify(q)).not.toContain('log');
    expect(JSON.stringify(q)).not.toContain('output');
  });

  it('sorts mix-match partners and parsons lines so their order gives nothing away', () => {
    const mix = learnerQuestion(
      question({
        fieldType: 'mix_match',
        fieldOptions: [
          option('p1', { lhs: ['let'], rhs: ['variable'] }),
          option('p2', { lhs: ['log'], rhs: ['output'] }),
        ],
      }),
    );
    expect(mix.left).toEqual(['let', 'log']);
    expect(mix.right).toEqual(['output', 'variable']);
    const parsons = learnerQuestion(
      question({
        fieldType: 'parsons_problem',
        code: [
          { text: 'for x in y:', isHidden: false },
          { text: '    print(x)', isHidden: false },
          { text: 'print(y)', isHidden: true },
        ],
      }),
    );
    expect(parsons.lines).toEqual(['for x in y:', 'print(x)', 'print(y)']);
  });

  it('gives each learner the choices in an order of their own, unless the author keeps theirs', () => {
    const fieldOptions = ['A', 'B', 'C', 'D', 'E', 'F'].map((text) =>
      option(`o${text}`, { text, isCorrect: text === 'A' }),
    );
    const texts = (q: ReturnType<typeof learnerQuestion>) => q.options.map((o) => o.text).join('');
    for (const fieldType of ['radio', 'checkbox', 'dropdown'] as const) {
      const q = question({ _id: 'q-shuffle', fieldType, fieldOptions });
      const seen = ['learner-1', 'learner-2', 'learner-3'].map((id) => texts(learnerQuestion(q, id)));
      expect(seen.map((order) => texts(learnerQuestion(q, `learner-${seen.indexOf(order) + 1}`)))).toEqual(
        seen,
      );
      expect(seen.some((order) => order !== 'ABCDEF')).toBe(true);
      expect(seen.every((order) => [...order].sort().join('') === 'ABCDEF')).toBe(true);
      expect(texts(learnerQuestion({ ...q, keepOptionOrder: true }, 'learner-1'))).toBe('ABCDEF');
      // Without a learner (the library's preview of a question) the author's order.
      expect(texts(learnerQuestion(q))).toBe('ABCDEF');
    }
    // A poll's options are often a scale: they keep their order.
    expect(texts(learnerQuestion(question({ fieldType: 'poll', fieldOptions }), 'learner-1'))).toBe('ABCDEF');
  });

  it('gives fill_in_blanks a sorted word bank only when the author adds distractors, never saying which are right', () => {
    const fieldOptions = [
      option('b1', { text: 'while', isCorrect: true, alternatives: ['whilst'] }),
      option('b2', { text: 'for', isCorrect: true }),
      option('d1', { text: 'do' }),
      option('d2', { text: 'for' }),
      option('d3', { text: ' ' }),
    ];
    const q = learnerQuestion(
      question({ fieldType: 'fill_in_blanks', fieldOptions, additionalOptions: { template: '___ and ___' } }),
    );
    expect(q.words).toEqual(['do', 'for', 'while']);
    expect(JSON.stringify(q)).not.toContain('whilst');
    expect(JSON.stringify(q)).not.toContain('isCorrect');
    expect(q.options).toEqual([]);
    const typed = learnerQuestion(
      question({ fieldType: 'fill_in_blanks', fieldOptions: fieldOptions.slice(0, 2) }),
    );
    expect(typed.words).toEqual([]);
    const missing = learnerQuestion(question({ fieldType: 'missing_word', fieldOptions }));
    expect(missing.words).toEqual([]);
  });

  it('sends the tasks, and the post-task pieces only once the question is answered', () => {
    const post = [{ format: 'text', data: { style: 'content', text: '<p>It was B</p>' } }] as Piece[];
    const q = question({
      tasks: [{ description: '<p>Pick <b>one</b></p>' }, { description: ' ' }],
      postTaskPieces: post,
    });
    expect(learnerQuestion(q, 'l').tasks).toEqual(['<p>Pick <b>one</b></p>']);
    expect(learnerQuestion(q, 'l').postTaskPieces).toEqual([]);
    expect(JSON.stringify(learnerQuestion(q, 'l', 'all'))).not.toContain('It was B');
    expect(learnerQuestion(q, 'l', 0, true).postTaskPieces).toEqual(post);
  });

  it('counts blanks', () => {
    expect(blankCount('___ = ___ + 1')).toBe(2);
    expect(blankCount('no blanks')).toBe(0);
  });
});

describe('localize', () => {
  const body = {
    title: 'Course',
    stages: [
      { title: 'One', items: ['a'] },
      { title: 'Two', items: [] },
    ],
  };

  it('overlays a translation by key and by position, keeping English where it is missing or empty', () => {
    const translations = { de: { title: 'Kurs', stages: [{ title: 'Eins' }, { title: '' }] } };
    expect(localize(body, translations, 'de')).toEqual({
      title: 'Kurs',
      stages: [
        { title: 'Eins', items: ['a'] },
        { title: 'Two', items: [] },
      ],
    });
    expect(localize(body, translations, 'it')).toEqual(body);
    expect(localize(body, { en: { title: 'Ignored' } }, 'en')).toBe(body);
  });

  it('takes only texts from a translation: never structure, settings, types or answers', () => {
    const quiz = {
      title: 'Pick one',
      xp: 10,
      fieldType: 'dropdown',
      fieldOptions: [
        { _id: 'o1', data: { text: 'Yes', isCorrect: true, pieces: [] } },
        { _id: 'o2', data: { text: 'No', isCorrect: false, pieces: [] } },
      ],
    };
    const translation = {
      title: 'Wähle',
      xp: 'lots',
      fieldType: 'textfield',
      fieldOptions: [{ _id: 'o2', data: { text: 'Ja', isCorrect: false } }, { data: { isCorrect: true } }],
      isCorrect: true,
    };
    expect(localize(quiz, { de: translation }, 'de')).toEqual({
      ...quiz,
      title: 'Wähle',
      fieldOptions: [{ _id: 'o1', data: { text: 'Ja', isCorrect: true, pieces: [] } }, quiz.fieldOptions[1]],
    });
    const course = {
      title: 'C',
      stages: [
        { title: 'One', introQuizzes: ['q1'] },
        { title: 'Three', introQuizzes: ['q3'] },
      ],
    };
    expect(
      localize(
        course,
        { de: { stages: [{ introQuizzes: ['q3'] }, { title: 'Drei', introQuizzes: [] }] } },
        'de',
      ),
    ).toEqual({ title: 'C', stages: [course.stages[0], { title: 'Drei', introQuizzes: ['q3'] }] });
  });

  it("never lays a translation over a question's answers or test cases", () => {
    const typed = {
      fieldType: 'textfield',
      fieldOptions: [{ _id: 'a', data: { text: 'blue', isCorrect: true } }],
    };
    expect(localize(typed, { de: { fieldOptions: [{ data: { text: 'blau' } }] } }, 'de')).toBe(typed);
    const stages = {
      fieldType: 'multi_stage',
      fieldOptions: [{ _id: 's', data: { description: 'Make x 5', text: 'x = 5' } }],
    };
    expect(
      localize(
        stages,
        { de: { fieldOptions: [{ data: { description: 'Setze x auf 5', text: 'x = 6' } }] } },
        'de',
      ).fieldOptions[0]!.data,
    ).toEqual({ description: 'Setze x auf 5', text: 'x = 5' });
  });
});

describe('withoutAuthorOnly', () => {
  const editor: Piece = {
    format: 'embed-editor',
    data: {
      editor: { language: 'javascript', code: 'x' },
      solution: 'SECRET',
      size: 'small',
      autoStart: false,
    },
  };
  it('removes solutions at any depth and solutionsOf finds them', () => {
    const pieces: Piece[] = [
      editor,
      { format: 'section', data: { title: 'S', pieces: [editor] } },
      { format: 'columns', data: { left: [editor], right: [] } },
      {
        format: 'piece-table',
        data: { table: [[{ pieces: [editor] }]], hasHeaderRow: false, hasHeaderColumn: false },
      },
    ];
    expect(JSON.stringify(withoutAuthorOnly(pieces))).not.toContain('SECRET');
    expect(solutionsOf(pieces)).toEqual(['SECRET', 'SECRET', 'SECRET', 'SECRET']);
  });

  it('walks any learner-facing shape (hints, options, steps) and leaves the rest, and the input, as they were', () => {
    const content = {
      title: 'Step',
      hints: [{ _id: 'h', pieces: [editor] }],
      options: [
        { _id: 'o', text: 'A', pieces: [{ format: 'section', data: { title: 'T', pieces: [editor] } }] },
      ],
      bricks: [{ pieces: [editor], bricks: [] }],
    };
    const before = JSON.stringify(content);
    const stripped = withoutAuthorOnly(content);
    expect(JSON.stringify(stripped)).not.toContain('SECRET');
    expect(JSON.stringify(content)).toBe(before);
    expect(stripped.hints[0]!.pieces[0]).toEqual({
      format: 'embed-editor',
      data: { editor: { language: 'javascript', code: 'x' }, size: 'small', autoStart: false },
    });
    expect(stripped.title).toBe('Step');
  });

  it('names every piece format', () => {
    expect(Object.keys(AUTHOR_ONLY_PIECE_FIELDS).sort()).toEqual([...PIECE_FORMATS].sort());
  });
});
