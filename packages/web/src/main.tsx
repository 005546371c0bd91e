// Before anything that builds a schema.
import './zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './api/session.ts';
import { App } from './app/App.tsx';
import { i18nReady } from './i18n/index.ts';

// The HttpOnly refresh cookie may still hold a session: restore it before the guards decide.
void restoreSession();

// The first page waits for its language's strings (one small chunk, fetched beside the session restore).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
