// The look of a text field holding code or program output: monospaced and left to right, also on a right-to-left
// page (Mantine puts a `dir` attribute on the field's wrapper, which would turn its label too).
export const CODE_INPUT_STYLES = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', direction: 'ltr', textAlign: 'left' },
} as const;
