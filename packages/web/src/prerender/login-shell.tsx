// The login page as the app first draws it (nobody known yet), rendered to HTML at build time in every locale
// (packages/web/prerender.ts). The server sends it in place of the empty page, so a phone shows the form as soon
// as the page and its stylesheet arrive, before the app's scripts; main.tsx then draws the same page over it.
import type { Locale } from '@brickyard/core';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppLayout } from '../app/Layout.tsx';
import { Providers } from '../app/Providers.tsx';
import { SHELL_ATTRIBUTE } from '../app/shell.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { changeLocale, directionOf, i18n, i18nReady } from '../i18n/index.ts';

export interface LoginShell {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** The markup to put inside #root. */
  html: string;
  /** The attribute that marks it, for main.tsx. */
  attribute: string;
}

export const renderLoginShell = async (locale: Locale): Promise<LoginShell> => {
  await i18nReady;
  await changeLocale(locale);
  const html = renderToString(
    <Providers>
      <StaticRouter location="/login">
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/login" element={<LoginPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </Providers>,
  );
  return {
    lang: locale,
    dir: directionOf(locale),
    title: i18n.t('app.pageTitle', { page: i18n.t('login.title') }),
    description: i18n.t('app.description'),
    html,
    attribute: SHELL_ATTRIBUTE,
  };
};
