// The login page as the app first draws it (nobody known yet), and the frame of every other page (the navbar
// with a loader below), rendered to HTML at build time in every locale (packages/web/prerender.ts). The server
// sends them in place of the empty page, so a phone shows the form, or the frame, as soon as the page and its
// few rules arrive, before the app's scripts; main.tsx then draws the same over it.
import type { Locale } from '@brickyard/core';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppLayout } from '../app/Layout.tsx';
import { Providers } from '../app/Providers.tsx';
import { SHELL_ATTRIBUTE } from '../app/shell.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { changeLocale, directionOf, i18n, i18nReady } from '../i18n/index.ts';
import { CenteredLoader } from '../ui/CenteredLoader.tsx';

export interface Shell {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** Said when the browser runs no scripts. */
  needsJavaScript: string;
  /** The markup to put inside #root. */
  html: string;
  /** The attribute that marks it, for main.tsx. */
  attribute: string;
}

export type ShellPage = 'login' | 'app';

export const renderShell = async (page: ShellPage, locale: Locale): Promise<Shell> => {
  await i18nReady;
  await changeLocale(locale);
  const html = renderToString(
    <Providers>
      <StaticRouter location={page === 'login' ? '/login' : '/'}>
        <Routes>
          <Route element={<AppLayout />}>
            {page === 'login' ? (
              <Route path="/login" element={<LoginPage />} />
            ) : (
              <Route path="*" element={<CenteredLoader />} />
            )}
          </Route>
        </Routes>
      </StaticRouter>
    </Providers>,
  );
  return {
    lang: locale,
    dir: directionOf(locale),
    title: page === 'login' ? i18n.t('app.pageTitle', { page: i18n.t('login.title') }) : i18n.t('app.name'),
    description: i18n.t('app.description'),
    needsJavaScript: i18n.t('app.needsJavaScript'),
    html,
    attribute: SHELL_ATTRIBUTE,
  };
};
