// Who may do what to whom, as pure functions: the server decides with them, the browser hides with them.
import type { User, UserUpdate } from '../model/user.ts';
import { hasAuthoringRole, hasRole, isAdmin } from './roles.ts';

type Actor = Pick<User, '_id' | 'roles' | 'current_community' | 'learningEnvironments'>;

/** Facts about the relation between two users that only the database knows. */
export interface UserRelation {
  /** The actor teaches or instructs a class the target is a student of. */
  teaches: boolean;
}

export type UserField = keyof UserUpdate;

const CORE_FIELDS: readonly UserField[] = ['first_name', 'last_name', 'gender', 'avatar'];
const SELF_FIELDS: readonly UserField[] = ['first_name', 'last_name', 'avatar', 'locale'];

export const canListUsers = (actor: Actor) =>
  hasRole(actor, 'admin', 'teacher', 'instructor') || hasAuthoringRole(actor);

export const canReadUser = (actor: Actor, target: Pick<User, '_id'>, relation: UserRelation) =>
  actor._id === target._id || isAdmin(actor) || (hasRole(actor, 'teacher', 'instructor') && relation.teaches);

/**
 * The fields of `target` the actor may change (spec §6): admin everything; self the core details and
 * their locale (teachers and instructors their email too); a teacher or instructor the core details of
 * their students. Username, date of birth, roles and roles per environment are admin only.
 */
export const editableUserFields = (actor: Actor, target: Pick<User, '_id'>, relation: UserRelation) => {
  if (isAdmin(actor)) {
    const all: UserField[] = [
      ...CORE_FIELDS,
      'username',
      'email',
      'birthMonth',
      'birthYear',
      'roles',
      'learningEnvironments',
      'locale',
    ];
    // An admin cannot strip their own admin role by accident.
    return actor._id === target._id ? all.filter((f) => f !== 'roles') : all;
  }
  const fields = new Set<UserField>();
  if (actor._id === target._id) {
    for (const f of SELF_FIELDS) fields.add(f);
    if (hasRole(actor, 'teacher', 'instructor')) fields.add('email');
  }
  if (relation.teaches && hasRole(actor, 'teacher', 'instructor')) for (const f of CORE_FIELDS) fields.add(f);
  return [...fields];
};

export const canCreateUsers = (actor: Actor) => isAdmin(actor);

/** Creating students in bulk: admins, and teachers for a class of their own (the class is checked per request). */
export const canImportStudents = (actor: Actor) => hasRole(actor, 'admin', 'teacher');

export const canDeleteUser = (actor: Actor, target: Pick<User, '_id'>) =>
  isAdmin(actor) && actor._id !== target._id;

export const canManageEnvironment = (actor: Actor, environmentId: string) =>
  isAdmin(actor) || actor.learningEnvironments.admin.includes(environmentId);

type ClassRef = { teacher: string; instructors: readonly string[] };

/** Running a class (edit, archive, attach courses, remove students, reset their passwords): its teacher or an admin. */
export const canManageClass = (actor: Actor, cls: ClassRef) => isAdmin(actor) || cls.teacher === actor._id;

/** Seeing a class and its students: those who run it and its instructors. */
export const canViewClass = (actor: Actor, cls: ClassRef) =>
  canManageClass(actor, cls) || cls.instructors.includes(actor._id);

/** Creating classes: teachers (for themselves) and admins. */
export const canCreateClasses = (actor: Actor) => hasRole(actor, 'teacher', 'admin');

/** A project's owner, as the project rules need it. */
export interface ProjectRef {
  user: string;
}

/** What only the database knows about a project and its reader. */
export interface ProjectRelation extends UserRelation {
  /** The project is starred on the wall of an active class that both its owner and the reader belong to. */
  onSharedWall?: boolean;
}

/**
 * Projects are read by their owner, admins, the teachers and instructors of the owner's classes, and, once a
 * teacher stars one on a class's wall, by the members of that class (read-only, like a display on the wall).
 */
export const canReadProject = (actor: Actor, project: ProjectRef, relation: ProjectRelation) =>
  actor._id === project.user ||
  isAdmin(actor) ||
  (hasRole(actor, 'teacher', 'instructor') && relation.teaches) ||
  relation.onSharedWall === true;

/** Only the owner changes a project's code: teachers open their students' work read-only. */
export const canEditProject = (actor: Pick<User, '_id'>, project: ProjectRef) => actor._id === project.user;
