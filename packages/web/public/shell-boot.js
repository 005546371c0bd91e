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

// The session is restored while the app downloads, not after it has started: the CSRF token, then, when this
// browser holds a session, the access token it trades the refresh cookie for (the same two calls as
// refreshSession in src/api/client.ts, which takes this answer over once instead of asking again). A phone on a
// slow network so has the person's data on the way before the app's scripts have arrived.
const csrfHeader = document.querySelector('script[data-csrf-header]')?.getAttribute('data-csrf-header');
if (csrfHeader) {
  const json = { accept: 'application/json' };
  window.brickyardSession = fetch('/auth/csrf', { headers: json, credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((csrf) => {
      if (!csrf || typeof csrf.csrfToken !== 'string') return null;
      if (!csrf.session) return { session: false };
      return fetch('/auth/local/token', {
        method: 'POST',
        headers: { ...json, 'content-type': 'application/json', [csrfHeader]: csrf.csrfToken },
        body: '{}',
        credentials: 'same-origin',
      }).then((token) => ({ session: true, token }));
    })
    // Unreachable or refused: the app asks again itself.
    .catch(() => null);
}

// A button pressed before the app has arrived (Log in, Sign up, Forgotten password…) does nothing by itself: the
// prerendered form cannot send itself (its button is a plain button, so no password ends up in the address).
// The press is noted on #root, by the button's place and words, and the app presses the same button of its own
// page as soon as it takes over (src/app/shell.ts). Enter in a field counts as pressing Log in.
const root = document.getElementById('root');
if (root?.hasAttribute('data-shell')) {
  const note = (button) => {
    // Once the app has taken over (the mark is gone), its own buttons work and nothing is noted.
    if (!root.hasAttribute('data-shell')) return;
    const buttons = [...root.querySelectorAll('button')];
    root.setAttribute('data-shell-press', String(buttons.indexOf(button)));
    root.setAttribute('data-shell-press-text', button.textContent ?? '');
  };
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.hasAttribute('aria-label')) note(button);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const submit = event.target.form?.querySelector('[data-shell-submit]');
    if (submit) note(submit);
  });
}
