// After `vite build`: writes the login page and the frame of every other page, prerendered in every locale,
// beside index.html (dist/shells/{login,app}.<locale>.html; src/prerender/shells.tsx renders them with the app's
// own components), each with the few CSS rules it uses inlined and the app's files loaded after its first paint;
// and puts the stylesheet first in index.html's head. The server picks the page and its locale (plugins/web.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@brickyard/core';
import { CSRF_HEADER } from '@brickyard/core/basics';
import { createServer } from 'vite';
import { APP_FILES, criticalCss, stylesheetsFirst } from './shell-html.ts';
import type { renderShell as RenderShell, ShellPage } from './src/prerender/shells.tsx';

const root = import.meta.dirname;
const dist = join(root, 'dist');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
  if (!pattern.test(html)) throw new Error(`prerender: ${pattern} not found in index.html`);
  // A function, so that a `$` in the replacement (a translation, a CSS rule) is taken as it is.
  return html.replace(pattern, () => replacement);
};

/** The built chunk of a locale's strings (src/i18n/index.ts imports each locale on its own). */
const localeChunk = (locale: string) => {
  const found = readdirSync(join(dist, 'assets')).filter((name) =>
    new RegExp(`^${locale}-[\\w-]{8}\\.js$`).test(name),
  );
  if (found.length !== 1)
    throw new Error(`prerender: expected one chunk of ${locale} strings, found ${found.length}`);
  return found[0];
};

const main = async () => {
  const template = stylesheetsFirst(readFileSync(join(dist, 'index.html'), 'utf8'));
  // Every first page would otherwise carry zod and all of core's schemas (about 55 KB compressed): a module the
  // first page loads imports them, often through core's index ('@brickyard/core'; import a subpath instead).
  if (/assets\/zod-/.test(template))
    throw new Error('prerender: the first page loads zod; see the note above this check in prerender.ts');
  writeFileSync(join(dist, 'index.html'), template);
  const stylesheetPath = template.match(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/)?.[1];
  if (!stylesheetPath) throw new Error('prerender: no stylesheet in index.html');
  const stylesheet = readFileSync(join(dist, stylesheetPath), 'utf8');

  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderShell } = (await vite.ssrLoadModule('/src/prerender/shells.tsx')) as {
      renderShell: typeof RenderShell;
    };
    mkdirSync(join(dist, 'shells'), { recursive: true });
    const pages: ShellPage[] = ['login', 'app'];
    for (const [shellPage, locale] of pages.flatMap((p) => LOCALES.map((l) => [p, l] as const))) {
      const shell = await renderShell(shellPage, locale);
      // Until the app takes over, the button does not submit: a form sent without the app would put the
      // password in the address. With two fields and no submit button, Enter submits nothing either; both are
      // noted instead, and the app logs in when it takes over (public/shell-boot.js, src/app/shell.ts).
      const markup = shell.html.replace(/type="submit"/g, 'type="button" data-shell-submit');
      let page = replaceOnce(
        template,
        /<html lang="en" dir="ltr">/,
        `<html lang="${shell.lang}" dir="${shell.dir}" data-mantine-color-scheme="light">`,
      );
      page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${escapeText(shell.title)}</title>`);
      page = replaceOnce(
        page,
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeAttribute(shell.description)}" />`,
      );
      page = replaceOnce(page, /<div id="root"><\/div>/, `<div id="root" ${shell.attribute}>${markup}</div>`);
      // In the page's language, and first, below the navbar (which is fixed over the top of the page).
      page = replaceOnce(page, /\s*<noscript>[^<]*<\/noscript>/, '');
      page = replaceOnce(
        page,
        /<body>/,
        `<body>\n    <noscript><p style="padding: 80px 16px 0; text-align: center">${escapeText(shell.needsJavaScript)}</p></noscript>`,
      );
      // The first paint needs the page and its own rules only; the app comes after (public/shell-boot.js).
      const appFiles: string[] = [...(page.match(APP_FILES) ?? [])];
      for (const file of appFiles) page = page.replace(file, '');
      // The page's strings come with the app's files, not one round trip after the app has started.
      appFiles.push(`\n    <link rel="modulepreload" crossorigin href="/assets/${localeChunk(locale)}">`);
      const critical = criticalCss(stylesheet, page);
      page = replaceOnce(
        page,
        /\s*<\/head>/,
        `\n    <style>${critical}</style>\n    <template id="app-files">${appFiles.join('')}\n    </template>\n    <script type="module" src="/shell-boot.js" data-csrf-header="${CSRF_HEADER}"></script>\n  </head>`,
      );
      writeFileSync(join(dist, 'shells', `${shellPage}.${locale}.html`), page);
    }
  } finally {
    await vite.close();
  }
};

await main();
