// Who is logged in: restored silently at start, set by login, ended by logout; and the session-expired
// state that holds queued calls until the person logs in again.
import type {
  CodeLoginBody,
  LoginBody,
  PasswordRequestBody,
  PasswordRequestCreated,
  PasswordRequestState,
  TokenResponse,
  User,
} from '@brickyard/core';
import { CSRF_HEADER } from '@brickyard/core/basics';
import { useSyncExternalStore } from 'react';
import {
  configureSession,
  fetchCsrfToken,
  refreshSession,
  request,
  SessionEndedError,
  setAccessToken,
} from './client.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** The refresh failed mid-session: the session-expired modal is open. */
  expired: boolean;
  /** Set when the person logged out themself, so the guards send them to /login without a `next`. */
  loggedOut: boolean;
}

let state: SessionState = { status: 'loading', user: null, expired: false, loggedOut: false };
const listeners = new Set<() => void>();

const setState = (patch: Partial<SessionState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getSession = () => state;

// The same state on the server: the login page is prerendered with nobody known yet (prerender.tsx).
export const useSession = () => useSyncExternalStore(subscribe, getSession, getSession);

/** The user once the start-up restore has settled: null when nobody is logged in. */
export const sessionSettled = (): Promise<User | null> =>
  new Promise((resolve) => {
    if (state.status !== 'loading') return resolve(state.user);
    const unsubscribe = subscribe(() => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state.user);
    });
  });

/** The logged-in user; only for components rendered behind the login guard. */
export const useUser = (): User => {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a logged-in user');
  return user;
};

let pendingReauth: { resolve: () => void; reject: (error: Error) => void } | null = null;

configureSession({
  onRefreshed: (tokens) => {
    // A refresh at start-up restores the session; later ones keep the user fresh.
    setState({ status: 'authenticated', user: tokens.user, loggedOut: false });
  },
  onExpired: () => {
    if (state.status !== 'authenticated') return Promise.reject(new SessionEndedError());
    return new Promise<void>((resolve, reject) => {
      pendingReauth = { resolve, reject };
      setState({ expired: true });
    });
  },
});

const startSession = (tokens: TokenResponse) => {
  setAccessToken(tokens.token);
  setState({ status: 'authenticated', user: tokens.user, expired: false, loggedOut: false });
};

/** At start: the HttpOnly refresh cookie may still hold a session. No modal when it does not. */
export const restoreSession = async () => {
  const tokens = await refreshSession();
  if (!tokens) setState({ status: 'anonymous', user: null });
};

const postLogin = (body: LoginBody) =>
  request<TokenResponse>('/auth/local', { method: 'POST', body, auth: false });

export const login = async (body: LoginBody): Promise<User> => {
  const tokens = await postLogin(body);
  startSession(tokens);
  return tokens.user;
};

/**
 * "Forgotten password, with my class password": the student asks their teacher. Only this browser receives
 * the request's secret; the class password alone never logs anyone in.
 */
export const askTeacherForPassword = (body: PasswordRequestBody) =>
  request<PasswordRequestCreated>('/auth/password-requests', { method: 'POST', body, auth: false });

/** Where this browser's request stands. */
export const passwordRequestState = (requestId: string, secret: string) =>
  request<PasswordRequestState>(`/auth/password-requests/${encodeURIComponent(requestId)}/state`, {
    method: 'POST',
    body: { secret },
    auth: false,
  });

/** Once the teacher approved: logs in with the request (once); the student then chooses a new password. */
export const loginWithPasswordRequest = async (body: CodeLoginBody): Promise<User> => {
  const tokens = await request<TokenResponse>('/auth/local/code', { method: 'POST', body, auth: false });
  startSession(tokens);
  return tokens.user;
};

/** "Forgotten password, by email": a temporary password is mailed to the account's own address. */
export const requestTemporaryPassword = (username: string, email: string) =>
  request<{ message: string }>(`/api/users/${encodeURIComponent(username)}/resetForgottenDetails`, {
    method: 'PUT',
    body: { email },
    auth: false,
  });

/**
 * Login from the session-expired modal. The same person carries on and the queued calls replay;
 * someone else logging in gets a fresh start, and the previous person's queued calls are dropped.
 */
export const loginAgain = async (body: LoginBody): Promise<{ sameUser: boolean; user: User }> => {
  const tokens = await postLogin(body);
  const sameUser = tokens.user._id === state.user?._id;
  startSession(tokens);
  const waiting = pendingReauth;
  pendingReauth = null;
  if (sameUser) waiting?.resolve();
  else waiting?.reject(new SessionEndedError());
  return { sameUser, user: tokens.user };
};

const endSession = () => {
  setAccessToken(null);
  const waiting = pendingReauth;
  pendingReauth = null;
  waiting?.reject(new SessionEndedError());
  setState({ status: 'anonymous', user: null, expired: false, loggedOut: true });
};

/** Logout rejects the refresh token (its cookie goes with it); the local session ends even if that fails. */
export const logout = async () => {
  try {
    const csrfToken = await fetchCsrfToken();
    await request<void>('/auth/local/token/reject', {
      method: 'POST',
      body: {},
      headers: { [CSRF_HEADER]: csrfToken },
      auth: false,
    });
  } catch {
    // The server may be down or the token already gone; forgetting it here is what matters.
  } finally {
    endSession();
  }
};

/** Gives up from the session-expired modal. */
export const abandonSession = endSession;

/** After a call that returns the updated user (locale, profile). */
export const updateUser = (user: User) => {
  if (state.user && state.user._id === user._id) setState({ user });
};
