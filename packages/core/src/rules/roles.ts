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

/** The environments a person authors in (admin, contentCreator or translator), each once, in role order. */
export const authoringCommunities = (user: Pick<User, 'learningEnvironments'>) => [
  ...new Set([
    ...user.learningEnvironments.admin,
    ...user.learningEnvironments.contentCreator,
    ...user.learningEnvironments.translator,
  ]),
];

/**
 * Where a person stands after an admin changed their roles per environment: their school is kept while they
 * still teach or learn in it, else the first they do; their current community is kept while they still author
 * in it (a global admin authors everywhere), else the first they author in, else none.
 */
export const placementAfterRoles = (
  user: Pick<User, 'roles' | 'learningEnvironments'>,
  school: string | null,
  community: string | null,
) => {
  const schools = [...user.learningEnvironments.teacher, ...user.learningEnvironments.student];
  const communities = authoringCommunities(user);
  const keepsCommunity = community !== null && (isAdmin(user) || communities.includes(community));
  return {
    school: school !== null && schools.includes(school) ? school : (schools[0] ?? null),
    community: keepsCommunity ? community : (communities[0] ?? null),
  };
};

/**
 * The spec's author check (authoring.md §6): an item's content is changed by its author, an admin of its
 * community or a global admin, who must also be allowed to edit content there. Other creators of the community
 * read it, copy it and translate nothing; translators translate every item of their community.
 */
export const mayChangeItem = (
  user: CommunityRoles & Pick<User, '_id'>,
  community: string,
  author: string | null | undefined,
) =>
  mayEditContentIn(user, community) &&
  (isAdmin(user) || user.learningEnvironments.admin.includes(community) || author === user._id);

/**
 * Courses an admin marked "in development" are for beta testers (issue 22): students and teachers given the
 * betaTester role (a class's admin tab gives it to every student of the class) and admins see them, marked as
 * such; everyone else sees only the finished ones.
 */
export const seesCoursesInDevelopment = (user: Pick<User, 'roles'>) => hasRole(user, 'betaTester', 'admin');
