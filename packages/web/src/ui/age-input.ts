// The props of a NumberInput for an age, kept as typed (the core schemas read it as a number): whole years, 0 to
// 120. The teacher signup's new school and the admins' school forms use it.
export const ageInputProps = (inputProps: object, set: (value: string) => void) => ({
  ...inputProps,
  onChange: (value: string | number) => set(String(value)),
  min: 0,
  max: 120,
  allowDecimal: false,
  allowNegative: false,
});
