// The state both signups keep: the stage, the typed values, which fields were touched, the server's field
// errors, and the one call in flight with its failure. Field props come ready for Mantine inputs.
import { Alert } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type FieldErrors, translateMessage } from '../../ui/schema-messages.ts';

/** A failure the signup words itself (the spec's fallbacks), in place of the server's description. */
export class SignupFailed extends Error {}

export const useSignupForm = <Values extends Record<string, string>>(initial: () => Values) => {
  type Field = keyof Values & string;
  const { t } = useTranslation();
  const [stage, setStage] = useState(1);
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>(() =>
    Object.fromEntries(Object.entries(initial()).map(([field, value]) => [field, value !== ''])),
  );
  const [server, setServer] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    setFailure(null);
  };
  const touch = (...fields: string[]) =>
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }));
  const untouch = (...fields: string[]) =>
    setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, false])) }));

  /** The message to show under a field: the server's, else the stage's own once the field was touched. */
  const errorOf = (local: FieldErrors, field: string) => {
    const message = server[field] ?? (touched[field] ? local[field] : undefined);
    return message ? translateMessage(t, message) : undefined;
  };
  /** value, onChange, onBlur and error for a text input or a native select. */
  const field = (local: FieldErrors, name: Field) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(name, event.currentTarget.value),
    onBlur: () => touch(name),
    error: errorOf(local, name),
  });
  /** Server field errors, shown at once (the fields count as touched). */
  const showServerErrors = (errors: FieldErrors) => {
    setServer(errors);
    touch(...Object.keys(errors));
  };

  /** Runs one call: busy meanwhile, its failure kept for `failureAlert`. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    const fresh = initial();
    setStage(1);
    setValues(fresh);
    setTouched(Object.fromEntries(Object.entries(fresh).map(([name, value]) => [name, value !== ''])));
    setServer({});
    setFailure(null);
  };

  const failureAlert =
    failure instanceof SignupFailed ? (
      <Alert color="red" role="alert">
        {translateMessage(t, failure.message)}
      </Alert>
    ) : failure !== null ? (
      <ErrorAlert error={failure} />
    ) : null;

  return {
    stage,
    setStage,
    values,
    set,
    touch,
    untouch,
    server,
    showServerErrors,
    errorOf,
    field,
    busy,
    run,
    reset,
    failureAlert,
    /** Continue is disabled while the stage has a problem of its own or one the server named. */
    invalid: (local: FieldErrors) => Object.keys(local).length > 0 || Object.keys(server).length > 0,
  };
};
