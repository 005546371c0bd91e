import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './api/session.ts';
import { App } from './app/App.tsx';
import { SHELL_ATTRIBUTE, takeOverShell } from './app/shell.ts';
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

const root = document.getElementById('root')!;
// A prerendered login page stays until the app can draw the same page at once: its strings and its page's code
// are in, so no loader replaces the form in between (the router then finds the page's code already loaded).
const prerendered = root.hasAttribute(SHELL_ATTRIBUTE);
const shown = prerendered
  ? Promise.all([import('./features/auth/LoginPage.tsx'), stylesheetsLoaded()])
  : Promise.resolve();

// The first page waits for its language's strings (one small chunk, fetched beside the session restore).
void Promise.allSettled([i18nReady, shown]).then(() => {
  // What was typed into the prerendered form until now goes over into the app's.
  takeOverShell(root);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
