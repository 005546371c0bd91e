// A page for authors that shows every kind of piece a lesson can hold, once each: text, images, sections,
// columns, definitions, tables, links, code, editors, syntax, lists, code exercises and badges. Videos and
// embedded pages come from other sites and are left out here. The demo keeps it as a "note" (demo.ts), so it
// is in the authors' reference library and never in the learners' reference.
import type { Piece } from '@brickyard/core';
import type { SeedReference } from './types.ts';
import {
  bullets,
  code,
  codeExercise,
  columns,
  definition,
  editor,
  numbered,
  para,
  section,
  signal,
  subheading,
  syntax,
  table,
} from './types.ts';

const pieces: Piece[] = [
  para(
    'Lessons and reference pages are built from <strong>pieces</strong>. Here is one of each, as learners see it.',
  ),
  subheading('Pictures'),
  {
    format: 'image',
    data: {
      images: { en: { url: '/images/bricks.svg', alt: 'Three coloured bricks stacked like a small wall' } },
      caption: 'Programs are built brick by brick.',
    },
  },
  section(
    'A section groups pieces',
    para('Everything inside this box belongs together.'),
    bullets('Bulleted lists have no order.', 'Each item starts with a dot.'),
    numbered('Numbered lists show steps.', 'Do them in order.'),
  ),
  columns(
    [subheading('Left column'), para('On a wide screen these sit side by side.')],
    [subheading('Right column'), para('On a phone they stack on top of each other.')],
  ),
  definition('Variable', 'A named box that keeps a value, so you can use it later.'),
  table(
    [
      ['Value', 'Type', 'Example'],
      ['Number', '<code>number</code>', '<code>42</code>'],
      ['Text', '<code>string</code>', '<code>"hello"</code>'],
      ['Yes or no', '<code>boolean</code>', '<code>true</code>'],
    ],
    [2, 2, 3],
  ),
  {
    format: 'piece-table',
    data: {
      hasHeaderRow: true,
      hasHeaderColumn: true,
      table: [
        [{ pieces: [para('Language')] }, { pieces: [para('Say hello')] }],
        [{ pieces: [para('JavaScript')] }, { pieces: [code('javascript', 'console.log("Hello");')] }],
        [{ pieces: [para('Python')] }, { pieces: [code('python', 'print("Hello")')] }],
      ],
    },
  },
  {
    format: 'link',
    data: { action: 'editor', label: 'Open the Python reference', link: '/reference/python' },
  },
  subheading('Code'),
  code('javascript', 'let score = 0;\nscore = score + 10;\nconsole.log(score);'),
  syntax('javascript', 'let name = "Sam";', [
    { highlight: 'let', description: 'makes a new variable' },
    { highlight: 'name', description: 'the variable’s name' },
    { highlight: '"Sam"', description: 'the value it keeps' },
  ]),
  editor('javascript', '// Type your code here\nconsole.log("Hi!");'),
  {
    format: 'embed-editor',
    data: { editor: { language: 'python', code: 'print(2 + 3)' }, size: 'small', autoStart: false },
  },
  codeExercise(
    'javascript',
    [
      { code: 'console.log(2 + 3);', result: '5' },
      { code: 'console.log("2" + "3");', result: '23' },
    ],
    'Guess the result before you look.',
  ),
  signal('learn'),
  { format: 'purpose', data: { value: 'course' } },
  { format: 'audience', data: { value: 'student' } },
  { format: 'handler', data: { value: 'click' } },
];

export const pieceGuide: SeedReference = {
  title: 'Piece guide (for authors)',
  description: 'Every kind of piece a lesson can hold, once each.',
  pieces,
};
