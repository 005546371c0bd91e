// A web project's files made into one page for the preview frame (runners/web-frame.ts): the student's HTML
// with their CSS in the head, jQuery (served by us), a console bridge, then their JavaScript. Pure, tested.
import type { ProjectFile } from '@brickyard/core';
import { RUNNER_TAG } from './protocol.ts';

export interface WebFiles {
  html: string;
  css: string;
  js: string;
}

export const webFilesOf = (files: readonly ProjectFile[]): WebFiles => ({
  html: files.find((f) => f.name.endsWith('.html'))?.content ?? '',
  css: files
    .filter((f) => f.name.endsWith('.css'))
    .map((f) => f.content)
    .join('\n'),
  js: files
    .filter((f) => f.name.endsWith('.js'))
    .map((f) => f.content)
    .join('\n;\n'),
});

/** Text placed inside <script> or <style> must not close it early. */
const inert = (text: string, tag: 'script' | 'style') =>
  text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);

/** Sends the page's console and errors to the app, as the JavaScript runner does. */
const consoleBridge = (runId: string) => `(function () {
  var post = function (type, text) {
    parent.postMessage({ tag: ${JSON.stringify(RUNNER_TAG)}, runId: ${JSON.stringify(runId)}, type: type, text: text + "\\n" }, "*");
  };
  var show = function (v) { try { return typeof v === "string" ? v : JSON.stringify(v); } catch (e) { return String(v); } };
  var write = function (type) { return function () { post(type, Array.prototype.map.call(arguments, show).join(" ")); }; };
  console.log = console.info = console.debug = write("stdout");
  console.warn = console.error = write("stderr");
  window.addEventListener("error", function (event) {
    parent.postMessage({ tag: ${JSON.stringify(RUNNER_TAG)}, runId: ${JSON.stringify(runId)}, type: "error", message: String(event.message).replace(/^Uncaught /, ""), line: null }, "*");
  });
})();`;

export const composeWebPage = (files: WebFiles, runId: string, jqueryUrl: string) => {
  const head = `<meta charset="utf-8"><style>${inert(files.css, 'style')}</style><script src="${jqueryUrl}"></script><script>${consoleBridge(runId)}</script>`;
  const tail = `<script>${inert(files.js, 'script')}</script>`;
  let page = files.html;
  page = /<head[^>]*>/i.test(page)
    ? page.replace(/<head[^>]*>/i, (open) => `${open}${head}`)
    : `${head}${page}`;
  page = /<\/body>/i.test(page) ? page.replace(/<\/body>/i, `${tail}</body>`) : `${page}${tail}`;
  return /^\s*<!doctype/i.test(page) ? page : `<!doctype html>${page}`;
};
