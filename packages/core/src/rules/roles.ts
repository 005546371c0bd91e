// Role questions asked by both the server (to decide) and the browser (to hide what a user may not do).
import type { Role, User } from '../model/user.ts';

export type RoleHolder = Pick<User, 'roles' | 'current_community' | 'learningEnvironments'>;

export const hasRole = (user: Pick<User, 'roles'> | null | undefined, ...roles: Role[]) =>
  !!user && user.roles.some((r) => roles.includes(r));

export const isAdmin = (user: Pick<User, 'roles'> | null | undefined) => hasRole(user, 'admin');

/** Roles that may turn on preview mode (spec §4 "Preview"). */
export const PREVIEW_ROLES: readonly Role[] = ['teacher', 'instructor', 'admin'];
export const canPreview = (user: Pick<User, 'roles'> | null | undefined) => hasRole(user, ...PREVIEW_ROLES);

type CommunityRoles = Pick<User, 'roles' | 'learningEnvironments'>;

/** admin, contentCreator or translator of `community` (a global admin everywhere). */
export const mayAuthorIn = (user: CommunityRoles, community: string) =>
  mayEditContentIn(user, community) || user.learningEnvironments.translator.includes(community);

/** canEditContent in `community`: admin or contentCreator; translators change translations only. */
export const mayEditContentIn = (user: CommunityRoles, community: string) =>
  isAdmin(user) ||
  user.learningEnvironments.admin.includes(community) ||
  user.learningEnvironments.contentCreator.includes(community);

/** admin, contentCreator or translator in the user's current community; a global admin always. */
export const hasAuthoringRole = (user: RoleHolder | null | undefined) =>
  !!user && (isAdmin(user) || (!!user.current_community && mayAuthorIn(user, user.current_community)));

/** canEditContent: admin or contentCreator in the current community (translators edit translations only). */
export const canEditContent = (user: RoleHolder | null | undefined) =>
  !!user && (isAdmin(user) || (!!user.current_community && mayEditContentIn(user, user.current_community)));
