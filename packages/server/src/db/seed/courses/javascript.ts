// "JavaScript: first steps": a beginner course for 11 to 14 year olds, in three stages: making the computer
// talk, remembering things in variables, and making decisions with if and else.
//
// The end-to-end test walks through stage 1 with the answers written here, so stage 1 keeps to the question
// types it can answer in a browser (no textarea, poll or parsons problem), its intro quiz has exactly two
// questions starting with a radio one, and its final quiz starts with a radio question.
// Option texts, mix-and-match items, templates and multi-stage prompts are shown as plain text: no HTML there.
import {
  bullets,
  code,
  codeExercise,
  columns,
  definition,
  editor,
  numbered,
  para,
  type SeedCourse,
  section,
  signal,
  subheading,
  syntax,
  table,
} from './types.ts';

export const javascriptCourse: SeedCourse = {
  title: {
    en: 'JavaScript: first steps',
    ar: 'جافاسكريبت: الخطوات الأولى',
    it: 'JavaScript: primi passi',
    de: 'JavaScript: erste Schritte',
  },
  subheading: 'Write your first programs in the language of the web',
  description:
    'Make the computer talk, remember things and make decisions. Three short stages, each with lessons, practice, a tutorial and a challenge.',
  language: 'javascript',
  colour: '#f7b500',
  stages: [
    // Stage 1 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Talking to the computer',
        ar: 'التحدث إلى الحاسوب',
        it: 'Parlare con il computer',
        de: 'Mit dem Computer sprechen',
      },
      description:
        'A program is a list of instructions. Your first instructions show messages and work out sums.',
      introQuizzes: [
        {
          key: 'js1-intro',
          type: 'quiz',
          title: 'What do you know already?',
          description: 'Two quick questions before we start. It is fine not to know yet!',
          questions: [
            {
              type: 'radio',
              title: 'What is a program?',
              pieces: [para('Pick the best answer.')],
              options: [
                { text: 'A list of instructions for a computer', correct: true },
                { text: 'A picture on the screen' },
                { text: 'A kind of keyboard' },
              ],
            },
            {
              type: 'dropdown',
              title: 'Where does JavaScript run?',
              pieces: [
                para(
                  'JavaScript is the language of the web. Where do most JavaScript programs run? Choose from the list.',
                ),
              ],
              options: [
                { text: 'In a web browser', correct: true },
                { text: 'Inside a pencil' },
                { text: 'Only on paper' },
              ],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'js1-topic-output',
          title: 'Showing messages',
          description: 'How a program shows text with console.log.',
          tags: ['output', 'console.log', 'strings'],
          conceptIntro: {
            key: 'js1-lesson-output',
            type: 'conceptIntro',
            title: 'Lesson: showing messages',
            description: 'Your very first JavaScript instruction.',
            questions: [
              {
                type: 'concept_intro',
                title: 'Your first instruction',
                pieces: [
                  para(
                    'A program is a list of <strong>instructions</strong>. The computer follows them one by one, from top to bottom.',
                  ),
                  para(
                    'To show a message, JavaScript uses <code>console.log</code>. Whatever you put between the round brackets appears in the <em>console</em>: the place where a program shows its messages.',
                  ),
                  syntax('javascript', 'console.log("Hello!");', [
                    { highlight: 'console.log', description: 'the instruction that shows a message' },
                    { highlight: '"Hello!"', description: 'the message, inside quotes' },
                    { highlight: ';', description: 'a semicolon ends the instruction, like a full stop' },
                  ]),
                ],
              },
              {
                type: 'concept_intro',
                title: 'Text needs quotes',
                pieces: [
                  para(
                    'Text in a program is called a <strong>string</strong>. Strings go inside quotes, so the computer knows where the text starts and stops.',
                  ),
                  definition('String', 'A piece of text, written between quotes: <code>"like this"</code>.'),
                  code('javascript', 'console.log("I love coding");\nconsole.log("Line two");'),
                  para(
                    'This program shows two lines, in order: first <em>I love coding</em>, then <em>Line two</em>.',
                  ),
                  bullets(
                    'Double quotes <code>"hi"</code> and single quotes <code>\'hi\'</code> both work. Just use the same kind at both ends.',
                    'Capital letters matter: write <code>console</code>, not <code>Console</code>.',
                    'Every opening bracket <code>(</code> needs a closing bracket <code>)</code>.',
                  ),
                ],
              },
              {
                type: 'textfield',
                title: 'Name the instruction',
                pieces: [
                  para('Which instruction shows a message in the console? Type it without the brackets.'),
                ],
                answers: ['console.log', 'console.log()'],
                hints: [[para('It has two words joined by a dot. The first one is <code>console</code>.')]],
              },
              {
                type: 'dropdown',
                title: 'What goes around text?',
                pieces: [
                  para('In <code>console.log(…Hello…);</code>, what must go around the word <em>Hello</em>?'),
                ],
                options: [{ text: 'Quotes', correct: true }, { text: 'Stars' }, { text: 'Nothing' }],
              },
            ],
          },
          boost: {
            key: 'js1-boost-output',
            type: 'boost',
            title: 'Practice: showing messages',
            questions: [
              {
                type: 'missing_word',
                title: 'Finish the instruction',
                pieces: [para('Type the missing word so the program shows <em>Hi</em>.')],
                template: 'console.___("Hi");',
                answers: ['log'],
              },
              {
                type: 'radio',
                title: 'Spot the correct line',
                pieces: [para('Which line is written correctly?')],
                options: [
                  { text: 'console.log("Good morning");', correct: true },
                  { text: 'console.log(Good morning);' },
                  { text: 'log.console("Good morning");' },
                ],
                hints: [
                  [
                    para(
                      'Text needs quotes, and the instruction is <code>console</code> dot <code>log</code>.',
                    ),
                  ],
                ],
              },
              {
                type: 'checkbox',
                title: 'Lines that work',
                pieces: [para('Choose every line that shows a message without an error.')],
                options: [
                  { text: 'console.log("Yes!");', correct: true },
                  { text: "console.log('Yes!');", correct: true },
                  { text: 'console.log("Yes!);' },
                  { text: 'Console.log("Yes!");' },
                ],
                hints: [[para('Check the quotes at both ends, and the capital letters.')]],
              },
            ],
          },
        },
        {
          key: 'js1-topic-numbers',
          title: 'Numbers and sums',
          description: 'The computer as a very fast calculator.',
          tags: ['numbers', 'arithmetic'],
          conceptIntro: {
            key: 'js1-lesson-numbers',
            type: 'conceptIntro',
            title: 'Lesson: numbers and sums',
            description: 'Let the computer do the maths.',
            questions: [
              {
                type: 'concept_intro',
                title: 'Doing maths',
                pieces: [
                  para('Numbers do <strong>not</strong> need quotes. JavaScript works out sums for you.'),
                  table(
                    [
                      ['Sign', 'Means', 'Example', 'Result'],
                      ['<code>+</code>', 'add', '<code>2 + 3</code>', '5'],
                      ['<code>-</code>', 'take away', '<code>9 - 4</code>', '5'],
                      ['<code>*</code>', 'times', '<code>3 * 4</code>', '12'],
                      ['<code>/</code>', 'divide', '<code>10 / 2</code>', '5'],
                    ],
                    [1, 2, 2, 1],
                  ),
                  code('javascript', 'console.log(6 * 7);'),
                  para('This shows <strong>42</strong>: the answer, not the sum itself.'),
                ],
              },
              {
                type: 'concept_intro',
                title: 'Number or text?',
                pieces: [
                  para('Quotes change everything. Compare these two programs:'),
                  columns(
                    [
                      subheading('A number sum'),
                      code('javascript', 'console.log(2 + 3);'),
                      para('Shows <strong>5</strong>. The computer does the sum.'),
                    ],
                    [
                      subheading('A string'),
                      code('javascript', 'console.log("2 + 3");'),
                      para('Shows <strong>2 + 3</strong>. Inside quotes it is just text.'),
                    ],
                  ),
                ],
              },
              {
                type: 'fill_in_blanks',
                title: 'Complete the sum',
                pieces: [para('Type the missing sign so the program shows <strong>12</strong>.')],
                template: 'console.log(3 ___ 4);',
                blanks: ['*'],
                hints: [[para('3 and 4 make 12 when you multiply them.')]],
              },
              {
                type: 'mix_match',
                title: 'Match the sign to its job',
                pieces: [para('Choose what each sign does.')],
                pairs: [
                  ['+', 'add'],
                  ['-', 'take away'],
                  ['*', 'times'],
                  ['/', 'divide'],
                ],
              },
            ],
          },
          boost: {
            key: 'js1-boost-numbers',
            type: 'boost',
            title: 'Practice: numbers and sums',
            questions: [
              {
                type: 'textfield',
                title: 'What number appears?',
                pieces: [
                  code('javascript', 'console.log(10 - 3);'),
                  para('What number appears in the console?'),
                ],
                answers: ['7'],
              },
              {
                type: 'radio',
                title: 'Text or number?',
                pieces: [code('javascript', 'console.log("2 + 2");'), para('What does this show?')],
                options: [{ text: '2 + 2', correct: true }, { text: '4' }, { text: 'Nothing' }],
              },
              {
                type: 'dropdown',
                title: 'The times sign',
                pieces: [para('Which sign does JavaScript use to multiply two numbers?')],
                options: [{ text: '*', correct: true }, { text: 'x' }, { text: '#' }],
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'js1-tutorial',
          title: 'My first program',
          description: 'Write a program that introduces you and does some maths.',
          requires: ['js1-topic-output', 'js1-topic-numbers'],
          steps: [
            {
              title: 'Say hello',
              substeps: [
                {
                  title: 'Meet the editor',
                  pieces: [
                    signal('learn'),
                    para(
                      'This box is a <strong>code editor</strong>. You type instructions in it, then run them.',
                    ),
                    editor('javascript', 'console.log("Hello, world!");'),
                    para('When it runs, the console shows <em>Hello, world!</em>'),
                  ],
                  hints: [
                    [
                      para(
                        'Nothing to type yet. Find the message between the quotes: that is what the console will show.',
                      ),
                    ],
                  ],
                },
                {
                  title: 'Change the message',
                  pieces: [
                    signal('code'),
                    para(
                      'Change the text between the quotes so it says hello to <strong>you</strong>, for example <code>"Hello, Sam!"</code>.',
                    ),
                    editor('javascript', 'console.log("Hello, world!");'),
                  ],
                  hints: [
                    [para('Only change the words inside the quotes. Keep the quotes and the brackets.')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Tell us more',
              substeps: [
                {
                  title: 'Add more lines',
                  pieces: [
                    para(
                      'Each <code>console.log</code> shows one line. Add two more lines: your favourite food and your favourite animal.',
                    ),
                    editor('javascript', 'console.log("Hello, Sam!");\nconsole.log("I like pizza.");\n'),
                  ],
                  hints: [[para('Copy the last line, paste it underneath, and change the text.')]],
                  checkmark: true,
                },
                {
                  title: 'Fix the broken line',
                  pieces: [
                    para(
                      'Programmers call a mistake a <strong>bug</strong>. This program has one: a quote is missing. Find it and fix it.',
                    ),
                    editor('javascript', 'console.log("I have a bug);'),
                  ],
                  hints: [
                    [para('Text needs a quote at the start <em>and</em> at the end.')],
                    [code('javascript', 'console.log("I have a bug");')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Add some maths',
              substeps: [
                {
                  title: 'Your age in 10 years',
                  pieces: [
                    para('Programs can mix text and numbers. Show how old you will be in 10 years.'),
                    editor('javascript', 'console.log("In 10 years I will be");\nconsole.log(12 + 10);'),
                    para('Change <code>12</code> to your age. Remember: no quotes around the sum.'),
                  ],
                  checkmark: true,
                },
                {
                  title: 'Minutes in a day',
                  pieces: [
                    para(
                      'A day has 24 hours and each hour has 60 minutes. Add a line that shows how many minutes are in a day.',
                    ),
                    editor('javascript', 'console.log("Minutes in a day:");\n'),
                  ],
                  hints: [
                    [para('Multiply with <code>*</code>.')],
                    [code('javascript', 'console.log(24 * 60);')],
                  ],
                  checkmark: true,
                },
              ],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'js1-challenge',
          title: 'Greeting card',
          summary: 'Write a program that prints a birthday card for a friend.',
          brief: [
            signal('challenge'),
            para(
              'Your friend has a birthday! Write a program that prints a small greeting card in the console.',
            ),
            bullets(
              'At least four lines of text',
              'Your friend’s name',
              'A sum that works out their new age',
            ),
          ],
          requires: ['js1-tutorial'],
          steps: [
            {
              text: 'Print a first line that says who the card is for.',
              hints: [[code('javascript', 'console.log("Dear Alex,");')]],
            },
            {
              text: 'Print two lines with your birthday wishes.',
              hints: [[para('Use one <code>console.log</code> for each line.')]],
            },
            {
              text: 'Print their new age with a sum.',
              hints: [
                [para('Numbers need no quotes: <code>console.log(11 + 1);</code>')],
                [para('If you put the sum in quotes, you will see the sum, not the answer.')],
              ],
            },
            {
              text: 'Sign the card with your name.',
              hints: [[para('The last line could say <em>From Sam</em>.')]],
            },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'js1-final',
          type: 'quiz',
          title: 'Stage 1 quiz',
          description: 'Show what you learned about messages and sums.',
          questions: [
            {
              type: 'radio',
              title: 'What will it show?',
              pieces: [code('javascript', 'console.log("Hi");\nconsole.log("there");')],
              options: [
                { text: 'Hi, then there on the next line', correct: true },
                { text: 'there, then Hi' },
                { text: 'Nothing at all' },
              ],
            },
            {
              type: 'checkbox',
              title: 'Which lines are correct?',
              pieces: [para('Choose every line without a mistake.')],
              options: [
                { text: 'console.log(5 + 5);', correct: true },
                { text: 'console.log("Well done");', correct: true },
                { text: 'console.log(Well done);' },
              ],
            },
            {
              type: 'fill_in_blanks',
              title: 'Repair the program',
              pieces: [
                para('Fill in the blanks so the program shows <em>Bye</em> and then <strong>10</strong>.'),
              ],
              template: 'console.___("Bye");\nconsole.log(5 ___ 5);',
              blanks: ['log', '+'],
            },
            {
              type: 'textfield',
              title: 'Work it out',
              pieces: [code('javascript', 'console.log(4 * 5);'), para('What number is shown?')],
              answers: ['20'],
            },
          ],
        },
      ],
    },
    // Stage 2 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Remembering things',
        ar: 'تذكّر الأشياء',
        it: 'Ricordare le cose',
        de: 'Dinge merken',
      },
      description: 'Variables let a program remember values, change them and join them into messages.',
      introQuizzes: [
        {
          key: 'js2-intro',
          type: 'quiz',
          title: 'Ready for variables?',
          description: 'Tell us how you feel, then one question to warm up.',
          questions: [
            {
              type: 'poll',
              title: 'How did stage 1 feel?',
              pieces: [para('There is no wrong answer: it helps your teacher.')],
              options: [{ text: 'Easy' }, { text: 'Just right' }, { text: 'Tricky' }],
            },
            {
              type: 'radio',
              title: 'Remembering a score',
              pieces: [para('A game needs to remember your score while you play. What does it use?')],
              options: [
                { text: 'A variable', correct: true },
                { text: 'A picture' },
                { text: 'A full stop' },
              ],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'js2-topic-variables',
          title: 'Variables',
          description: 'Named boxes that keep values: let and const.',
          tags: ['variables', 'let', 'const'],
          conceptIntro: {
            key: 'js2-lesson-variables',
            type: 'conceptIntro',
            title: 'Lesson: variables',
            description: 'Give a value a name so you can use it later.',
            questions: [
              {
                type: 'concept_intro',
                title: 'A box with a name',
                pieces: [
                  definition('Variable', 'A named box that keeps a value, so the program can use it later.'),
                  syntax('javascript', 'let score = 10;', [
                    { highlight: 'let', description: 'makes a new variable' },
                    { highlight: 'score', description: 'its name' },
                    { highlight: '=', description: 'puts a value in the box' },
                    { highlight: '10', description: 'the value' },
                  ]),
                  code('javascript', 'let score = 10;\nconsole.log(score);'),
                  para(
                    'This shows <strong>10</strong>. There are no quotes around <code>score</code>, because we want the value in the box, not the word.',
                  ),
                ],
              },
              {
                type: 'concept_intro',
                title: 'let or const?',
                pieces: [
                  para(
                    'A variable made with <code>let</code> can get a new value later. One made with <code>const</code> (short for <em>constant</em>) keeps its first value for ever.',
                  ),
                  columns(
                    [
                      subheading('let: can change'),
                      code('javascript', 'let lives = 3;\nlives = lives - 1;\nconsole.log(lives); // 2'),
                    ],
                    [
                      subheading('const: stays the same'),
                      code('javascript', 'const days = 7;\ndays = 8; // error!'),
                    ],
                  ),
                  bullets(
                    'Names start with a letter and have no spaces: <code>highScore</code>, not <code>high score</code>.',
                    'Choose names that say what is inside: <code>score</code> is better than <code>s</code>.',
                  ),
                ],
              },
              {
                type: 'missing_word',
                title: 'Make a variable',
                pieces: [para('Which word makes a new variable? Type it in the gap.')],
                template: '___ lives = 3;',
                answers: ['let', 'const'],
              },
              {
                type: 'multi_stage',
                title: 'Follow the box',
                pieces: [
                  code('javascript', 'let apples = 5;\napples = apples + 2;'),
                  para('Answer one part at a time.'),
                ],
                stages: [
                  { prompt: 'What is in apples after the first line?', answer: '5' },
                  { prompt: 'And after the second line?', answer: '7' },
                ],
              },
              {
                type: 'checkbox',
                title: 'Good variable names',
                pieces: [para('Choose every name JavaScript accepts for a variable.')],
                options: [
                  { text: 'score', correct: true },
                  { text: 'highScore', correct: true },
                  { text: 'high score' },
                  { text: '2players' },
                ],
                hints: [[para('Names cannot have spaces and cannot start with a digit.')]],
              },
            ],
          },
          boost: {
            key: 'js2-boost-variables',
            type: 'boost',
            title: 'Practice: variables',
            questions: [
              {
                type: 'textfield',
                title: 'What is shown?',
                pieces: [code('javascript', 'let coins = 4;\ncoins = coins * 2;\nconsole.log(coins);')],
                answers: ['8'],
              },
              {
                type: 'dropdown',
                title: 'Name or value?',
                pieces: [
                  code('javascript', 'let pet = "cat";'),
                  para('In this line, what is <code>"cat"</code>?'),
                ],
                options: [
                  { text: 'The value', correct: true },
                  { text: 'The name' },
                  { text: 'An instruction' },
                ],
              },
              {
                type: 'parsons_problem',
                title: 'Collect the coins',
                pieces: [
                  para(
                    'Put the lines in order so the program starts with 0 coins, finds 5 more and shows <strong>5</strong>. One line does not belong.',
                  ),
                ],
                lines: ['let coins = 0;', 'coins = coins + 5;', 'console.log(coins);'],
                distractors: ['console.log("coins");'],
              },
            ],
          },
        },
        {
          key: 'js2-topic-strings',
          title: 'Joining text',
          description: 'Putting strings and variables together into one message.',
          tags: ['strings', 'concatenation'],
          conceptIntro: {
            key: 'js2-lesson-strings',
            type: 'conceptIntro',
            title: 'Lesson: joining text',
            description: 'Use + to glue strings together.',
            questions: [
              {
                type: 'concept_intro',
                title: 'Plus joins text',
                pieces: [
                  para(
                    'With numbers, <code>+</code> adds. With strings, <code>+</code> <strong>joins</strong> them end to end.',
                  ),
                  codeExercise('javascript', [
                    { code: 'console.log("sun" + "flower");', result: 'sunflower' },
                    { code: 'let name = "Mia";\nconsole.log("Hi " + name);', result: 'Hi Mia' },
                    { code: 'let age = 12;\nconsole.log("I am " + age);', result: 'I am 12' },
                  ]),
                  para(
                    'Spaces count: <code>"Hi "</code> has a space at the end so the words do not stick together.',
                  ),
                ],
              },
              {
                type: 'textarea',
                title: 'In your own words',
                pieces: [para('Explain what <code>+</code> does with two strings, in one or two sentences.')],
              },
              {
                type: 'fill_in_blanks',
                title: 'Build the greeting',
                pieces: [para('Fill in the blanks so the program shows <em>Hello Zoe</em>.')],
                template: 'let name = "Zoe";\nconsole.log("Hello " ___ ___);',
                blanks: ['+', 'name'],
              },
              {
                type: 'radio',
                title: 'Where did the space go?',
                pieces: [code('javascript', 'console.log("ice" + "cream");'), para('What does this show?')],
                options: [{ text: 'icecream', correct: true }, { text: 'ice cream' }, { text: 'ice+cream' }],
              },
            ],
          },
          boost: {
            key: 'js2-boost-strings',
            type: 'boost',
            title: 'Practice: joining text',
            questions: [
              {
                type: 'mix_match',
                title: 'Match the code to what it shows',
                pieces: [para('Careful: quotes make a string, even when it holds a digit.')],
                pairs: [
                  ['"5" + "5"', '55'],
                  ['5 + 5', '10'],
                  ['"5" + "!"', '5!'],
                ],
              },
              {
                type: 'textfield',
                title: 'Join them',
                pieces: [
                  code('javascript', 'let x = "tic";\nconsole.log(x + "tac");'),
                  para('What is shown?'),
                ],
                answers: ['tictac'],
              },
              {
                type: 'code_challenge',
                title: 'Shout it',
                pieces: [
                  para(
                    'The program asks for a word with <code>prompt()</code>. Show it followed by an exclamation mark: for <em>hello</em> it shows <em>hello!</em>',
                  ),
                ],
                hints: [[para('Join with <code>+</code>: word + "!"')]],
                starter: 'let word = prompt();\n// Show the word with ! after it\n',
                cases: [
                  { input: 'hello', output: 'hello!' },
                  { input: 'stop', output: 'stop!' },
                  { input: 'two words', output: 'two words!', hidden: true },
                ],
                preview: 'hello!',
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'js2-tutorial',
          title: 'Score keeper',
          description: 'Keep a game score in a variable and tell the player how they are doing.',
          requires: ['js2-topic-variables', 'js2-topic-strings'],
          steps: [
            {
              title: 'Start the score',
              substeps: [
                {
                  title: 'Make the variable',
                  pieces: [
                    para(
                      'Make a variable called <code>score</code> that starts at 0, and show it. We use <code>let</code> because the score will change.',
                    ),
                    editor('javascript', 'let score = 0;\nconsole.log(score);'),
                  ],
                  hints: [[para('Run the code as it is first: it should show 0.')]],
                  checkmark: true,
                },
                {
                  title: 'Win some points',
                  pieces: [
                    para('Each time the player finds a star, add 10:'),
                    code('javascript', 'score = score + 10;'),
                    para(
                      'Add this line twice, <em>before</em> the <code>console.log</code>. The score should be 20.',
                    ),
                    editor('javascript', 'let score = 0;\n\nconsole.log(score);'),
                  ],
                  hints: [
                    [para('Type the new lines in the empty line between the two lines already there.')],
                    [
                      code(
                        'javascript',
                        'let score = 0;\nscore = score + 10;\nscore = score + 10;\nconsole.log(score);',
                      ),
                    ],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Tell the player',
              substeps: [
                {
                  title: 'A friendly message',
                  pieces: [
                    para('Join text and the score into one message. Change the last line to:'),
                    code('javascript', 'console.log("Your score is " + score);'),
                    editor('javascript', 'let score = 20;\nconsole.log(score);'),
                  ],
                  checkmark: true,
                },
                {
                  title: 'Who is playing?',
                  pieces: [
                    para(
                      'Add a variable <code>player</code> with your name, and show a message like <em>Sam has 20 points</em>.',
                    ),
                    editor('javascript', 'let score = 20;\nlet player = "Sam";\n'),
                  ],
                  hints: [
                    [para('You can join more than two things: text, a variable, more text…')],
                    [code('javascript', 'console.log(player + " has " + score + " points");')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Rules that never change',
              substeps: [
                {
                  title: 'A constant bonus',
                  pieces: [
                    para(
                      'Finding a golden star always gives 50 points. That never changes, so use <code>const</code>. Add the bonus to the score and show it.',
                    ),
                    editor(
                      'javascript',
                      'const bonus = 50;\nlet score = 20;\nscore = score + bonus;\nconsole.log(score);',
                    ),
                  ],
                  hints: [[para('It should show 70.')]],
                  checkmark: true,
                },
                {
                  title: 'Try to break it',
                  pieces: [
                    para(
                      'Add the line <code>bonus = 100;</code> at the end and run the program. JavaScript stops with an error: a <code>const</code> cannot get a new value. Then remove the line again.',
                    ),
                    editor('javascript', 'const bonus = 50;\nconsole.log(bonus);\n'),
                  ],
                  hints: [[para('The error says something like <em>Assignment to constant variable</em>.')]],
                  checkmark: true,
                },
              ],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'js2-challenge',
          title: 'Party shopping',
          summary: 'Work out the total cost of the snacks for a class party with variables.',
          brief: [
            signal('challenge'),
            para('You are buying snacks for a class party. Use variables to work out what it all costs.'),
            table(
              [
                ['Snack', 'Price (€)', 'How many'],
                ['Crisps', '1', '6'],
                ['Juice', '2', '4'],
              ],
              [2, 1, 1],
            ),
            para('Your program should end by showing a message like <em>The party costs 14 euros</em>.'),
          ],
          requires: ['js2-tutorial'],
          steps: [
            {
              text: 'Make a const variable for each price.',
              hints: [[code('javascript', 'const crispsPrice = 1;\nconst juicePrice = 2;')]],
            },
            {
              text: 'Work out the cost of each snack: price times how many.',
              hints: [
                [para('Use <code>*</code> to multiply.')],
                [code('javascript', 'let crispsCost = crispsPrice * 6;')],
              ],
            },
            {
              text: 'Add the costs into a variable called total.',
              hints: [[code('javascript', 'let total = crispsCost + juiceCost;')]],
            },
            {
              text: 'Show a message with the total in it.',
              hints: [[para('Join text and the total with <code>+</code>, and mind the spaces.')]],
            },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'js2-final',
          type: 'quiz',
          title: 'Stage 2 quiz',
          description: 'Variables, let and const, and joining text.',
          questions: [
            {
              type: 'radio',
              title: 'Add two variables',
              pieces: [
                code('javascript', 'let a = 3;\nlet b = 4;\nconsole.log(a + b);'),
                para('What is shown?'),
              ],
              options: [{ text: '7', correct: true }, { text: '34' }, { text: 'a + b' }],
            },
            {
              type: 'parsons_problem',
              title: 'Put the program in order',
              pieces: [
                para('Arrange the lines so the program shows <em>Lives: 2</em>. One line does not belong.'),
              ],
              lines: ['let lives = 3;', 'lives = lives - 1;', 'console.log("Lives: " + lives);'],
              distractors: ['const lives = 3;'],
            },
            {
              type: 'dropdown',
              title: 'Changing a constant',
              pieces: [code('javascript', 'const name = "Ali";\nname = "Ben";'), para('What happens?')],
              options: [
                { text: 'An error', correct: true },
                { text: 'name becomes Ben' },
                { text: 'name becomes AliBen' },
              ],
            },
            {
              type: 'multi_stage',
              title: 'Trace the message',
              pieces: [code('javascript', 'let word = "ha";\nword = word + word;\nword = word + "!";')],
              stages: [
                { prompt: 'What is in word after the second line?', answer: 'haha' },
                { prompt: 'And after the third line?', answer: 'haha!' },
              ],
            },
          ],
        },
      ],
    },
    // Stage 3 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Making decisions',
        ar: 'اتخاذ القرارات',
        it: 'Prendere decisioni',
        de: 'Entscheidungen treffen',
      },
      description: 'Programs compare values and choose what to do with if and else.',
      introQuizzes: [
        {
          key: 'js3-intro',
          type: 'quiz',
          title: 'Thinking about choices',
          description: 'Decisions are everywhere. What do you know about them?',
          questions: [
            {
              type: 'radio',
              title: 'Everyday decisions',
              pieces: [para('"If it rains, take an umbrella." What decides whether you take the umbrella?')],
              options: [
                { text: 'Whether it rains', correct: true },
                { text: 'The colour of the umbrella' },
                { text: 'The day of the week' },
              ],
            },
            {
              type: 'checkbox',
              title: 'Yes-or-no questions',
              pieces: [para('Which of these questions can only be answered with yes or no?')],
              options: [
                { text: 'Is 5 bigger than 3?', correct: true },
                { text: 'Is the door open?', correct: true },
                { text: 'What is your name?' },
              ],
            },
            {
              type: 'poll',
              title: 'How sure are you about variables?',
              pieces: [para('We will use variables a lot in this stage.')],
              options: [{ text: 'Very sure' }, { text: 'Quite sure' }, { text: 'I need more practice' }],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'js3-topic-compare',
          title: 'Comparing values',
          description: 'Questions with a true or false answer.',
          tags: ['comparison', 'boolean'],
          conceptIntro: {
            key: 'js3-lesson-compare',
            type: 'conceptIntro',
            title: 'Lesson: comparing values',
            description: 'Ask the computer yes-or-no questions.',
            questions: [
              {
                type: 'concept_intro',
                title: 'True or false',
                pieces: [
                  para(
                    'A comparison asks a question. The answer is always <code>true</code> or <code>false</code>.',
                  ),
                  definition('Boolean', 'A value that is either <code>true</code> or <code>false</code>.'),
                  table(
                    [
                      ['Sign', 'Asks', 'Example', 'Answer'],
                      ['<code>&gt;</code>', 'bigger than?', '<code>5 &gt; 3</code>', 'true'],
                      ['<code>&lt;</code>', 'smaller than?', '<code>5 &lt; 3</code>', 'false'],
                      ['<code>&gt;=</code>', 'bigger or the same?', '<code>4 &gt;= 4</code>', 'true'],
                      ['<code>===</code>', 'the same?', '<code>4 === 4</code>', 'true'],
                      ['<code>!==</code>', 'different?', '<code>4 !== 4</code>', 'false'],
                    ],
                    [1, 2, 2, 1],
                  ),
                  code('javascript', 'let age = 13;\nconsole.log(age > 12); // true'),
                ],
              },
              {
                type: 'concept_intro',
                title: 'One equals or three?',
                pieces: [
                  para('Do not mix these up. They look alike but do very different jobs.'),
                  syntax('javascript', 'score = 100;\nscore === 100', [
                    {
                      highlight: '=',
                      description: 'one equals sign <strong>puts</strong> a value in a variable',
                    },
                    {
                      highlight: '===',
                      description: 'three equals signs <strong>ask</strong> whether two values are the same',
                    },
                  ]),
                ],
              },
              {
                type: 'dropdown',
                title: 'What is the answer?',
                pieces: [code('javascript', 'console.log(10 > 20);')],
                options: [{ text: 'false', correct: true }, { text: 'true' }, { text: '30' }],
              },
              {
                type: 'mix_match',
                title: 'Match the sign',
                pieces: [para('Choose the question each sign asks.')],
                pairs: [
                  ['>', 'bigger than?'],
                  ['<', 'smaller than?'],
                  ['===', 'the same?'],
                  ['!==', 'different?'],
                ],
              },
            ],
          },
          boost: {
            key: 'js3-boost-compare',
            type: 'boost',
            title: 'Practice: comparing values',
            questions: [
              {
                type: 'textfield',
                title: 'True or false?',
                pieces: [
                  code('javascript', 'let age = 12;\nconsole.log(age === 12);'),
                  para('Type what the console shows.'),
                ],
                answers: ['true'],
              },
              {
                type: 'radio',
                title: 'Which one compares?',
                pieces: [para('Which line asks whether <code>score</code> is 100?')],
                options: [
                  { text: 'score === 100', correct: true },
                  { text: 'score = 100' },
                  { text: 'score + 100' },
                ],
              },
              {
                type: 'missing_word',
                title: 'Bigger or the same',
                pieces: [para('Type the sign that asks <em>is points bigger than or the same as 50?</em>')],
                template: 'points ___ 50',
                answers: ['>='],
              },
            ],
          },
        },
        {
          key: 'js3-topic-if',
          title: 'If and else',
          description: 'Running code only when something is true.',
          tags: ['if', 'else', 'selection'],
          conceptIntro: {
            key: 'js3-lesson-if',
            type: 'conceptIntro',
            title: 'Lesson: if and else',
            description: 'Let your program choose a path.',
            questions: [
              {
                type: 'concept_intro',
                title: 'Choosing a path',
                pieces: [
                  para(
                    '<code>if</code> runs the code inside its curly brackets only when the comparison is <code>true</code>. <code>else</code> runs when it is <code>false</code>.',
                  ),
                  syntax('javascript', 'if (temperature > 20) {\n  console.log("Wear a T-shirt");\n}', [
                    { highlight: 'if', description: 'starts the decision' },
                    { highlight: '(temperature > 20)', description: 'the question, in round brackets' },
                    { highlight: '{', description: 'the code to run starts here…' },
                    { highlight: '}', description: '…and ends here' },
                  ]),
                  code(
                    'javascript',
                    'let temperature = 25;\nif (temperature > 20) {\n  console.log("Wear a T-shirt");\n} else {\n  console.log("Wear a jumper");\n}',
                  ),
                  numbered(
                    'The computer checks <code>temperature &gt; 20</code>.',
                    'It is true, so it shows <em>Wear a T-shirt</em>.',
                    'The <code>else</code> part is skipped.',
                  ),
                ],
              },
              {
                type: 'concept_intro',
                title: 'More than two paths',
                pieces: [
                  para(
                    'Use <code>else if</code> to ask another question. The computer checks from the top and runs only the <strong>first</strong> path that is true.',
                  ),
                  code(
                    'javascript',
                    'let score = 75;\nif (score >= 90) {\n  console.log("Gold");\n} else if (score >= 50) {\n  console.log("Silver");\n} else {\n  console.log("Bronze");\n}',
                  ),
                  para(
                    'Here 75 is not 90 or more, but it is 50 or more, so the program shows <em>Silver</em>.',
                  ),
                ],
              },
              {
                type: 'radio',
                title: 'Which message?',
                pieces: [
                  code(
                    'javascript',
                    'let lives = 0;\nif (lives > 0) {\n  console.log("Keep playing");\n} else {\n  console.log("Game over");\n}',
                  ),
                ],
                options: [
                  { text: 'Game over', correct: true },
                  { text: 'Keep playing' },
                  { text: 'Both messages' },
                ],
              },
              {
                type: 'missing_word',
                title: 'The other path',
                pieces: [para('Which word starts the code that runs when the comparison is false?')],
                template: 'if (x > 5) { … } ___ { … }',
                answers: ['else'],
              },
            ],
          },
          boost: {
            key: 'js3-boost-if',
            type: 'boost',
            title: 'Practice: if and else',
            questions: [
              {
                type: 'multi_stage',
                title: 'Trace the program',
                pieces: [
                  code(
                    'javascript',
                    'let points = 45;\nif (points >= 50) {\n  console.log("Pass");\n} else {\n  console.log("Again");\n}',
                  ),
                ],
                stages: [
                  { prompt: 'Is points >= 50 true or false?', answer: 'false' },
                  { prompt: 'Which word does the program show?', answer: 'Again' },
                ],
              },
              {
                type: 'textarea',
                title: 'Your own rule',
                pieces: [
                  para(
                    'Describe a decision a game could make with <code>if</code> and <code>else</code>. For example: <em>if the player touches lava, they lose a life</em>.',
                  ),
                ],
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'js3-tutorial',
          title: 'Guess the number',
          description: 'A tiny game that checks a guess and gives clues.',
          requires: ['js3-topic-compare', 'js3-topic-if'],
          steps: [
            {
              title: 'The secret',
              substeps: [
                {
                  title: 'Pick a secret number',
                  pieces: [
                    para(
                      'Make a variable <code>secret</code> with a number from 1 to 10, and another called <code>guess</code>. The secret never changes, so it is a <code>const</code>.',
                    ),
                    editor('javascript', 'const secret = 7;\nlet guess = 4;\n'),
                  ],
                  hints: [[para('Change the numbers if you like, but keep both between 1 and 10.')]],
                  checkmark: true,
                },
                {
                  title: 'Check the guess',
                  pieces: [
                    para('Add an <code>if</code> that shows <em>You got it!</em> when the guess is right.'),
                    editor('javascript', 'const secret = 7;\nlet guess = 7;\n\n'),
                  ],
                  hints: [
                    [para('Use three equals signs to compare: <code>guess === secret</code>.')],
                    [code('javascript', 'if (guess === secret) {\n  console.log("You got it!");\n}')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Helpful clues',
              substeps: [
                {
                  title: 'Wrong guesses',
                  pieces: [
                    para(
                      'Add an <code>else</code> that shows <em>Not this time</em>. Then change <code>guess</code> to 3 and run it.',
                    ),
                    editor(
                      'javascript',
                      'const secret = 7;\nlet guess = 3;\nif (guess === secret) {\n  console.log("You got it!");\n}',
                    ),
                  ],
                  hints: [[para('The <code>else</code> goes straight after the closing <code>}</code>.')]],
                  checkmark: true,
                },
                {
                  title: 'Too high or too low',
                  pieces: [
                    para(
                      'Better clues! Replace the <code>else</code> with an <code>else if</code> and an <code>else</code>:',
                    ),
                    code(
                      'javascript',
                      'if (guess === secret) {\n  console.log("You got it!");\n} else if (guess > secret) {\n  console.log("Too high");\n} else {\n  console.log("Too low");\n}',
                    ),
                    editor('javascript', 'const secret = 7;\nlet guess = 9;\n'),
                  ],
                  hints: [
                    [para('Test it three times: with a guess that is too high, too low and just right.')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Play with a friend',
              substeps: [
                {
                  title: 'Swap seats',
                  pieces: [
                    para(
                      'Change the secret, hide the screen, and let a friend change only the <code>guess</code>. How many tries do they need?',
                    ),
                    editor('javascript', 'const secret = 2;\nlet guess = 5;\n'),
                  ],
                  hints: [
                    [
                      para(
                        'Paste your finished if / else if / else code from the last step under these lines.',
                      ),
                    ],
                  ],
                },
                {
                  title: 'Count the tries',
                  pieces: [
                    para(
                      'Keep score! Make a variable <code>tries</code>. Each time your friend guesses, add 1 to it. When they get it right, show <em>You got it in 3 tries</em> (with their number).',
                    ),
                    editor(
                      'javascript',
                      'const secret = 2;\nlet guess = 2;\nlet tries = 3;\nif (guess === secret) {\n  console.log("You got it!");\n}',
                    ),
                  ],
                  hints: [
                    [para('Join text and the variable with <code>+</code>, as in stage 2.')],
                    [code('javascript', 'console.log("You got it in " + tries + " tries");')],
                  ],
                  checkmark: true,
                },
              ],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'js3-challenge',
          title: 'Ticket machine',
          summary: 'Work out the price of a cinema ticket from a visitor’s age.',
          brief: [
            signal('challenge'),
            para('A cinema charges by age. Write a program that shows the right price for a visitor.'),
            table(
              [
                ['Age', 'Price'],
                ['Under 12', '5 euros'],
                ['12 to 64', '8 euros'],
                ['65 and over', '6 euros'],
              ],
              [2, 1],
            ),
          ],
          requires: ['js3-tutorial'],
          steps: [
            {
              text: 'Make a variable for the visitor’s age.',
              hints: [[code('javascript', 'let age = 13;')]],
            },
            {
              text: 'Show 5 euros when the age is under 12.',
              hints: [[code('javascript', 'if (age < 12) {\n  console.log("5 euros");\n}')]],
            },
            {
              text: 'Add an else if for visitors aged 65 and over.',
              hints: [
                [para('Use <code>&gt;=</code> for "65 or more".')],
                [code('javascript', '} else if (age >= 65) {\n  console.log("6 euros");\n}')],
              ],
            },
            {
              text: 'Use else for everyone else, then test three ages.',
              hints: [[para('Try 8, 30 and 70. Do you get 5, 8 and 6 euros?')]],
            },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'js3-final',
          type: 'quiz',
          title: 'Stage 3 quiz',
          description: 'Comparisons and decisions.',
          questions: [
            {
              type: 'radio',
              title: 'Small or big?',
              pieces: [
                code(
                  'javascript',
                  'let n = 8;\nif (n < 5) {\n  console.log("small");\n} else {\n  console.log("big");\n}',
                ),
                para('What is shown? Explain how you know.'),
              ],
              options: [{ text: 'big', correct: true }, { text: 'small' }, { text: 'small and big' }],
              explanationRequired: true,
            },
            {
              type: 'parsons_problem',
              title: 'Build the decision',
              pieces: [
                para(
                  'Arrange and indent the lines: show <em>Hot</em> when <code>t</code> is over 30, otherwise <em>Fine</em>. One line does not belong.',
                ),
              ],
              lines: [
                'if (t > 30) {',
                '    console.log("Hot");',
                '} else {',
                '    console.log("Fine");',
                '}',
              ],
              distractors: ['if (t = 30) {'],
            },
            {
              type: 'checkbox',
              title: 'Which are true?',
              pieces: [para('Choose every comparison that is true.')],
              options: [
                { text: '3 < 9', correct: true },
                { text: '7 === 7', correct: true },
                { text: '2 > 5' },
                { text: '4 !== 4' },
              ],
            },
            {
              type: 'fill_in_blanks',
              title: 'Finish the password check',
              pieces: [
                para('Fill in the blanks so the program shows <em>Welcome</em> only for the right password.'),
              ],
              template:
                'let password = "banana";\n___ (password ___ "banana") {\n  console.log("Welcome");\n} ___ {\n  console.log("Wrong password");\n}',
              blanks: ['if', '===', 'else'],
            },
          ],
        },
      ],
    },
  ],
  references: [
    {
      title: 'Values and variables',
      description: 'The things a program works with, and how it remembers them.',
      pieces: [
        para('Every program works with <strong>values</strong>. The three kinds you meet first:'),
        table(
          [
            ['Kind', 'Examples', 'Notes'],
            ['String (text)', '<code>"Hello"</code>, <code>\'cat\'</code>', 'Always inside quotes'],
            ['Number', '<code>7</code>, <code>3.5</code>, <code>-2</code>', 'No quotes'],
            ['Boolean', '<code>true</code>, <code>false</code>', 'The answer to a comparison'],
          ],
          [1, 2, 2],
        ),
      ],
      children: [
        {
          title: 'console.log',
          description: 'Show a message in the console.',
          pieces: [
            para('<code>console.log</code> shows whatever is between its brackets, on a new line each time.'),
            syntax('javascript', 'console.log(value);', [
              { highlight: 'console.log', description: 'the instruction' },
              { highlight: 'value', description: 'what to show: text, a number, a sum or a variable' },
            ]),
            code(
              'javascript',
              'console.log("Hello");\nconsole.log(3 + 4);\nlet name = "Sam";\nconsole.log("Hi " + name);',
            ),
          ],
          sections: [
            {
              title: 'Several things at once',
              pieces: [
                para('Separate values with commas. The console puts a space between them.'),
                code('javascript', 'console.log("Score:", 10); // Score: 10'),
              ],
            },
            {
              title: 'Common mistakes',
              pieces: [
                bullets(
                  'Forgetting quotes around text: <code>console.log(Hello);</code> is an error.',
                  'A capital letter: <code>Console.log</code> does not exist.',
                  'A missing bracket at the end.',
                ),
              ],
            },
          ],
        },
        {
          title: 'let and const',
          description: 'Make a variable: a named box for a value.',
          pieces: [
            para(
              'Use <code>let</code> when the value will change, and <code>const</code> when it never will.',
            ),
            syntax('javascript', 'let name = value;', [
              { highlight: 'let', description: 'makes the variable (or <code>const</code>)' },
              { highlight: 'name', description: 'letters and digits, no spaces, not starting with a digit' },
              { highlight: 'value', description: 'what goes in the box' },
            ]),
            code(
              'javascript',
              'let score = 0;\nscore = score + 5; // score is now 5\n\nconst days = 7;\n// days = 8; would be an error',
            ),
          ],
          sections: [
            {
              title: 'Good names',
              pieces: [
                bullets(
                  'Say what the value is: <code>score</code>, not <code>s</code>.',
                  'Start with a letter.',
                  'No spaces: join words with capitals, like <code>highScore</code>.',
                  'Capitals matter: <code>score</code> and <code>Score</code> are different boxes.',
                ),
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Making decisions',
      description: 'Running code only when something is true.',
      pieces: [
        para(
          'Decisions use <strong>comparisons</strong>, which are either <code>true</code> or <code>false</code>, and <code>if</code> to act on the answer.',
        ),
      ],
      children: [
        {
          title: 'if / else',
          description: 'Choose between two or more paths.',
          pieces: [
            syntax('javascript', 'if (condition) {\n  // runs when true\n} else {\n  // runs when false\n}', [
              { highlight: 'condition', description: 'a comparison, like <code>age &gt; 12</code>' },
              { highlight: 'else', description: 'optional: what to do otherwise' },
            ]),
            code(
              'javascript',
              'let lives = 2;\nif (lives > 0) {\n  console.log("Keep playing");\n} else {\n  console.log("Game over");\n}',
            ),
          ],
          sections: [
            {
              title: 'else if',
              pieces: [
                para('Ask more questions in order. Only the first true path runs.'),
                code(
                  'javascript',
                  'if (score >= 90) {\n  console.log("Gold");\n} else if (score >= 50) {\n  console.log("Silver");\n} else {\n  console.log("Bronze");\n}',
                ),
              ],
            },
          ],
        },
        {
          title: 'Comparison operators',
          description: 'Ask questions about values.',
          pieces: [
            para('Each comparison gives <code>true</code> or <code>false</code>.'),
            table(
              [
                ['Operator', 'Meaning', 'Example'],
                ['<code>===</code>', 'the same as', '<code>4 === 4</code> is true'],
                ['<code>!==</code>', 'not the same as', '<code>4 !== 5</code> is true'],
                ['<code>&gt;</code>', 'bigger than', '<code>5 &gt; 3</code> is true'],
                ['<code>&lt;</code>', 'smaller than', '<code>5 &lt; 3</code> is false'],
                ['<code>&gt;=</code>', 'bigger than or the same as', '<code>5 &gt;= 5</code> is true'],
                ['<code>&lt;=</code>', 'smaller than or the same as', '<code>6 &lt;= 5</code> is false'],
              ],
              [1, 2, 2],
            ),
          ],
          sections: [
            {
              title: 'One = or three?',
              pieces: [
                section(
                  'Remember',
                  para(
                    '<code>=</code> puts a value in a variable. <code>===</code> asks whether two values are the same.',
                  ),
                ),
              ],
            },
          ],
        },
      ],
    },
  ],
};
