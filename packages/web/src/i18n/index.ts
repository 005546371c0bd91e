// i18next setup: the four locales, the page direction (ar is right to left) and the locale used before login.
// Each locale is its own chunk, loaded when it is first shown: a page carries one language, not four.
import type { Locale } from '@brickyard/core';
import { isLocale, LOCALE_COOKIE, LOCALES, RTL_LOCALES } from '@brickyard/core/basics';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LOADERS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  it: () => import('./locales/it.json'),
  de: () => import('./locales/de.json'),
};

/** Reads a locale's strings from its chunk; i18next switches language only once they are in. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLocale(language)) {
      callback(new Error(`No strings for ${language}`), false);
      return;
    }
    LOADERS[language]().then(
      (strings) => callback(null, strings.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The last locale shown, so the login page greets a returning visitor in their language. */
const STORAGE_KEY = 'brickyard.locale';

export { isLocale };

export const directionOf = (locale: Locale) => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

// The login page is also rendered at build time, in Node, where there is no document (prerender.tsx).
const inBrowser = typeof document !== 'undefined';

/**
 * The locale stored in this browser; else the one the server wrote the page in (`lang` of <html>, chosen from
 * the browser's languages); else English.
 */
const storedLocale = (): Locale => {
  if (!inBrowser) return 'en';
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // Private browsing may forbid storage.
  }
  const served = document.documentElement.getAttribute('lang');
  return isLocale(served) ? served : 'en';
};

/** Sets `lang` and `dir` on <html>; Mantine's DirectionProvider follows the `dir` attribute. */
const applyToDocument = (locale: Locale) => {
  if (!inBrowser) return;
  const root = document.documentElement;
  root.setAttribute('lang', locale);
  root.setAttribute('dir', directionOf(locale));
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing may forbid storage; the locale still applies for this page.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every school browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
};

const initial = storedLocale();
applyToDocument(initial);

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyToDocument(language);
});

/** Resolves once the first locale's strings are loaded: the app renders after it. */
export const i18nReady = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initial,
    // Every locale has every key (locales.test.ts), so no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // The page keeps its language until the next one's strings have arrived, so nothing waits in Suspense.
    react: { useSuspense: false },
  });

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

export const changeLocale = async (locale: Locale) => {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
};

export { i18n };
