// One way to write a percentage, in the reader's language: "50%" in English, "50 %" in German, "٥٠٪؜" in Arabic.
// Every percentage the app shows goes through it (the locale files hold the number, never a % sign of their own).

/** `value` is out of 100 (50 means half); rounded to at most `digits` decimals. */
export const formatPercent = (value: number, locale: string, digits = 0) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
