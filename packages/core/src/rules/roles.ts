// Role questions asked by both the server (to decide) and the browser (to hide what a user may not do).
import type { Role, User } from '../model/user.ts';

export type RoleHolder = Pick<User, 'roles' | 'current_community' | 'learningEnvironments'>;

export const hasRole = (user: Pick<User, 'roles'> | null | undefined, ...roles: Role[]) =>
  !!user && user.roles.some((r) => roles.includes(r));

export const isAdmin = (user: Pick<User, 'roles'> | null | undefined) => hasRole(user, 'admin');

/** Roles that may turn on preview mode (spec §4 "Preview"). */
export const PREVIEW_ROLES: readonly Role[] = ['teacher', 'instructor', 'admin'];
export const canPreview = (user: Pick<User, 'roles'> | null | undefined) => hasRole(user, ...PREVIEW_ROLES);

/** admin, contentCreator or translator in the user's current community; a global admin always. */
export const hasAuthoringRole = (user: RoleHolder | null | undefined) => {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const community = user.current_community;
  if (!community) return false;
  const lists = user.learningEnvironments;
  return (
    lists.admin.includes(community) ||
    lists.contentCreator.includes(community) ||
    lists.translator.includes(community)
  );
};

/** canEditContent: admin or contentCreator in the current community (translators edit translations only). */
export const canEditContent = (user: RoleHolder | null | undefined) => {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const community = user.current_community;
  if (!community) return false;
  return (
    user.learningEnvironments.admin.includes(community) ||
    user.learningEnvironments.contentCreator.includes(community)
  );
};
