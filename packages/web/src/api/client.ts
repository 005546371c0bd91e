// The one way the app talks to the server: bearer token kept in memory, one shared refresh on 401,
// and, when the refresh fails, a wait for the session-expired login before the queued calls replay.
import type { ConflictBody, ErrorBody, TokenResponse } from '@brickyard/core';
import { CSRF_HEADER } from '@brickyard/core/basics';

/** A failed call, with what the login error display and toasts need (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, body: ErrorBody | null) {
    super(body?.message || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/**
 * The conflict protocol of every versioned save (a library item, a project), handled here once: a save names the
 * version it started from; `force` sends `?force=true`, which saves over a newer stored version.
 */
export const versionedSave = <T>(
  path: string,
  body: object,
  options: { force?: boolean; keepalive?: boolean } = {},
) =>
  request<T>(`${path}${options.force ? '?force=true' : ''}`, {
    method: 'PUT',
    body,
    ...(options.keepalive ? { keepalive: true } : {}),
  });

/** The stored version a stale save was refused for (409 `ConflictBody`), or null for any other failure. */
export const staleSave = (error: unknown): ConflictBody | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body) return null;
  const body = error.body as Partial<ConflictBody>;
  return typeof body.version === 'number' && typeof body.updatedAt === 'string'
    ? (body as ConflictBody)
    : null;
};

/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** The session ended (refresh failed and the person did not log in again); queued calls give up. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

export interface SessionHooks {
  /** A refresh succeeded: the user may have changed (locale, roles). */
  onRefreshed(response: TokenResponse): void;
  /** The refresh failed: resolve once the person has logged in again, reject to give up. */
  onExpired(): Promise<void>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers (the CSRF token for cookie-authenticated calls). */
  headers?: Record<string, string>;
  /** false for the calls that create or end a session: no bearer token, no refresh on 401. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The call outlives the page (a save as the tab closes). */
  keepalive?: boolean;
}

let accessToken: string | null = null;
let refreshInFlight: Promise<TokenResponse | null> | null = null;
let reauthInFlight: Promise<void> | null = null;
let hooks: SessionHooks | null = null;

export const configureSession = (next: SessionHooks) => {
  hooks = next;
};

export const setAccessToken = (token: string | null) => {
  accessToken = token;
};

const send = async (path: string, options: RequestOptions, token: string | null) => {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token && options.auth !== false) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
};

const readError = async (response: Response): Promise<ApiError> => {
  let body: ErrorBody | null = null;
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && typeof (data as ErrorBody).message === 'string') {
      body = data as ErrorBody;
    }
  } catch {
    // Not JSON (a proxy's error page): the status alone describes it.
  }
  return new ApiError(response.status, response.statusText, body);
};

const parse = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

/** The token the server wants on cookie-authenticated calls that change state. */
export const fetchCsrfToken = async (): Promise<string> => (await fetchCsrf()).csrfToken;

const fetchCsrf = async () =>
  parse<{ csrfToken: string; session: boolean }>(await send('/auth/csrf', { auth: false }, null));

/** What public/shell-boot.js asked for while the app downloaded: a session or none, and the token answer. */
interface EarlySession {
  session: boolean;
  token?: Response;
}

declare global {
  interface Window {
    brickyardSession?: Promise<EarlySession | null>;
  }
}

/** The prerendered page's early restore, taken once (the first refresh at start-up); null without one. */
const takeEarlySession = (): Promise<EarlySession | null> | null => {
  const early = typeof window === 'undefined' ? undefined : window.brickyardSession;
  if (!early) return null;
  window.brickyardSession = undefined;
  return early;
};

/** The CSRF token, then the access token for the refresh cookie; null when this browser holds no session. */
const askForTokens = async (): Promise<Response | null> => {
  const { csrfToken, session } = await fetchCsrf();
  if (!session) return null;
  return send(
    '/auth/local/token',
    { method: 'POST', body: {}, headers: { [CSRF_HEADER]: csrfToken }, auth: false },
    null,
  );
};

/**
 * Trades the HttpOnly refresh cookie for a new access token. Every caller at the same moment shares one
 * attempt; resolves to null when the session cannot be refreshed.
 */
export const refreshSession = (): Promise<TokenResponse | null> => {
  refreshInFlight ??= (async () => {
    try {
      const early = await takeEarlySession();
      // Nobody is signed in on this browser: asking for tokens would only be refused (and log a 401).
      if (early?.session === false) return null;
      const response = early?.token ?? (await askForTokens());
      if (!response?.ok) return null;
      const tokens = await parse<TokenResponse>(response);
      accessToken = tokens.token;
      hooks?.onRefreshed(tokens);
      return tokens;
    } catch {
      return null;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
};

/** Waits for the person to log in again in the session-expired modal; shared by every queued call. */
const reauthenticate = (): Promise<void> => {
  if (!hooks) return Promise.reject(new SessionEndedError());
  reauthInFlight ??= hooks.onExpired().finally(() => {
    reauthInFlight = null;
  });
  return reauthInFlight;
};

/** Recovers from a 401: a refresh (or a fresh login in the modal) that leaves a new token in memory. */
const recover = async (tokenUsed: string | null) => {
  // Another call already refreshed while this one was in flight: just replay with the new token.
  if (accessToken && accessToken !== tokenUsed) return;
  if (reauthInFlight) return reauthInFlight;
  const refreshed = await refreshSession();
  if (!refreshed) await reauthenticate();
};

/** Calls the API and returns the parsed JSON body; throws ApiError, NetworkError or SessionEndedError. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const tokenUsed = accessToken;
  const response = await send(path, options, tokenUsed);
  if (response.status !== 401 || options.auth === false) return parse<T>(response);
  await recover(tokenUsed);
  // One replay only: a second 401 is a real refusal, not an expired token.
  return parse<T>(await send(path, options, accessToken));
};
