// Which pages of the web app a user may open, and where they land after login (DECISIONS.md "Routes and landing").
import type { Role, User } from '../model/user.ts';
import { canPreview, hasAuthoringRole, hasRole, type RoleHolder } from './roles.ts';

export type AccessUser = RoleHolder & Pick<User, '_id'>;

export const LIBRARY_PATH = '/edit/library/courses';
export const CLASSES_PATH = '/classes';
export const LEARN_PATH = '/learn';

/** Paths anyone may open, logged in or not. */
export const isPublicPath = (path: string) => path === '/login' || path.startsWith('/login?');

/** The learner pages of one item, which authors open from their course preview. */
const LEARN_ITEM_PAGES = ['assessment', 'brick', 'challenge'];

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? '/';

/**
 * Whether a logged-in user may open a page. The server checks every object again; this only decides
 * whether the page is worth showing or the "not allowed" page instead.
 */
/** The class pages (`/class/{class}/{tab}`) and the roles that may open each (spec §2). */
export const CLASS_TAB_ROLES = {
  details: ['admin', 'teacher', 'instructor'],
  students: ['admin', 'teacher', 'instructor'],
  progress: ['admin', 'teacher'],
  // The spec lists students too; a student sees the class's starred projects on their profile instead
  // (docs/decisions.md "Class pages are staff pages"), since the class's list is its staff's.
  projects: ['admin', 'teacher', 'instructor'],
  wall: ['admin', 'teacher'],
  instructors: ['admin'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type ClassTab = keyof typeof CLASS_TAB_ROLES;

export const canVisit = (user: AccessUser, rawPath: string): boolean => {
  const path = pathOnly(rawPath);
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  switch (first) {
    case undefined:
      return true;
    case 'learn':
      if (second === 'course-preview') return hasAuthoringRole(user);
      // An author opens a course's items from its preview (`?course=`); the server decides what they see.
      if (LEARN_ITEM_PAGES.includes(second ?? '') && hasAuthoringRole(user)) return true;
      return hasRole(user, 'student', 'teacher', 'instructor', 'admin');
    case 'classes':
      return hasRole(user, 'admin', 'teacher', 'instructor');
    case 'class': {
      const tab = segments[2] as ClassTab | undefined;
      if (tab && Object.hasOwn(CLASS_TAB_ROLES, tab)) return hasRole(user, ...CLASS_TAB_ROLES[tab]);
      return hasRole(user, 'admin', 'teacher', 'instructor', 'student');
    }
    case 'mark':
      return hasRole(user, 'teacher', 'admin');
    case 'dashboard':
      return hasRole(user, 'admin');
    case 'projects':
      return second === undefined
        ? hasRole(user, 'admin')
        : hasRole(user, 'student', 'instructor', 'teacher', 'admin');
    case 'users':
      if (second === undefined) return canListCommunityUsers(user);
      return hasRole(user, 'admin') || second === 'me' || second === user._id;
    case 'environments':
      return hasRole(user, 'admin');
    case 'profile':
    case 'reference':
      return true;
    case 'edit': {
      if (second === 'class') return hasRole(user, 'admin', 'teacher');
      return hasAuthoringRole(user);
    }
    default:
      return true;
  }
};

/** The users page: admins see everyone; authors the people of their current community (spec §2 edit.users). */
export const canListCommunityUsers = (user: AccessUser) => hasRole(user, 'admin') || hasAuthoringRole(user);

/** Who has projects and a profile of their own (spec §2 "project"): learners and class staff. */
export const hasOwnProjects = (user: Pick<User, 'roles'>) =>
  hasRole(user, 'student', 'teacher', 'instructor', 'admin');

/** The first page a user's roles may see: authoring → library, teaching → classes, everyone else → learn. */
export const homePath = (user: AccessUser): string => {
  if (hasAuthoringRole(user)) return LIBRARY_PATH;
  if (hasRole(user, 'teacher', 'instructor')) return CLASSES_PATH;
  return LEARN_PATH;
};

/** Where to go after login: `next` when it is a local path the user may open, otherwise their home. */
export const landingPath = (user: AccessUser, next?: string | null): string => {
  if (next?.startsWith('/') && !next.startsWith('//') && !isPublicPath(next) && canVisit(user, next)) {
    return next;
  }
  return homePath(user);
};

/** The learn home link carries preview=true for those allowed to preview. */
export const learnHomeLink = (user: Pick<User, 'roles'>) =>
  canPreview(user) ? '/learn?preview=true' : '/learn';
