// A small course for the learner API tests: two stages with every section, written in the seed format.

import type { SeedCourse } from '../../db/seed/courses/types.ts';
import { editor, para } from '../../db/seed/courses/types.ts';

const t = (en: string) => ({ en, ar: `${en} (ar)`, it: `${en} (it)`, de: `${en} (de)` });

export const testCourse: SeedCourse = {
  title: { en: 'Test Course', ar: 'دورة الاختبار', it: 'Corso di prova', de: 'Testkurs' },
  subheading: 'For tests',
  description: 'A course the tests walk through.',
  language: 'javascript',
  colour: '#1e6fd9',
  stages: [
    {
      title: { en: 'First stage', ar: 'المرحلة الأولى', it: 'Prima fase', de: 'Erste Stufe' },
      description: 'Start here.',
      introQuizzes: [
        {
          key: 'intro',
          type: 'quiz',
          title: 'Warm-up quiz',
          questions: [
            {
              type: 'radio',
              title: 'Pick B',
              pieces: [para('Which letter is B?')],
              options: [{ text: 'A' }, { text: 'B', correct: true }, { text: 'C' }],
            },
            {
              type: 'checkbox',
              title: 'Pick the vowels',
              pieces: [para('Which are vowels?')],
              options: [{ text: 'a', correct: true }, { text: 'b' }, { text: 'e', correct: true }],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'topic',
          title: 'Output',
          description: 'Showing things.',
          tags: ['output'],
          conceptIntro: {
            key: 'lesson',
            type: 'conceptIntro',
            title: 'Output lesson',
            questions: [
              { type: 'concept_intro', title: 'Read this', pieces: [para('console.log shows text.')] },
              {
                type: 'textfield',
                title: 'Name the function',
                pieces: [para('Which function shows text?')],
                answers: ['console.log'],
              },
            ],
          },
          boost: {
            key: 'boost',
            type: 'boost',
            title: 'Output boost',
            questions: [
              {
                type: 'fill_in_blanks',
                title: 'Fill it in',
                pieces: [],
                template: '___.log("hi")',
                blanks: ['console'],
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'tutorial',
          title: 'First program',
          description: 'Write one line.',
          requires: ['topic'],
          steps: [
            {
              title: 'Step one',
              substeps: [
                { title: 'Read', pieces: [para('Look at the editor.')] },
                {
                  title: 'Type',
                  pieces: [
                    {
                      format: 'embed-editor',
                      data: {
                        editor: { language: 'javascript', code: '' },
                        solution: 'console.log("SOLUTION-TEXT")',
                        size: 'small',
                        autoStart: false,
                      },
                    },
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Step two',
              xp: 4,
              substeps: [{ title: 'Run', pieces: [editor('javascript', 'console.log(1)')], xp: 7 }],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'challenge',
          title: 'Say hello',
          summary: 'Print a greeting.',
          brief: [para('Make the computer say hello.')],
          requires: ['tutorial'],
          steps: [
            { text: 'Open the editor', hints: [[para('It is on the right.')]] },
            { text: 'Type console.log', hints: [[para('Remember the quotes.')]] },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'final',
          type: 'quiz',
          title: 'Stage one quiz',
          questions: [
            {
              type: 'mix_match',
              title: 'Match them',
              pieces: [],
              pairs: [
                ['console.log', 'shows text'],
                ['let', 'makes a variable'],
              ],
            },
          ],
        },
      ],
    },
    {
      title: t('Second stage'),
      description: 'Then this.',
      introQuizzes: [
        {
          key: 'intro2',
          type: 'quiz',
          title: 'Second warm-up',
          questions: [
            {
              type: 'parsons_problem',
              title: 'Order the lines',
              pieces: [],
              lines: ['if (x) {', '    go();', '}'],
              distractors: ['stop();'],
            },
          ],
        },
        {
          key: 'self-check',
          type: 'quiz',
          title: 'Self check',
          assessmentType: 'self',
          questions: [{ type: 'textarea', title: 'Explain a loop', pieces: [para('What does a loop do?')] }],
        },
        {
          key: 'code-quiz',
          type: 'quiz',
          title: 'Code quiz',
          questions: [
            {
              type: 'code_challenge',
              title: 'Greet',
              pieces: [para('Greet the person named in the input.')],
              starter: 'let name = prompt();\n',
              cases: [
                { input: 'Sam', output: 'Hello Sam' },
                { input: 'Zed', output: 'Hello Zed, in secret', hidden: true },
              ],
              preview: 'Hello Sam',
            },
            {
              type: 'missing_code',
              title: 'Fill the code',
              pieces: [],
              code: ['console.', { blank: 'log' }, '(', { blank: '6 * 7' }, ');'],
              output: '42',
            },
          ],
        },
      ],
      topics: [],
      tutorials: [],
      challenges: [],
      finalQuizzes: [],
    },
  ],
  references: [
    {
      title: 'Values',
      description: 'Numbers and text.',
      pieces: [para('A value is a piece of data.')],
      children: [{ title: 'console.log', description: 'Showing text.', pieces: [para('It prints.')] }],
    },
  ],
};
