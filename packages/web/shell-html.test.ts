import { describe, expect, it } from 'vitest';
import { APP_FILES, criticalCss, stylesheetsFirst } from './shell-html.ts';

const page = `<!doctype html><html lang="ar" dir="rtl"><head></head><body>
<div id="root"><form><input class="input" name="username"><button class="button primary">Log in</button></form></div>
</body></html>`;

describe('criticalCss', () => {
  const css = [
    '.input{border:1px solid}',
    '.input:focus{outline:2px solid}',
    '.button:hover:not(:disabled){color:red}',
    '.modal{position:fixed}',
    '.menu .item,.button.primary{margin:0}',
    '[dir=rtl] .button{text-align:right}',
    '[dir=ltr] .button{text-align:left}',
    '@media (min-width:48em){.input{width:20rem}.modal{width:30rem}}',
    '@media print{.modal{display:none}}',
    '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
  ].join('');
  const kept = criticalCss(css, page);

  it("keeps the rules that style the page's elements, in any state and at any width", () => {
    expect(kept).toContain('.input{border:1px solid}');
    expect(kept).toContain('.input:focus{outline:2px solid}');
    expect(kept).toContain('.button:hover:not(:disabled){color:red}');
    expect(kept).toContain('.menu .item,.button.primary{margin:0}');
    expect(kept).toContain('[dir=rtl] .button{text-align:right}');
    expect(kept).toContain('@media (min-width:48em){.input{width:20rem}}');
    expect(kept).toContain('@keyframes spin');
  });

  it('drops the rules of elements the page does not have, and what is left empty', () => {
    expect(kept).not.toContain('.modal');
    expect(kept).not.toContain('[dir=ltr]');
    expect(kept).not.toContain('@media print');
  });
});

describe('stylesheetsFirst and APP_FILES', () => {
  const built = `<head>
    <title>Brickyard</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`;

  it('moves the stylesheet before the scripts, so it is fetched first', () => {
    const html = stylesheetsFirst(built);
    expect(html.indexOf('index-3.css')).toBeLessThan(html.indexOf('index-1.js'));
    expect(html.match(/index-3\.css/g)).toHaveLength(1);
    expect(html).toContain('<title>Brickyard</title>');
  });

  it("finds every file of the app's head, in order", () => {
    const files = stylesheetsFirst(built)
      .match(APP_FILES)
      ?.map((tag) => tag.trim());
    expect(files).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
    ]);
  });
});
