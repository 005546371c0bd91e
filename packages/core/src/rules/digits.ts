// Digits as people type them. A pupil writing Arabic types Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩, U+0660–0669), one
// writing Persian or Urdu the extended ones (۰۱۲۳۴۵۶۷۸۹, U+06F0–06F9); both mean the same numbers as 0–9.
// Answers and dates are read through `westernDigits`, so ٢٠ is 20 wherever 20 is accepted.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** The text with every Arabic-Indic and Persian digit written as its Western digit (0–9); nothing else changes. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(
      code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO),
    );
  });
