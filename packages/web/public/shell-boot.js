// The prerendered pages (packages/web/prerender.ts) paint with their own small stylesheet first; right after that
// first paint this fetches the app: the full stylesheet, the scripts and their preloads, kept inert in the
// <template id="app-files"> until now. A phone on a slow network so shows the page before downloading the app.
const files = document.getElementById('app-files');
const load = () => {
  if (!(files instanceof HTMLTemplateElement)) return;
  for (const original of files.content.children) {
    // A fresh element (not a clone of the inert one), so that the browser fetches and runs it.
    const element = document.createElement(original.tagName.toLowerCase());
    for (const { name, value } of original.attributes) element.setAttribute(name, value);
    document.head.append(element);
  }
  files.remove();
};
// The frame after this one has been painted.
requestAnimationFrame(() => setTimeout(load, 0));

// Logging in before the app has arrived: the prerendered form cannot send itself (its button is a plain button,
// so no password ends up in the address), so the wish is noted and the app logs in as soon as it takes over
// (app/shell.ts reads the mark).
const root = document.getElementById('root');
const form = root?.hasAttribute('data-shell') ? root.querySelector('form') : null;
if (root && form) {
  const requestLogin = () => {
    root.setAttribute('data-shell-submit', '');
  };
  form.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-shell-submit]')) requestLogin();
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) requestLogin();
  });
}
