// One way to build a form (issue 20): Mantine's `useForm` holds the values, a core schema checks them
// (`schemaResolver`, zod 4 being a Standard Schema), and what a person reads is in their language. A field's
// problem shows once the field was left, or once the form was sent, or at once (`show`), and from then on
// follows what is typed. The server's field errors sit on their fields until the field changes.
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { type FieldErrors, serverFieldErrors, translateMessage } from './schema-messages.ts';

type Schema = Parameters<typeof schemaResolver>[0];

/** When a field's problem first shows: once it is left, once the form is sent, or always. */
export type ShowErrors = 'blur' | 'submit' | 'always';

export interface SchemaFormOptions<Values> {
  initialValues: Values;
  /** The core schema the values are checked with (it may change, as a signup's stage does). */
  schema?: Schema;
  /** Plain checks instead of a schema, for a form that must not load zod (the first page's login form). */
  check?: (values: Values) => FieldErrors;
  /** What the schema reads, when the form keeps its values otherwise (numbers typed as text, an empty field left out). */
  toSchema?: (values: Values) => unknown;
  /** When a field's problem first shows ("blur" by default). */
  show?: ShowErrors;
  /** This form's own wording of a message (English as the schema words it → what the reader reads). */
  messages?: Record<string, string>;
  /** Called on every change of the values (a signup forgets its last failure). */
  onValuesChange?: (values: Values) => void;
}

/** Every path of a value: `newSchool.name` for `{ newSchool: { name } }`. */
const pathsOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, `${prefix}${key}.`))
    : prefix
      ? [prefix.slice(0, -1)]
      : [];

/** The paths filled from the start: their problems show at once (a class code from an invite link). */
const filledPaths = (values: unknown) =>
  pathsOf(values).filter((path) => {
    const value = path
      .split('.')
      .reduce<unknown>((inner, key) => (inner as Record<string, unknown>)?.[key], values);
    return value !== '' && value !== null && value !== undefined;
  });

export const useSchemaForm = <Values extends Record<string, unknown>>({
  initialValues,
  schema,
  check,
  toSchema,
  show = 'blur',
  messages,
  onValuesChange,
}: SchemaFormOptions<Values>) => {
  const { t } = useTranslation();
  const initiallyShown = () => new Set(show === 'blur' ? filledPaths(initialValues) : []);
  const [shown, setShown] = useState<ReadonlySet<string>>(initiallyShown);
  const [submitted, setSubmitted] = useState(false);

  /** The problems of these values, by path, in English as the schema words them. */
  const problemsOf = (values: Values): FieldErrors => {
    if (check) return check(values);
    if (!schema) return {};
    return schemaResolver(schema, { sync: true })(toSchema ? toSchema(values) : values) as FieldErrors;
  };
  const say = (message: string) => messages?.[message] ?? translateMessage(t, message);

  const form = useForm<Values>({
    initialValues,
    onValuesChange,
    // Mantine's own error state holds only the server's field errors; the schema's are worked out each render.
    validate: (values) => problemsOf(values) as FormErrors,
    // Mantine lays what this answers over `inputProps` itself: its handlers are read first.
    enhanceGetInputProps: ({
      field,
      inputProps: { onBlur, onChange },
      options,
    }): Record<string, unknown> => ({
      ...(options.withError === false ? {} : { error: errorOf(field) }),
      ...(onBlur
        ? {
            onBlur: () => {
              onBlur();
              if (show === 'blur') reveal(field);
            },
          }
        : {}),
      // Selects and radios: a choice shows its problem at once (`form.getInputProps(path, { revealOnChange: true })`).
      ...(options.revealOnChange
        ? {
            onChange: (value: unknown) => {
              onChange(value);
              reveal(field);
            },
          }
        : {}),
    }),
  });

  const problems = problemsOf(form.getValues());
  const server: FormErrors = form.errors;

  /** Show these fields' problems from now on. */
  const reveal = (...paths: string[]) =>
    setShown((current) =>
      paths.every((path) => current.has(path)) ? current : new Set([...current, ...paths]),
    );
  /** Hide these fields' problems again (all of them when none is named) until they are left or sent again. */
  const hide = (...paths: string[]) => {
    setShown((current) => new Set(paths.length ? [...current].filter((path) => !paths.includes(path)) : []));
    if (paths.length === 0) setSubmitted(false);
  };
  const revealAll = () => reveal(...pathsOf(form.getValues()), ...Object.keys(problemsOf(form.getValues())));

  /** The message under a field: the server's, else the schema's once the field shows its problems. */
  function errorOf(path: string): ReactNode {
    const message: ReactNode =
      server[path] ?? (show === 'always' || shown.has(path) ? problems[path] : undefined);
    return typeof message === 'string' ? say(message) : (message ?? undefined);
  }

  /**
   * Puts the server's field errors on their fields (from a failed call, or given by path) and shows them;
   * answers the paths, none when the failure named no field.
   */
  const setServerErrors = (source: unknown) => {
    const errors =
      source instanceof ApiError
        ? serverFieldErrors(source.body?.errors)
        : source instanceof Error
          ? {}
          : (source as FieldErrors);
    const paths = Object.keys(errors);
    if (paths.length === 0) return paths;
    form.setErrors(errors);
    reveal(...paths);
    return paths;
  };

  /** A form's submit: shows every problem, and calls `handler` with the values only when there is none. */
  const handleSubmit = (handler: (values: Values) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    revealAll();
    if (Object.keys(problemsOf(form.getValues())).length > 0) return;
    handler(form.getValues());
  };

  /** Back to the first values, nothing shown. */
  const reset = () => {
    form.reset();
    setShown(initiallyShown());
    setSubmitted(false);
  };

  return {
    ...form,
    reset,
    errorOf,
    reveal,
    revealAll,
    hide,
    submitted,
    setServerErrors,
    handleSubmit,
    /** The values break a rule, or the server named a field: the main button waits. */
    invalid: Object.keys(problems).length > 0 || Object.keys(server).length > 0,
    /** Whether the values break a rule (the server's field errors aside). */
    valid: Object.keys(problems).length === 0,
  };
};

export type SchemaForm<Values extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<Values>>;
