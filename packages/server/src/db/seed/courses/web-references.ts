// The HTML, CSS and jQuery references of the demo, for pupils of 11 to 14: one short page per idea, an
// example on each, and the mistakes beginners make. Web projects (index.html, style.css, script.js) get the
// CSS and jQuery added for them, and the pages say so. In rich text, tags shown as text are written &lt;p&gt;;
// code pieces hold the code as typed.
import type { SeedReference } from './types.ts';
import { bullets, code, definition, para, syntax, table } from './types.ts';

export const htmlReferences: SeedReference[] = [
  {
    title: 'Elements and tags',
    description: 'What HTML is, and how tags mark out the parts of a page.',
    pieces: [
      para(
        '<strong>HTML</strong> tells the browser what each part of a web page is: a heading, a paragraph, a picture, a link. You mark each part with <strong>tags</strong>.',
      ),
      syntax('html', '<p>Hello, world!</p>', [
        {
          highlight: '<p>',
          description: 'the <strong>opening tag</strong>: the element’s name in angle brackets',
        },
        { highlight: 'Hello, world!', description: 'the <strong>content</strong> the reader sees' },
        { highlight: '</p>', description: 'the <strong>closing tag</strong>: the same name after a slash' },
      ]),
      definition(
        'Element',
        'An opening tag, its content and its closing tag together. <code>&lt;p&gt;Hello&lt;/p&gt;</code> is one paragraph element.',
      ),
    ],
    sections: [
      {
        title: 'Common mistakes',
        pieces: [
          bullets(
            'Forgetting the slash: <code>&lt;p&gt;Hi&lt;p&gt;</code> starts a second paragraph instead of closing the first.',
            'Making up a tag: <code>&lt;paragraph&gt;</code> is not HTML, so the browser does not treat the text as a paragraph.',
            'Capital letters work, but everyone writes tags in lower case: <code>&lt;p&gt;</code>, not <code>&lt;P&gt;</code>.',
          ),
        ],
      },
    ],
    children: [
      {
        title: 'Attributes',
        description: 'Extra information inside an opening tag.',
        pieces: [
          para(
            'An <strong>attribute</strong> gives an element extra information. It goes inside the opening tag: a name, an equals sign and a value in quotes.',
          ),
          syntax('html', '<a href="https://www.bbc.co.uk">The BBC</a>', [
            { highlight: 'href', description: 'the attribute’s name' },
            { highlight: '"https://www.bbc.co.uk"', description: 'its value, in quotes' },
          ]),
          table(
            [
              ['Attribute', 'Used on', 'What it does'],
              ['<code>href</code>', '<code>&lt;a&gt;</code>', 'the address a link goes to'],
              ['<code>src</code>', '<code>&lt;img&gt;</code>', 'the picture to show'],
              ['<code>alt</code>', '<code>&lt;img&gt;</code>', 'words that describe the picture'],
              ['<code>id</code>', 'any element', 'a name that only this element on the page has'],
              ['<code>class</code>', 'any element', 'a group name that many elements can share'],
            ],
            [1, 1, 3],
          ),
        ],
      },
      {
        title: 'Nesting',
        description: 'Elements inside other elements.',
        pieces: [
          para('Elements can hold other elements. The inner one must close before the outer one does.'),
          code('html', '<p>I <strong>love</strong> coding!</p>'),
          bullets(
            'Right: <code>&lt;p&gt;&lt;em&gt;Hi&lt;/em&gt;&lt;/p&gt;</code>',
            'Wrong: <code>&lt;p&gt;&lt;em&gt;Hi&lt;/p&gt;&lt;/em&gt;</code> (the tags cross over)',
          ),
          para('Indent the lines inside an element, so you can see at a glance what is inside what.'),
          code('html', '<ul>\n  <li>Apples</li>\n  <li>Pears</li>\n</ul>'),
        ],
      },
      {
        title: 'Empty elements',
        description: 'Elements with no content and no closing tag.',
        pieces: [
          para('A few elements have nothing inside them, so they have no closing tag.'),
          table(
            [
              ['Element', 'What it does'],
              ['<code>&lt;br&gt;</code>', 'starts a new line'],
              ['<code>&lt;img&gt;</code>', 'shows a picture'],
              ['<code>&lt;hr&gt;</code>', 'draws a line across the page, between topics'],
              ['<code>&lt;input&gt;</code>', 'a box to type in'],
            ],
            [1, 3],
          ),
          code(
            'html',
            '<p>Roses are red,<br>violets are blue.</p>\n<img src="cat.png" alt="A ginger cat asleep">',
          ),
        ],
      },
      {
        title: 'Comments',
        description: 'Notes in your code that the page does not show.',
        pieces: [
          code(
            'html',
            '<!-- This note is for people reading the code -->\n<p>This text shows on the page.</p>',
          ),
          para(
            'Everything between <code>&lt;!--</code> and <code>--&gt;</code> is hidden from the page. Use comments to explain your code, or to switch a line off for a while.',
          ),
        ],
      },
    ],
  },
  {
    title: 'Headings and text',
    description: 'Headings, paragraphs, and words that stand out.',
    pieces: [
      para('Text on a page goes in headings and paragraphs. The browser adds space around each one for you.'),
    ],
    children: [
      {
        title: 'Headings: h1 to h6',
        description: 'Titles for the page and for its parts.',
        pieces: [
          code(
            'html',
            '<h1>My pets</h1>\n<h2>Cats</h2>\n<p>I have two cats.</p>\n<h2>Dogs</h2>\n<p>I have one dog.</p>',
          ),
          bullets(
            '<code>&lt;h1&gt;</code> is the biggest and most important: use one per page, for its title.',
            '<code>&lt;h2&gt;</code> to <code>&lt;h6&gt;</code> are smaller headings for the parts inside.',
            'Choose a heading for how important it is, not for its size: CSS can change the size.',
          ),
        ],
      },
      {
        title: 'Paragraphs and line breaks',
        description: 'Blocks of text, and starting a new line.',
        pieces: [
          para(
            'Put each block of text in <code>&lt;p&gt;</code>. The browser turns the spaces and new lines in your code into a single space, so use <code>&lt;br&gt;</code> to start a new line inside a paragraph.',
          ),
          code(
            'html',
            '<p>This is the first paragraph.</p>\n<p>This is the second.\nThis line joins on to the one above.</p>\n<p>Line one<br>Line two</p>',
          ),
        ],
      },
      {
        title: 'strong and em',
        description: 'Words that matter, and words you would say with stress.',
        pieces: [
          table(
            [
              ['Element', 'Means', 'Looks'],
              ['<code>&lt;strong&gt;</code>', 'important', 'bold'],
              ['<code>&lt;em&gt;</code>', 'said with stress', 'italic'],
            ],
            [1, 2, 1],
          ),
          code('html', '<p><strong>Warning:</strong> the oven is <em>very</em> hot.</p>'),
        ],
      },
    ],
  },
  {
    title: 'Links and images',
    description: 'Going to other pages, and showing pictures.',
    pieces: [para('Links and pictures both point at something else, with an address in an attribute.')],
    children: [
      {
        title: 'Links: a and href',
        description: 'Words the reader clicks to go somewhere else.',
        pieces: [
          syntax('html', '<a href="https://www.bbc.co.uk/bitesize">BBC Bitesize</a>', [
            { highlight: 'href', description: 'where the link goes' },
            { highlight: 'BBC Bitesize', description: 'the words the reader clicks' },
          ]),
          bullets(
            'A full address starts with <code>https://</code> and can go to any site.',
            'A short address such as <code>about.html</code> goes to another page of your own site.',
            'The link’s words should say where it goes: “BBC Bitesize”, not “click here”.',
          ),
        ],
      },
      {
        title: 'Images: img, src and alt',
        description: 'Showing a picture, and describing it.',
        pieces: [
          syntax('html', '<img src="dog.jpg" alt="A puppy chasing a ball" width="300">', [
            { highlight: 'src', description: 'the picture’s file name or address' },
            {
              highlight: 'alt',
              description:
                'words that describe the picture: screen readers read them aloud, and they show if the picture cannot load',
            },
            { highlight: 'width', description: 'optional: how wide to show it, in pixels' },
          ]),
          para('<code>&lt;img&gt;</code> has no closing tag.'),
        ],
        sections: [
          {
            title: 'Common mistakes',
            pieces: [
              bullets(
                'A file name that does not match exactly: on most web servers <code>Dog.jpg</code> and <code>dog.jpg</code> are different files.',
                'Leaving out <code>alt</code>: people who cannot see the picture miss what it shows.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Lists and tables',
    description: 'Items in a list, and data in rows and columns.',
    pieces: [para('Lists and tables are made of one element for the whole thing and one for each part.')],
    children: [
      {
        title: 'Lists: ul, ol and li',
        description: 'Bulleted and numbered lists.',
        pieces: [
          code(
            'html',
            '<ul>\n  <li>Milk</li>\n  <li>Eggs</li>\n</ul>\n\n<ol>\n  <li>Crack the eggs</li>\n  <li>Whisk them</li>\n</ol>',
          ),
          bullets(
            '<code>&lt;ul&gt;</code> is an unordered list: each item gets a bullet.',
            '<code>&lt;ol&gt;</code> is an ordered list: the items are numbered 1, 2, 3…',
            'Each item goes in its own <code>&lt;li&gt;</code> (list item).',
          ),
        ],
      },
      {
        title: 'Tables: table, tr, th and td',
        description: 'Data in rows and columns.',
        pieces: [
          code(
            'html',
            '<table>\n  <tr>\n    <th>Name</th>\n    <th>Score</th>\n  </tr>\n  <tr>\n    <td>Sam</td>\n    <td>12</td>\n  </tr>\n</table>',
          ),
          table(
            [
              ['Element', 'What it is'],
              ['<code>&lt;table&gt;</code>', 'the whole table'],
              ['<code>&lt;tr&gt;</code>', 'one row'],
              ['<code>&lt;th&gt;</code>', 'a heading cell (bold and centred)'],
              ['<code>&lt;td&gt;</code>', 'an ordinary cell of data'],
            ],
            [1, 3],
          ),
          para('Use tables for data in rows and columns, not to arrange a page: CSS does that.'),
        ],
      },
    ],
  },
  {
    title: 'Page structure',
    description: 'The skeleton every page has, and boxes that group things.',
    pieces: [
      para('Every page has the same outer parts; inside them, you group things so you can style them.'),
    ],
    children: [
      {
        title: 'The page skeleton',
        description: 'DOCTYPE, html, head and body.',
        pieces: [
          code(
            'html',
            '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>My first page</title>\n  </head>\n  <body>\n    <h1>Hello!</h1>\n  </body>\n</html>',
          ),
          table(
            [
              ['Part', 'What it is for'],
              ['<code>&lt;!DOCTYPE html&gt;</code>', 'tells the browser this is a modern HTML page'],
              ['<code>&lt;html lang="en"&gt;</code>', 'holds the whole page, and says its language'],
              ['<code>&lt;head&gt;</code>', 'information about the page, not shown in it'],
              [
                '<code>&lt;meta charset="utf-8"&gt;</code>',
                'lets the page show the letters of every alphabet',
              ],
              ['<code>&lt;title&gt;</code>', 'the name on the browser tab'],
              ['<code>&lt;body&gt;</code>', 'everything the reader sees'],
            ],
            [2, 3],
          ),
          para(
            'In a Brickyard web project your page is <code>index.html</code>; your <code>style.css</code> and <code>script.js</code> are added to it for you.',
          ),
        ],
      },
      {
        title: 'div and span',
        description: 'Boxes that group things for CSS and jQuery.',
        pieces: [
          para(
            '<code>&lt;div&gt;</code> and <code>&lt;span&gt;</code> mean nothing on their own: they group things, usually with a <code>class</code>, so CSS or jQuery can find them.',
          ),
          code(
            'html',
            '<div class="card">\n  <h2>Hedgehogs</h2>\n  <p>They eat <span class="highlight">beetles</span> and worms.</p>\n</div>',
          ),
          bullets(
            '<code>&lt;div&gt;</code> is a block: it starts on a new line and is as wide as it can be.',
            '<code>&lt;span&gt;</code> is inline: it sits inside a line of text.',
          ),
        ],
      },
      {
        title: 'Buttons and text boxes',
        description: 'Things the reader clicks and types in.',
        pieces: [
          code(
            'html',
            '<label for="name">Your name</label>\n<input id="name" type="text">\n<button id="hello">Say hello</button>',
          ),
          bullets(
            '<code>&lt;input&gt;</code> is a box to type in. It has no closing tag.',
            '<code>&lt;label&gt;</code> names a box: its <code>for</code> matches the box’s <code>id</code>, and clicking the label puts the cursor in the box.',
            '<code>&lt;button&gt;</code> does nothing on its own: JavaScript or jQuery decides what a click does.',
          ),
        ],
      },
    ],
  },
];

export const cssReferences: SeedReference[] = [
  {
    title: 'Adding CSS to a page',
    description: 'What CSS is, what a rule looks like, and where rules go.',
    pieces: [
      para(
        '<strong>CSS</strong> decides how a page looks: colours, sizes, spacing and layout. HTML says what things are; CSS says how they look.',
      ),
      syntax('css', 'h1 {\n  color: purple;\n  font-size: 40px;\n}', [
        { highlight: 'h1', description: 'the <strong>selector</strong>: which elements the rule styles' },
        { highlight: 'color', description: 'a <strong>property</strong>: what to change' },
        { highlight: 'purple', description: 'its <strong>value</strong>, followed by a semicolon' },
      ]),
      para(
        'In a Brickyard web project, write your rules in <code>style.css</code>: it is added to your page for you. On other sites, link the file inside the page’s <code>&lt;head&gt;</code>:',
      ),
      code('html', '<link rel="stylesheet" href="style.css">'),
    ],
    sections: [
      {
        title: 'Common mistakes',
        pieces: [
          bullets(
            'A missing semicolon: the line after it stops working too.',
            'A missing <code>}</code>: the rules after it may be ignored.',
            'British spelling: the property is <code>color</code>, not <code>colour</code>.',
            'A space before the unit: <code>20px</code> works, <code>20 px</code> does not.',
          ),
        ],
      },
    ],
    children: [
      {
        title: 'Selectors',
        description: 'Choosing which elements a rule styles.',
        pieces: [
          table(
            [
              ['Selector', 'Styles'],
              ['<code>p</code>', 'every <code>&lt;p&gt;</code> element'],
              ['<code>.note</code>', 'every element with <code>class="note"</code>'],
              ['<code>#title</code>', 'the element with <code>id="title"</code>'],
              ['<code>h1, h2</code>', 'every <code>&lt;h1&gt;</code> and every <code>&lt;h2&gt;</code>'],
              ['<code>nav a</code>', 'every link inside a <code>&lt;nav&gt;</code>'],
              ['<code>a:hover</code>', 'a link while the mouse pointer is over it'],
            ],
            [1, 3],
          ),
          code('css', '.warning {\n  color: red;\n}'),
          code('html', '<p class="warning">Mind the gap!</p>'),
        ],
        sections: [
          {
            title: 'Which rule wins?',
            pieces: [
              para(
                'When two rules set the same property of the same element, an id selector beats a class, and a class beats an element name. When they are equal, the rule further down wins.',
              ),
            ],
          },
        ],
      },
      {
        title: 'Comments in CSS',
        description: 'Notes that the browser skips.',
        pieces: [
          code(
            'css',
            '/* Colours for the whole page */\nbody {\n  background-color: lightyellow; /* a soft background */\n}',
          ),
          para('Everything between <code>/*</code> and <code>*/</code> is ignored by the browser.'),
        ],
      },
    ],
  },
  {
    title: 'Boxes: margin, border and padding',
    description: 'The space inside and around every element.',
    pieces: [
      para(
        'The browser draws every element as a box. From the inside out: the <strong>content</strong>, the <strong>padding</strong>, the <strong>border</strong> and the <strong>margin</strong>.',
      ),
      table(
        [
          ['Property', 'What it is', 'Example'],
          [
            '<code>padding</code>',
            'space inside the border, around the content',
            '<code>padding: 10px;</code>',
          ],
          ['<code>border</code>', 'a line around the padding', '<code>border: 2px solid black;</code>'],
          ['<code>margin</code>', 'space outside the border, between boxes', '<code>margin: 20px;</code>'],
          [
            '<code>width</code>, <code>height</code>',
            'the size of the content',
            '<code>width: 200px;</code>',
          ],
        ],
        [1, 2, 2],
      ),
      code(
        'css',
        '.card {\n  width: 200px;\n  padding: 10px;\n  border: 2px solid navy;\n  border-radius: 8px;\n  margin: 20px;\n}',
      ),
    ],
    sections: [
      {
        title: 'One side at a time',
        pieces: [
          para(
            'Add the side to the name: <code>margin-top</code>, <code>padding-left</code>, <code>border-bottom</code>. Two values mean top and bottom, then left and right.',
          ),
          code(
            'css',
            'p {\n  margin-top: 0;\n  padding: 10px 20px; /* 10px top and bottom, 20px left and right */\n}',
          ),
        ],
      },
      {
        title: 'Width with padding',
        pieces: [
          para(
            'Normally <code>width</code> is the content only, so padding and border make the box wider. With <code>box-sizing: border-box;</code> the width includes them.',
          ),
        ],
      },
    ],
    children: [
      {
        title: 'Units: px, %, em and rem',
        description: 'Ways of giving a size.',
        pieces: [
          table(
            [
              ['Unit', 'Means', 'Example'],
              ['<code>px</code>', 'pixels: dots on the screen', '<code>width: 200px;</code>'],
              ['<code>%</code>', 'a part of the size of the box it is in', '<code>width: 50%;</code>'],
              [
                '<code>em</code>',
                'times the size of the text: 2em is twice as big',
                '<code>font-size: 2em;</code>',
              ],
              [
                '<code>rem</code>',
                'times the page’s normal text size (usually 16px)',
                '<code>margin: 1rem;</code>',
              ],
            ],
            [1, 3, 2],
          ),
          para('A size of <code>0</code> needs no unit.'),
        ],
      },
    ],
  },
  {
    title: 'Colours and backgrounds',
    description: 'The colour of text, and what is behind it.',
    pieces: [
      para(
        '<code>color</code> sets the colour of the text; <code>background-color</code> sets the colour behind it.',
      ),
      table(
        [
          ['Write a colour as', 'Example'],
          ['a name', '<code>red</code>, <code>teal</code>, <code>hotpink</code>'],
          ['a hex code: red, green and blue, each from 00 to ff', '<code>#ff8800</code>'],
          ['<code>rgb()</code>: red, green and blue, each from 0 to 255', '<code>rgb(255, 136, 0)</code>'],
        ],
        [3, 2],
      ),
      code(
        'css',
        'body {\n  color: #222222;\n  background-color: lightyellow;\n}\n\nh1 {\n  color: rgb(200, 0, 100);\n}',
      ),
    ],
    sections: [
      {
        title: 'Background pictures',
        pieces: [code('css', 'body {\n  background-image: url("stars.png");\n}')],
      },
      {
        title: 'Easy to read',
        pieces: [
          para(
            'Dark text on a light background, or light text on a dark one, is easiest to read. Pale grey on white is hard for everyone.',
          ),
        ],
      },
    ],
  },
  {
    title: 'Layout with flexbox',
    description: 'Putting boxes side by side, and lining them up.',
    pieces: [
      para(
        'Give a box <code>display: flex;</code> and the elements inside it line up in a row. You style the box that holds them (the <strong>container</strong>), not each item.',
      ),
      code(
        'css',
        '.row {\n  display: flex;\n  gap: 10px;\n  justify-content: center;\n  align-items: center;\n}',
      ),
      code('html', '<div class="row">\n  <div>One</div>\n  <div>Two</div>\n  <div>Three</div>\n</div>'),
      table(
        [
          ['Property', 'What it does', 'Values to try'],
          ['<code>flex-direction</code>', 'a row or a column', '<code>row</code>, <code>column</code>'],
          [
            '<code>justify-content</code>',
            'spreads the items along the row',
            '<code>flex-start</code>, <code>center</code>, <code>space-between</code>',
          ],
          [
            '<code>align-items</code>',
            'lines the items up across the row',
            '<code>stretch</code>, <code>center</code>, <code>flex-start</code>',
          ],
          ['<code>gap</code>', 'the space between items', '<code>10px</code>'],
          ['<code>flex-wrap</code>', 'lets items move on to a new line', '<code>wrap</code>'],
        ],
        [2, 2, 3],
      ),
    ],
  },
  {
    title: 'Text and fonts',
    description: 'The font, size and style of text.',
    pieces: [
      table(
        [
          ['Property', 'Example', 'What it does'],
          ['<code>font-family</code>', '<code>font-family: Verdana, sans-serif;</code>', 'which font'],
          ['<code>font-size</code>', '<code>font-size: 18px;</code>', 'how big'],
          ['<code>font-weight</code>', '<code>font-weight: bold;</code>', 'bold or normal'],
          ['<code>font-style</code>', '<code>font-style: italic;</code>', 'italic or normal'],
          ['<code>text-align</code>', '<code>text-align: center;</code>', 'left, right, center or justify'],
          ['<code>text-decoration</code>', '<code>text-decoration: none;</code>', 'takes the line off links'],
          ['<code>line-height</code>', '<code>line-height: 1.5;</code>', 'the space between lines'],
        ],
        [2, 3, 2],
      ),
      para(
        'List more than one font in <code>font-family</code>: if the reader’s computer does not have the first, the browser tries the next. End with <code>serif</code> or <code>sans-serif</code>, which every computer has.',
      ),
    ],
  },
];

export const jqueryReferences: SeedReference[] = [
  {
    title: 'About jQuery',
    description: 'What jQuery is, and how a line of jQuery is built.',
    pieces: [
      para(
        '<strong>jQuery</strong> is a JavaScript library: ready-made code that makes it quick to find parts of a page and change them. In a Brickyard web project it is already loaded; write your code in <code>script.js</code>.',
      ),
      syntax('javascript', '$("h1").text("Welcome!");', [
        { highlight: '$', description: 'the jQuery function' },
        { highlight: '"h1"', description: 'a CSS selector: which elements to find' },
        { highlight: '.text("Welcome!")', description: 'what to do to them' },
      ]),
      para(
        '<code>$</code> finds every element the selector matches, and the action happens to all of them at once.',
      ),
    ],
    sections: [
      {
        title: 'Wait for the page',
        pieces: [
          para(
            'jQuery can only find elements that already exist. Code inside <code>$(function () { … });</code> waits until the page is ready.',
          ),
          code('javascript', '$(function () {\n  $("h1").text("The page is ready!");\n});'),
        ],
      },
      {
        title: 'Several actions in a row',
        pieces: [
          para('Each action gives back the same elements, so you can chain actions one after another.'),
          code('javascript', '$("#box").css("color", "white").text("Done!");'),
        ],
      },
    ],
  },
  {
    title: 'Selecting elements',
    description: 'Finding the elements you want to change.',
    pieces: [
      para('jQuery uses the same selectors as CSS.'),
      table(
        [
          ['Code', 'Finds'],
          ['<code>$("p")</code>', 'every paragraph'],
          ['<code>$(".card")</code>', 'every element with <code>class="card"</code>'],
          ['<code>$("#score")</code>', 'the element with <code>id="score"</code>'],
          ['<code>$("ul li")</code>', 'every list item inside a <code>&lt;ul&gt;</code>'],
          ['<code>$(this)</code>', 'inside an event: the element the event happened to'],
        ],
        [2, 3],
      ),
    ],
    sections: [
      {
        title: 'Nothing happens?',
        pieces: [
          bullets(
            'Check the spelling, and the <code>.</code> for a class or the <code>#</code> for an id.',
            'Check that the code runs after the page has loaded.',
            'jQuery shows no error when nothing matches: it just does nothing.',
          ),
        ],
      },
    ],
  },
  {
    title: 'Changing the page',
    description: 'Changing what elements say and how they look.',
    pieces: [
      table(
        [
          ['Method', 'What it does', 'Example'],
          ['<code>.text()</code>', 'sets the text', '<code>$("#score").text(10);</code>'],
          [
            '<code>.html()</code>',
            'sets the content, tags and all',
            '<code>$("#list").html("&lt;li&gt;New&lt;/li&gt;");</code>',
          ],
          ['<code>.css()</code>', 'changes one CSS property', '<code>$("h1").css("color", "red");</code>'],
          ['<code>.addClass()</code>', 'adds a class', '<code>$("#box").addClass("big");</code>'],
          ['<code>.removeClass()</code>', 'takes a class away', '<code>$("#box").removeClass("big");</code>'],
          [
            '<code>.toggleClass()</code>',
            'adds the class, or takes it away if it is there',
            '<code>$("#box").toggleClass("big");</code>',
          ],
          ['<code>.attr()</code>', 'changes an attribute', '<code>$("img").attr("src", "cat.png");</code>'],
        ],
        [2, 3, 4],
      ),
      para(
        'With nothing in the brackets, <code>.text()</code>, <code>.html()</code> and <code>.val()</code> read instead of change: <code>$("h1").text()</code> gives the heading’s text.',
      ),
    ],
    children: [
      {
        title: 'Classes instead of css()',
        description: 'Let CSS decide the look, and jQuery switch it on.',
        pieces: [
          para('Changing a class keeps the look in your CSS file, where it is easy to find and change.'),
          code('css', '.night {\n  background-color: black;\n  color: white;\n}'),
          code(
            'javascript',
            '$("#dark-mode").on("click", function () {\n  $("body").toggleClass("night");\n});',
          ),
        ],
      },
      {
        title: 'Reading a text box with val()',
        description: 'Using what the reader typed.',
        pieces: [
          code(
            'html',
            '<input id="name" type="text">\n<button id="hello">Say hello</button>\n<p id="answer"></p>',
          ),
          code(
            'javascript',
            '$("#hello").on("click", function () {\n  let name = $("#name").val();\n  $("#answer").text("Hello, " + name + "!");\n});',
          ),
          para(
            '<code>.val()</code> always gives text. Use <code>Number()</code> to turn it into a number before doing sums.',
          ),
        ],
      },
    ],
  },
  {
    title: 'Events',
    description: 'Running code when something happens: a click, a key, some typing.',
    pieces: [
      syntax('javascript', '$("#go").on("click", function () {\n  // runs on every click\n});', [
        { highlight: '"click"', description: 'the event to wait for' },
        { highlight: 'function ()', description: 'the code to run each time it happens' },
      ]),
      table(
        [
          ['Event', 'Happens when'],
          ['<code>click</code>', 'the element is clicked (or tapped)'],
          ['<code>dblclick</code>', 'it is double-clicked'],
          ['<code>mouseenter</code>, <code>mouseleave</code>', 'the mouse pointer moves on to it, or off it'],
          ['<code>keydown</code>', 'a key is pressed while it has the focus'],
          ['<code>input</code>', 'the text in a box changes'],
          ['<code>submit</code>', 'a form is sent'],
        ],
        [2, 3],
      ),
      para('Inside the function, <code>$(this)</code> is the element the event happened to.'),
      code('javascript', '$(".card").on("click", function () {\n  $(this).toggleClass("chosen");\n});'),
    ],
    sections: [
      {
        title: 'Forms',
        pieces: [
          para('A form reloads the page when it is sent. <code>event.preventDefault()</code> stops that.'),
          code(
            'javascript',
            '$("form").on("submit", function (event) {\n  event.preventDefault();\n  $("#thanks").show();\n});',
          ),
        ],
      },
    ],
  },
  {
    title: 'Effects',
    description: 'Hiding and showing things, with movement.',
    pieces: [
      table(
        [
          ['Methods', 'What they do'],
          [
            '<code>.hide()</code>, <code>.show()</code>, <code>.toggle()</code>',
            'hide, show, or swap between the two',
          ],
          ['<code>.fadeOut()</code>, <code>.fadeIn()</code>', 'fade away, or fade into view'],
          ['<code>.slideUp()</code>, <code>.slideDown()</code>', 'roll up out of sight, or down into view'],
        ],
        [3, 3],
      ),
      para(
        'Put a time in milliseconds in the brackets to go slower: <code>.fadeOut(2000)</code> takes two seconds. A hidden element takes up no space, so the page closes up around it.',
      ),
      code('javascript', '$("#hint-button").on("click", function () {\n  $("#hint").slideDown();\n});'),
    ],
  },
  {
    title: 'Adding and removing elements',
    description: 'Putting new things on the page, and taking them away.',
    pieces: [
      table(
        [
          ['Method', 'What it does'],
          ['<code>.append()</code>', 'adds new content at the end, inside'],
          ['<code>.prepend()</code>', 'adds new content at the start, inside'],
          ['<code>.remove()</code>', 'takes the elements off the page'],
          ['<code>.empty()</code>', 'takes away everything inside the elements'],
        ],
        [1, 3],
      ),
      code(
        'javascript',
        'let count = 0;\n$("#add").on("click", function () {\n  count = count + 1;\n  $("#list").append("<li>Item " + count + "</li>");\n});\n$("#clear").on("click", function () {\n  $("#list").empty();\n});',
      ),
    ],
  },
];

/** The three references by language, as the demo seeds them. */
export const WEB_REFERENCES = [
  { language: 'html', references: htmlReferences },
  { language: 'css', references: cssReferences },
  { language: 'jquery', references: jqueryReferences },
] as const;
