import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './api/session.ts';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { keepShellForm, SHELL_ATTRIBUTE } from './app/shell.ts';
import { i18nReady } from './i18n/index.ts';

// The HttpOnly refresh cookie may still hold a session: restore it before the guards decide.
void restoreSession();

/**
 * The prerendered page came with the few rules it needs; the full stylesheet is fetched after its first paint
 * (public/shell-boot.js). The app draws once it is in, or every dialog after would be drawn unstyled.
 */
const stylesheetsLoaded = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.sheet)
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
  );

/** The router has loaded the first page's code, so its first drawing is the page, not a loader in its place. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

const root = document.getElementById('root')!;
// A prerendered page (the login page, or the frame of any other) stays until the app can draw at once what
// replaces it: its strings, its page's code and the full stylesheet are in, so no loader shows in between.
const prerendered = root.hasAttribute(SHELL_ATTRIBUTE);
const shown = prerendered ? Promise.all([routerReady(), stylesheetsLoaded()]) : Promise.resolve();

// The first page waits for its language's strings (one small chunk, fetched beside the session restore).
void Promise.allSettled([i18nReady, shown]).then(() => {
  // What is typed into the prerendered form goes over into the app's (read as the login page first draws).
  keepShellForm(root);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
