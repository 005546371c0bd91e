// "Python: first steps": a beginner course for 11 to 14 year olds, in three stages: printing, variables and
// input, and decisions with loops.
import {
  bullets,
  code,
  definition,
  editor,
  numbered,
  para,
  type SeedCourse,
  syntax,
  table,
} from './types.ts';

export const pythonCourse: SeedCourse = {
  title: {
    en: 'Python: first steps',
    ar: 'بايثون: الخطوات الأولى',
    it: 'Python: primi passi',
    de: 'Python: erste Schritte',
  },
  subheading: 'A friendly language used by scientists, game makers and you',
  description:
    'Print messages, keep values in variables, ask questions and repeat things with loops. Three short stages with lessons, tutorials and challenges.',
  language: 'python',
  colour: '#3776ab',
  stages: [
    // Stage 1 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Printing and text',
        ar: 'الطباعة والنصوص',
        it: 'Stampare e testo',
        de: 'Ausgeben und Text',
      },
      description: 'Make Python show messages and work with text.',
      introQuizzes: [
        {
          key: 'py1-intro',
          type: 'quiz',
          title: 'Before we start',
          questions: [
            {
              type: 'radio',
              title: 'What is Python?',
              pieces: [para('Pick the best answer.')],
              options: [
                { text: 'A programming language', correct: true },
                { text: 'A web browser' },
                { text: 'Only a snake' },
              ],
            },
            {
              type: 'checkbox',
              title: 'What do programs need?',
              pieces: [para('Choose everything a program is made of.')],
              options: [
                { text: 'Instructions', correct: true },
                { text: 'An order to follow them in', correct: true },
                { text: 'Glitter' },
              ],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'py1-topic-print',
          title: 'print()',
          description: 'Showing messages with print.',
          tags: ['output', 'print'],
          conceptIntro: {
            key: 'py1-lesson-print',
            type: 'conceptIntro',
            title: 'Lesson: print()',
            questions: [
              {
                type: 'concept_intro',
                title: 'Say something',
                pieces: [
                  para('In Python, <code>print()</code> shows whatever is inside its brackets.'),
                  syntax('python', 'print("Hello!")', [
                    { highlight: 'print', description: 'the instruction that shows a message' },
                    { highlight: '"Hello!"', description: 'the text to show, in quotes' },
                  ]),
                  para('Python needs no semicolon at the end of a line.'),
                ],
              },
              {
                type: 'textfield',
                title: 'Name the instruction',
                pieces: [para('Which instruction shows a message? Type its name without brackets.')],
                answers: ['print'],
              },
              {
                type: 'dropdown',
                title: 'Spot the right line',
                pieces: [para('Which line shows <em>Good luck</em>?')],
                options: [
                  { text: 'print("Good luck")', correct: true },
                  { text: 'print(Good luck)' },
                  { text: 'say("Good luck")' },
                ],
              },
            ],
          },
          boost: {
            key: 'py1-boost-print',
            type: 'boost',
            title: 'Practice: print()',
            questions: [
              {
                type: 'missing_word',
                title: 'Fill the gap',
                pieces: [para('Complete the line so it shows <em>Hi</em>.')],
                template: '___("Hi")',
                answers: ['print'],
              },
              {
                type: 'radio',
                title: 'How many lines?',
                pieces: [code('python', 'print("one")\nprint("two")\nprint("three")')],
                options: [{ text: '3', correct: true }, { text: '1' }, { text: '2' }],
              },
              {
                type: 'missing_code',
                title: 'Finish the program',
                pieces: [
                  para('Fill in the missing parts so the program shows <em>Hi</em> and then <em>there</em>.'),
                ],
                code: [{ blank: 'print' }, '("Hi")\nprint(', { blank: '"there"' }, ')\n'],
                output: 'Hi\nthere',
              },
            ],
          },
        },
        {
          key: 'py1-topic-strings',
          title: 'Strings',
          description: 'Text in Python, and what you can do with it.',
          tags: ['strings'],
          conceptIntro: {
            key: 'py1-lesson-strings',
            type: 'conceptIntro',
            title: 'Lesson: strings',
            questions: [
              {
                type: 'concept_intro',
                title: 'Text is a string',
                pieces: [
                  definition(
                    'String',
                    'Text inside quotes. Python accepts <code>"double"</code> or <code>\'single\'</code> quotes.',
                  ),
                  table(
                    [
                      ['Code', 'Shows'],
                      ['<code>print("ha" + "ha")</code>', 'haha'],
                      ['<code>print("ha" * 3)</code>', 'hahaha'],
                      ['<code>print(len("cat"))</code>', '3'],
                    ],
                    [3, 1],
                  ),
                  para(
                    '<code>+</code> joins strings, <code>*</code> repeats them and <code>len()</code> counts their letters.',
                  ),
                ],
              },
              {
                type: 'fill_in_blanks',
                title: 'Repeat it',
                pieces: [para('Fill the blank so Python shows <em>gogogo</em>.')],
                template: 'print("go" ___ 3)',
                blanks: ['*'],
              },
              {
                type: 'mix_match',
                title: 'Match the code to its result',
                pieces: [],
                pairs: [
                  ['"a" + "b"', 'ab'],
                  ['"a" * 2', 'aa'],
                  ['len("abc")', '3'],
                ],
              },
            ],
          },
          boost: {
            key: 'py1-boost-strings',
            type: 'boost',
            title: 'Practice: strings',
            questions: [
              {
                type: 'textfield',
                title: 'Count the letters',
                pieces: [code('python', 'print(len("python"))')],
                answers: ['6'],
              },
              {
                type: 'checkbox',
                title: 'Which are strings?',
                pieces: [para('Choose every string.')],
                options: [
                  { text: '"42"', correct: true },
                  { text: "'hello'", correct: true },
                  { text: '42' },
                ],
              },
              {
                type: 'code_challenge',
                title: 'Greet by name',
                pieces: [
                  para(
                    'The program reads a name with <code>input()</code>. Make it greet that person: for the name Sam it shows <em>Hello, Sam!</em>',
                  ),
                ],
                hints: [[para('Join the strings with <code>+</code>: "Hello, " + name + "!"')]],
                starter: 'name = input()\n# Greet the person here\n',
                cases: [
                  { input: 'Sam', output: 'Hello, Sam!' },
                  { input: 'Ada', output: 'Hello, Ada!' },
                  { input: 'Grace Hopper', output: 'Hello, Grace Hopper!', hidden: true },
                ],
                preview: 'Hello, Sam!',
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'py1-tutorial',
          title: 'A poster in text',
          description: 'Print a poster for your favourite thing.',
          requires: ['py1-topic-print', 'py1-topic-strings'],
          steps: [
            {
              title: 'The title',
              substeps: [
                {
                  title: 'Print a title',
                  pieces: [
                    para('Print the name of your favourite game, film or band.'),
                    editor('python', 'print("SPACE EXPLORERS")'),
                  ],
                  checkmark: true,
                },
                {
                  title: 'Underline it',
                  pieces: [
                    para('Repeat a character to draw a line under the title:'),
                    code('python', 'print("=" * 16)'),
                  ],
                  hints: [[para('Change 16 until the line is as long as your title.')]],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'The details',
              substeps: [
                {
                  title: 'Three facts',
                  pieces: [
                    para('Print three facts about it, one per line.'),
                    editor('python', 'print("Players: 1 to 4")\n'),
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
          key: 'py1-challenge',
          title: 'Name badge',
          summary: 'Print a name badge with a border.',
          brief: [
            para('Make a name badge for a school trip, drawn with characters.'),
            code('text', '**********\n*  NOOR  *\n* Year 8 *\n**********'),
          ],
          requires: ['py1-tutorial'],
          steps: [
            {
              text: 'Print the top border with a repeated character.',
              hints: [[code('python', 'print("*" * 10)')]],
            },
            {
              text: 'Print your name inside the border.',
              hints: [[para('Add spaces so the stars line up.')]],
            },
            { text: 'Print your class or year.', hints: [[para('One more <code>print()</code> line.')]] },
            { text: 'Print the bottom border.', hints: [[para('Copy the top border line.')]] },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'py1-final',
          type: 'quiz',
          title: 'Stage 1 quiz',
          questions: [
            {
              type: 'radio',
              title: 'What is shown?',
              pieces: [code('python', 'print("ab" * 2)')],
              options: [{ text: 'abab', correct: true }, { text: 'ab2' }, { text: 'ab ab' }],
            },
            {
              type: 'textfield',
              title: 'Join them',
              pieces: [code('python', 'print("sun" + "day")')],
              answers: ['sunday'],
            },
            {
              type: 'dropdown',
              title: 'Count it',
              pieces: [code('python', 'print(len("hello"))')],
              options: [{ text: '5', correct: true }, { text: '4' }, { text: 'hello' }],
            },
          ],
        },
      ],
    },
    // Stage 2 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Variables and input',
        ar: 'المتغيرات والإدخال',
        it: 'Variabili e input',
        de: 'Variablen und Eingaben',
      },
      description: 'Remember values, and ask the person using your program for some.',
      introQuizzes: [
        {
          key: 'py2-intro',
          type: 'quiz',
          title: 'Ready to remember?',
          questions: [
            {
              type: 'poll',
              title: 'How confident do you feel?',
              pieces: [para('Tell your teacher how stage 1 went.')],
              options: [{ text: 'Very' }, { text: 'A bit' }, { text: 'Not yet' }],
            },
            {
              type: 'radio',
              title: 'Keeping a value',
              pieces: [para('A program must remember a player’s name. What does it use?')],
              options: [{ text: 'A variable', correct: true }, { text: 'A comment' }, { text: 'A print' }],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'py2-topic-variables',
          title: 'Variables',
          description: 'Names for values.',
          tags: ['variables'],
          conceptIntro: {
            key: 'py2-lesson-variables',
            type: 'conceptIntro',
            title: 'Lesson: variables',
            questions: [
              {
                type: 'concept_intro',
                title: 'Naming a value',
                pieces: [
                  para(
                    'A variable gives a value a name. In Python you just write the name, <code>=</code>, and the value.',
                  ),
                  syntax('python', 'lives = 3', [
                    { highlight: 'lives', description: 'the variable’s name' },
                    { highlight: '=', description: 'store the value' },
                    { highlight: '3', description: 'the value' },
                  ]),
                  code('python', 'lives = 3\nlives = lives - 1\nprint(lives)'),
                  para('This shows <strong>2</strong>.'),
                ],
              },
              {
                type: 'multi_stage',
                title: 'Follow the value',
                pieces: [code('python', 'gems = 10\ngems = gems + 5\ngems = gems * 2')],
                stages: [
                  { prompt: 'What is gems after line 2?', answer: '15' },
                  { prompt: 'And after line 3?', answer: '30' },
                ],
              },
              {
                type: 'textarea',
                title: 'Explain it',
                pieces: [para('Why do programs need variables? Write a sentence or two.')],
              },
            ],
          },
          boost: {
            key: 'py2-boost-variables',
            type: 'boost',
            title: 'Practice: variables',
            questions: [
              {
                type: 'textfield',
                title: 'What is shown?',
                pieces: [code('python', 'x = 4\ny = x + 3\nprint(y)')],
                answers: ['7'],
              },
              {
                type: 'radio',
                title: 'Good names',
                pieces: [para('Which is a good variable name for a high score?')],
                options: [{ text: 'high_score', correct: true }, { text: 'high score' }, { text: '1score' }],
              },
            ],
          },
        },
        {
          key: 'py2-topic-input',
          title: 'Asking questions',
          description: 'Getting answers with input().',
          tags: ['input'],
          conceptIntro: {
            key: 'py2-lesson-input',
            type: 'conceptIntro',
            title: 'Lesson: asking questions',
            questions: [
              {
                type: 'concept_intro',
                title: 'input() waits for an answer',
                pieces: [
                  para(
                    '<code>input()</code> shows a question, waits for the person to type, and gives back what they typed, as a string.',
                  ),
                  code('python', 'name = input("What is your name? ")\nprint("Hi " + name)'),
                  numbered(
                    'Python shows the question.',
                    'You type <em>Ali</em> and press Enter.',
                    'Python shows <em>Hi Ali</em>.',
                  ),
                ],
              },
              {
                type: 'missing_word',
                title: 'Ask the question',
                pieces: [para('Complete the line that asks for a colour.')],
                template: 'colour = ___("Favourite colour? ")',
                answers: ['input'],
              },
              {
                type: 'dropdown',
                title: 'What kind of value?',
                pieces: [para('What kind of value does <code>input()</code> give back?')],
                options: [{ text: 'A string', correct: true }, { text: 'A number' }, { text: 'Nothing' }],
              },
            ],
          },
          boost: {
            key: 'py2-boost-input',
            type: 'boost',
            title: 'Practice: asking questions',
            questions: [
              {
                type: 'fill_in_blanks',
                title: 'Greet them',
                pieces: [para('Fill the blanks so the program asks for a pet’s name and greets it.')],
                template: 'pet = ___("Pet name? ")\nprint("Hello " ___ pet)',
                blanks: ['input', '+'],
              },
              {
                type: 'mix_match',
                title: 'Match the job',
                pieces: [],
                pairs: [
                  ['print()', 'shows something'],
                  ['input()', 'asks for something'],
                  ['len()', 'counts letters'],
                ],
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'py2-tutorial',
          title: 'Chat bot',
          description: 'A small program that chats with you.',
          requires: ['py2-topic-variables', 'py2-topic-input'],
          steps: [
            {
              title: 'Say hello',
              substeps: [
                {
                  title: 'Ask a name',
                  pieces: [
                    para('Ask for the person’s name and greet them.'),
                    editor(
                      'python',
                      'name = input("Hi! What is your name? ")\nprint("Nice to meet you, " + name)',
                    ),
                  ],
                  checkmark: true,
                },
                {
                  title: 'Ask a second question',
                  pieces: [para('Ask for their favourite food and reply with it.')],
                  hints: [
                    [code('python', 'food = input("Favourite food? ")\nprint(food + " sounds tasty!")')],
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Use numbers',
              substeps: [
                {
                  title: 'Turn text into a number',
                  pieces: [
                    para(
                      '<code>input()</code> gives text. <code>int()</code> turns it into a whole number so you can do sums.',
                    ),
                    code(
                      'python',
                      'age = int(input("How old are you? "))\nprint("Next year you will be", age + 1)',
                    ),
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
          key: 'py2-challenge',
          title: 'Pocket money planner',
          summary: 'Work out how long it takes to save for something.',
          brief: [
            para(
              'Ask how much something costs and how much pocket money you get each week. Show how many weeks it takes to save.',
            ),
            bullets(
              'Use <code>input()</code> twice',
              'Turn the answers into numbers',
              'Divide to find the weeks',
            ),
          ],
          requires: ['py2-tutorial'],
          steps: [
            {
              text: 'Ask for the price and store it as a number.',
              hints: [[code('python', 'price = int(input("Price? "))')]],
            },
            { text: 'Ask for the weekly pocket money.', hints: [[para('The same pattern as the price.')]] },
            {
              text: 'Work out the number of weeks.',
              hints: [[para('<code>//</code> divides and drops the remainder; add 1 if there is one.')]],
            },
            { text: 'Print a clear answer.', hints: [[code('python', 'print("You need", weeks, "weeks")')]] },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'py2-final',
          type: 'quiz',
          title: 'Stage 2 quiz',
          questions: [
            {
              type: 'radio',
              title: 'What is shown?',
              pieces: [code('python', 'a = "5"\nb = "5"\nprint(a + b)')],
              options: [{ text: '55', correct: true }, { text: '10' }, { text: 'a + b' }],
            },
            {
              type: 'parsons_problem',
              title: 'Order the program',
              pieces: [para('Arrange the lines: ask for a number, double it, show it.')],
              lines: ['n = int(input("Number? "))', 'n = n * 2', 'print(n)'],
              distractors: ['print("n")'],
            },
            {
              type: 'textfield',
              title: 'Work it out',
              pieces: [code('python', 'score = 3\nscore = score * score\nprint(score)')],
              answers: ['9'],
            },
          ],
        },
      ],
    },
    // Stage 3 ─────────────────────────────────────────────────────────────────────────────────────
    {
      title: {
        en: 'Decisions and loops',
        ar: 'القرارات والحلقات',
        it: 'Decisioni e cicli',
        de: 'Entscheidungen und Schleifen',
      },
      description: 'Choose what to do with if, and repeat things with for.',
      introQuizzes: [
        {
          key: 'py3-intro',
          type: 'quiz',
          title: 'Choices and repeats',
          questions: [
            {
              type: 'radio',
              title: 'Repeating',
              pieces: [para('You want to print <em>Hip hip hooray</em> 100 times. What is the smart way?')],
              options: [
                { text: 'A loop', correct: true },
                { text: 'Type it 100 times' },
                { text: 'A very long string' },
              ],
            },
            {
              type: 'checkbox',
              title: 'Decisions',
              pieces: [para('Which of these are decisions a program could make?')],
              options: [
                { text: 'If the score is 100, say "You win"', correct: true },
                { text: 'If it is late, show a dark theme', correct: true },
                { text: 'Print the number 5' },
              ],
            },
          ],
        },
      ],
      topics: [
        {
          key: 'py3-topic-if',
          title: 'if, elif and else',
          description: 'Running code only when something is true.',
          tags: ['if', 'selection'],
          conceptIntro: {
            key: 'py3-lesson-if',
            type: 'conceptIntro',
            title: 'Lesson: if, elif and else',
            questions: [
              {
                type: 'concept_intro',
                title: 'Indentation matters',
                pieces: [
                  para(
                    'An <code>if</code> line ends with a colon. The lines that belong to it are <strong>indented</strong> by four spaces.',
                  ),
                  code(
                    'python',
                    'temperature = 28\nif temperature > 25:\n    print("Hot!")\nelif temperature > 15:\n    print("Nice")\nelse:\n    print("Cold")',
                  ),
                  para('Python checks each condition in order and runs the first one that is true.'),
                ],
              },
              {
                type: 'radio',
                title: 'Which is shown?',
                pieces: [code('python', 'x = 10\nif x > 20:\n    print("big")\nelse:\n    print("small")')],
                options: [{ text: 'small', correct: true }, { text: 'big' }, { text: 'big small' }],
              },
              {
                type: 'textfield',
                title: 'The missing keyword',
                pieces: [para('Which keyword means "otherwise, if…"? (Three letters and one more.)')],
                answers: ['elif'],
              },
            ],
          },
          boost: {
            key: 'py3-boost-if',
            type: 'boost',
            title: 'Practice: decisions',
            questions: [
              {
                type: 'parsons_problem',
                title: 'Build the decision',
                pieces: [
                  para('Arrange and indent: print <em>Even</em> when n is even, otherwise <em>Odd</em>.'),
                ],
                lines: ['if n % 2 == 0:', '    print("Even")', 'else:', '    print("Odd")'],
                distractors: ['if n % 2 = 0:'],
              },
              {
                type: 'poll',
                title: 'Which do you prefer?',
                pieces: [para('Just for fun: which sounds better to program?')],
                options: [
                  { text: 'A quiz game' },
                  { text: 'A weather helper' },
                  { text: 'A story generator' },
                ],
              },
            ],
          },
        },
        {
          key: 'py3-topic-loops',
          title: 'for loops',
          description: 'Repeating instructions.',
          tags: ['loops', 'for', 'range'],
          conceptIntro: {
            key: 'py3-lesson-loops',
            type: 'conceptIntro',
            title: 'Lesson: for loops',
            questions: [
              {
                type: 'concept_intro',
                title: 'Do it again',
                pieces: [
                  para(
                    'A <code>for</code> loop repeats the indented lines. <code>range(3)</code> gives the numbers 0, 1 and 2.',
                  ),
                  syntax('python', 'for i in range(3):\n    print(i)', [
                    { highlight: 'for', description: 'start a loop' },
                    { highlight: 'i', description: 'takes each number in turn' },
                    { highlight: 'range(3)', description: 'the numbers 0, 1, 2' },
                  ]),
                  para('This prints 0, 1 and 2, each on its own line.'),
                ],
              },
              {
                type: 'multi_stage',
                title: 'Trace the loop',
                pieces: [
                  code('python', 'total = 0\nfor n in range(4):\n    total = total + n\nprint(total)'),
                ],
                stages: [
                  { prompt: 'Which numbers does range(4) give? (write them with commas)', answer: '0,1,2,3' },
                  { prompt: 'What is printed at the end?', answer: '6' },
                ],
              },
              {
                type: 'textarea',
                title: 'Where would you use a loop?',
                pieces: [para('Describe something in a game or app that repeats.')],
              },
            ],
          },
          boost: {
            key: 'py3-boost-loops',
            type: 'boost',
            title: 'Practice: loops',
            questions: [
              {
                type: 'textfield',
                title: 'How many lines?',
                pieces: [
                  code('python', 'for i in range(5):\n    print("hi")'),
                  para('How many times is <em>hi</em> printed?'),
                ],
                answers: ['5'],
              },
              {
                type: 'fill_in_blanks',
                title: 'Count to 10',
                pieces: [para('Fill the blanks so the loop runs 10 times.')],
                template: 'for i in ___(___):\n    print(i)',
                blanks: ['range', '10'],
              },
            ],
          },
        },
      ],
      tutorials: [
        {
          key: 'py3-tutorial',
          title: 'Times tables',
          description: 'Print a times table with a loop.',
          requires: ['py3-topic-if', 'py3-topic-loops'],
          steps: [
            {
              title: 'The loop',
              substeps: [
                {
                  title: 'Count from 1 to 10',
                  pieces: [
                    para('<code>range(1, 11)</code> starts at 1 and stops before 11.'),
                    editor('python', 'for n in range(1, 11):\n    print(n)'),
                  ],
                  checkmark: true,
                },
                {
                  title: 'Multiply',
                  pieces: [
                    para('Print each number times 7.'),
                    code('python', 'for n in range(1, 11):\n    print(n, "x 7 =", n * 7)'),
                  ],
                  checkmark: true,
                },
              ],
            },
            {
              title: 'Make it special',
              substeps: [
                {
                  title: 'Celebrate 7 x 7',
                  pieces: [
                    para('Add an <code>if</code> inside the loop that prints a star when the answer is 49.'),
                  ],
                  hints: [[code('python', '    if n * 7 == 49:\n        print("*")')]],
                  checkmark: true,
                },
              ],
            },
          ],
        },
      ],
      challenges: [
        {
          key: 'py3-challenge',
          title: 'Number guessing game',
          summary: 'Give the player three tries to guess a secret number.',
          brief: [
            para(
              'Write a game: the computer keeps a secret number and the player has three guesses, with a clue after each one.',
            ),
          ],
          requires: ['py3-tutorial'],
          steps: [
            { text: 'Store a secret number.', hints: [[code('python', 'secret = 6')]] },
            {
              text: 'Loop three times, asking for a guess each time.',
              hints: [[code('python', 'for turn in range(3):\n    guess = int(input("Guess: "))')]],
            },
            {
              text: 'Say "Too high", "Too low" or "Correct!".',
              hints: [
                [para('Use <code>if</code>, <code>elif</code> and <code>else</code> inside the loop.')],
              ],
            },
            {
              text: 'Stop the loop early when the guess is right.',
              hints: [[para('<code>break</code> leaves a loop straight away.')]],
            },
          ],
        },
      ],
      finalQuizzes: [
        {
          key: 'py3-final',
          type: 'quiz',
          title: 'Stage 3 quiz',
          questions: [
            {
              type: 'radio',
              title: 'How many stars?',
              pieces: [code('python', 'for i in range(2):\n    print("*")')],
              options: [{ text: '2', correct: true }, { text: '3' }, { text: '1' }],
            },
            {
              type: 'checkbox',
              title: 'Correct Python',
              pieces: [para('Choose every line that is correct Python.')],
              options: [
                { text: 'if x > 3:', correct: true },
                { text: 'for i in range(5):', correct: true },
                { text: 'if x > 3' },
              ],
            },
            {
              type: 'mix_match',
              title: 'Match the keyword',
              pieces: [],
              pairs: [
                ['if', 'checks a condition'],
                ['for', 'repeats lines'],
                ['else', 'runs when nothing else did'],
              ],
            },
          ],
        },
      ],
    },
  ],
  references: [
    {
      title: 'Printing and text',
      description: 'Showing messages and working with strings.',
      pieces: [para('Most programs start by showing something.')],
      children: [
        {
          title: 'print()',
          description: 'Show values on the screen.',
          pieces: [code('python', 'print("Hello")\nprint(3 + 4)\nprint("Score:", 10)')],
        },
        {
          title: 'Variables',
          description: 'Give values a name.',
          pieces: [
            syntax('python', 'name = value', [
              { highlight: 'name', description: 'letters, digits and _, not starting with a digit' },
            ]),
            code('python', 'lives = 3\nlives = lives - 1'),
          ],
        },
      ],
    },
    {
      title: 'Decisions and loops',
      description: 'Choosing and repeating.',
      pieces: [para('Indented lines belong to the line with the colon above them.')],
      children: [
        {
          title: 'if / elif / else',
          description: 'Choose what to run.',
          pieces: [
            code(
              'python',
              'if score >= 50:\n    print("Pass")\nelif score >= 40:\n    print("Close")\nelse:\n    print("Try again")',
            ),
          ],
        },
        {
          title: 'for loops',
          description: 'Repeat lines for each value.',
          pieces: [code('python', 'for i in range(3):\n    print(i)')],
          sections: [
            {
              title: 'range()',
              pieces: [bullets('<code>range(3)</code>: 0, 1, 2', '<code>range(1, 4)</code>: 1, 2, 3')],
            },
          ],
        },
      ],
    },
  ],
};
