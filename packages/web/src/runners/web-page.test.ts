import { describe, expect, it } from 'vitest';
import { composeWebPage, webFilesOf } from './web-page.ts';

describe('composeWebPage', () => {
  const files = webFilesOf([
    { name: 'index.html', content: '<h1>Hi</h1>' },
    { name: 'style.css', content: 'h1 { color: red }' },
    { name: 'script.js', content: 'console.log("x")' },
  ]);

  it('puts the CSS first, jQuery and the console bridge before the student’s script, the script last', () => {
    const page = composeWebPage(files, 'r1', '/vendor/jquery.js');
    expect(page.startsWith('<!doctype html>')).toBe(true);
    const order = [
      '<style>h1 { color: red }</style>',
      '/vendor/jquery.js',
      '"r1"',
      '<h1>Hi</h1>',
      'console.log("x")',
    ];
    const positions = order.map((text) => page.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('fits into a full document of the student’s', () => {
    const page = composeWebPage(
      { ...files, html: '<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p></body></html>' },
      'r1',
      '/j.js',
    );
    expect(page.indexOf('<style>')).toBeGreaterThan(page.indexOf('<head>'));
    expect(page.indexOf('console.log("x")')).toBeLessThan(page.indexOf('</body>'));
    expect(page.match(/<!doctype/gi)).toHaveLength(1);
  });

  it('a student’s text cannot close the style or script around it early', () => {
    const page = composeWebPage(
      { html: '', css: 'a{}</style><script>alert(1)', js: '"</script>"' },
      'r',
      '/j.js',
    );
    expect(page).not.toContain('</style><script>alert(1)');
    expect(page).toContain('<\\/style><script>alert(1)');
    expect(page).toContain('"<\\/script>"');
  });
});
