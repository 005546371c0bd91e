// i18next setup: the four locales, the page direction (ar is right to left) and the locale used before login.
import { LOCALES, type Locale, RTL_LOCALES } from '@brickyard/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import it from './locales/it.json';

/** The last locale shown, so the login page greets a returning visitor in their language. */
const STORAGE_KEY = 'brickyard.locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale) => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

const storedLocale = (): Locale => {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : 'en';
  } catch {
    return 'en';
  }
};

/** Sets `lang` and `dir` on <html>; Mantine's DirectionProvider follows the `dir` attribute. */
const applyToDocument = (locale: Locale) => {
  const root = document.documentElement;
  root.setAttribute('lang', locale);
  root.setAttribute('dir', directionOf(locale));
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing may forbid storage; the locale still applies for this page.
  }
};

const initial = storedLocale();
applyToDocument(initial);

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyToDocument(language);
});

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    ar: { translation: ar },
    it: { translation: it },
    de: { translation: de },
  },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

export const changeLocale = async (locale: Locale) => {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
};

export { i18n };
