// The one call a signup has in flight (checking a stage, creating the account): busy meanwhile, and its failure
// kept for the alert under the stage until the next call or the next change.
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { translateMessage } from '../../ui/schema-messages.ts';

/** A failure the signup words itself (the spec's fallbacks), in place of the server's description. */
export class SignupFailed extends Error {}

export const useSignupCall = () => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  /** Runs one call: busy meanwhile, its failure kept for `SignupFailure`. */
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
  return { busy, failure, run, forget: () => setFailure(null) };
};

export function SignupFailure({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  if (failure instanceof SignupFailed)
    return (
      <Alert color="red" role="alert">
        {translateMessage(t, failure.message)}
      </Alert>
    );
  return failure !== null ? <ErrorAlert error={failure} /> : null;
}
