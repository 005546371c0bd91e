// One TanStack Query client for the app; cleared when the person logs out so no data outlives the session.
import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionEndedError } from './client.ts';

const isFinal = (error: unknown) =>
  error instanceof SessionEndedError || (error instanceof ApiError && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal or a client error will not change on retry; a server hiccup might.
      retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

// A page brought back from the browser's back-forward cache shows what it had when it was left (a project made
// since, a marking saved elsewhere): everything on it is fetched again.
if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void queryClient.invalidateQueries();
  });
