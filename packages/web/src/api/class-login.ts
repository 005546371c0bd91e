// The class login link (`/login?groupId={classId}`, printed on login cards): the class it names, and, once someone
// logged in through it, where logging out leads (back to the class's login, for the next pupil at a shared
// computer). Remembered for this tab only.
import type { ClassLoginInfo } from '@brickyard/core';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

const STORAGE_KEY = 'brickyard.groupLogin';

export const useClassLoginInfo = (groupId: string | null) =>
  useQuery({
    queryKey: ['class-login', groupId],
    queryFn: ({ signal }) =>
      request<ClassLoginInfo>(`/api/classes/${encodeURIComponent(groupId ?? '')}/login`, {
        auth: false,
        signal,
      }),
    enabled: !!groupId,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** Remembers the class login someone came through (or forgets it: null). */
export const rememberGroupLogin = (groupId: string | null) => {
  try {
    if (groupId) sessionStorage.setItem(STORAGE_KEY, groupId);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing may forbid storage: logging out then leads to the plain login page.
  }
};

/** The login page to go back to after logging out: the class's, when someone came through its link. */
export const loginPathAfterLogout = () => {
  try {
    const groupId = sessionStorage.getItem(STORAGE_KEY);
    return groupId ? `/login?groupId=${encodeURIComponent(groupId)}` : '/login';
  } catch {
    return '/login';
  }
};

/** The class login link printed on a class's login cards. */
export const classLoginLink = (classId: string) =>
  `${window.location.origin}/login?groupId=${encodeURIComponent(classId)}`;
