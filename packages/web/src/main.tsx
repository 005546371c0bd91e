import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './api/session.ts';
import { App } from './app/App.tsx';

// The HttpOnly refresh cookie may still hold a session: restore it before the guards decide.
void restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
