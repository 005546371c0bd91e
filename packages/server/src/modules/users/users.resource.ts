// `/api/users` on the generic resource mechanism: admins see everyone, teachers their classes' students.
import {
  birthDateProblem,
  canCreateUsers,
  canDeleteUser,
  canListUsers,
  canReadUser,
  canViewClass,
  ENVIRONMENT_ROLES,
  editableUserFields,
  hasAuthoringRole,
  hasRole,
  IdSchema,
  isAdmin,
  keyed,
  type LearningEnvironmentLists,
  message,
  placementAfterRoles,
  type Role,
  RoleSchema,
  type User,
  type UserCreate,
  UserCreateSchema,
  UserSchema,
  type UserUpdate,
  UserUpdateSchema,
} from '@brickyard/core';
import { z } from 'zod';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { loadClass } from '../classes/classes.store.ts';
import { getEnvironment } from '../learning-environments/learning-environments.store.ts';
import type { Resource, ResourceContext } from '../resources/resource.ts';
import { applyEnvironmentLists, checkEnvironmentLists } from './environment-roles.ts';
import {
  deleteUserRow,
  insertUser,
  listUserIds,
  loadUser,
  loadUsers,
  setRoles,
  teachesStudent,
  USER_SORTS,
  type UserColumns,
  type UserListFilter,
  updateUserColumns,
  usernameTaken,
} from './users.store.ts';

export const USERNAME_EXISTS = message('usernameExists');

/** A new user's roles per environment when only a school is given: teacher there if a teacher, else student. */
const schoolLists = (school: string | null, roles: readonly Role[]): LearningEnvironmentLists => ({
  student: school && !roles.includes('teacher') ? [school] : [],
  teacher: school && roles.includes('teacher') ? [school] : [],
  admin: [],
  contentCreator: [],
  translator: [],
});
export const UNKNOWN_SCHOOL = message('unknownSchool');

const UserFilterSchema = z.object({
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  role: RoleSchema.optional(),
  /** The students of one class, for those who may see that class… */
  class: IdSchema.optional(),
  /** …or its instructors. */
  classRole: z
    .enum(['student', 'instructor'], { error: 'classRole must be student or instructor' })
    .optional(),
  /** First name, last name or username contains this (the instructor search). */
  q: z.string().trim().max(100, 'Search text must be 100 characters or fewer').optional(),
});
type UserFilter = z.infer<typeof UserFilterSchema>;

const relationOf = async (ctx: ResourceContext, target: User) => ({
  teaches:
    hasRole(ctx.user, 'teacher', 'instructor') && ctx.user._id !== target._id
      ? await teachesStudent(ctx.db, ctx.user._id, target._id)
      : false,
});

export const usersResource: Resource<User, UserCreate, UserUpdate, UserFilter> = {
  name: 'users',
  label: 'User',
  item: UserSchema,
  create: UserCreateSchema,
  update: UserUpdateSchema,
  filter: UserFilterSchema,
  sorts: USER_SORTS,
  // signup.routes.ts: the same path also signs students and teachers up without a login.
  ownCreateRoute: true,
  allowed(user, operation) {
    if (operation === 'list') return canListUsers(user);
    if (operation === 'create') return canCreateUsers(user);
    if (operation === 'remove') return isAdmin(user);
    return true;
  },
  async mayTouch(ctx, item, operation, body) {
    const relation = await relationOf(ctx, item);
    if (operation === 'read') return canReadUser(ctx.user, item, relation);
    if (operation === 'remove') return canDeleteUser(ctx.user, item);
    if (!canReadUser(ctx.user, item, relation)) return false;
    const editable = editableUserFields(ctx.user, item, relation);
    const refused = Object.keys(body ?? {}).filter((f) => !editable.includes(f as never));
    if (refused.length) throw forbidden(keyed('notAllowedToChange', { fields: refused.join(', ') }));
    return true;
  },
  async list(ctx, { class: classId, classRole, ...filter }, query) {
    const scope: UserListFilter = { ...filter };
    if (classRole && !classId) {
      const message = 'classRole needs a class';
      throw badRequest(message, [{ path: 'classRole', message }]);
    }
    if (classId) {
      scope.classRole = classRole;
      const cls = await loadClass(ctx.db, classId);
      if (!cls)
        throw badRequest(message('unknownClass'), [{ path: 'class', message: message('unknownClass') }]);
      if (!canViewClass(ctx.user, cls)) throw forbidden(message('ownClassesStudents'));
      scope.studentsOfClass = classId;
    } else if (!isAdmin(ctx.user)) {
      if (hasRole(ctx.user, 'teacher', 'instructor')) scope.memberOfClassesOf = ctx.user._id;
      else if (hasAuthoringRole(ctx.user) && ctx.user.current_community)
        scope.inEnvironment = ctx.user.current_community;
    }
    const { ids, count } = await listUserIds(ctx.db, scope, {
      offset: query.page * query.limit,
      limit: query.limit,
      sort: query.sort,
    });
    return { items: await loadUsers(ctx.db, ids), count };
  },
  get: loadUser,
  async insert(ctx, body) {
    if (await usernameTaken(ctx.db, body.username)) {
      throw badRequest(USERNAME_EXISTS, [{ path: 'username', message: USERNAME_EXISTS }]);
    }
    if (body.school && !(await getEnvironment(ctx.db, body.school)))
      throw badRequest(UNKNOWN_SCHOOL, [{ path: 'school', message: UNKNOWN_SCHOOL }]);
    const roles = body.roles ?? ['student'];
    // The roles per environment as given, or the school's role that the person's roles imply.
    const lists = body.learningEnvironments ?? schoolLists(body.school ?? null, roles);
    await checkEnvironmentLists(ctx.db, lists);
    const placed = placementAfterRoles({ roles, learningEnvironments: lists }, body.school ?? null, null);
    const id = newId();
    await insertUser(ctx.db, {
      id,
      username: body.username,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      birthMonth: body.birthMonth,
      birthYear: body.birthYear,
      gender: body.gender,
      schoolId: placed.school,
      currentCommunityId: placed.community,
      roles,
      environmentRoles: ENVIRONMENT_ROLES.flatMap((role) =>
        lists[role].map((environmentId) => ({ environmentId, role })),
      ),
      now: ctx.now,
    });
    return id;
  },
  async patch(ctx, item, body) {
    if (
      body.username &&
      body.username !== item.username &&
      (await usernameTaken(ctx.db, body.username, item._id))
    ) {
      throw badRequest(USERNAME_EXISTS, [{ path: 'username', message: USERNAME_EXISTS }]);
    }
    if (body.birthMonth !== undefined || body.birthYear !== undefined) {
      // A month or a year sent alone makes a date with the stored other half: check that whole date.
      const problem = birthDateProblem(
        body.birthMonth !== undefined ? body.birthMonth : item.birthMonth,
        body.birthYear !== undefined ? body.birthYear : item.birthYear,
        new Date(),
      );
      if (problem) throw badRequest(problem.message, [{ path: problem.field, message: problem.message }]);
    }
    const columns: UserColumns = {};
    if (body.username !== undefined) columns.username = body.username;
    if (body.first_name !== undefined) columns.first_name = body.first_name;
    if (body.last_name !== undefined) columns.last_name = body.last_name;
    if (body.email !== undefined) columns.email = body.email;
    if (body.birthMonth !== undefined) columns.birth_month = body.birthMonth;
    if (body.birthYear !== undefined) columns.birth_year = body.birthYear;
    if (body.gender !== undefined) columns.gender = body.gender;
    if (body.avatar !== undefined) columns.avatar = body.avatar;
    if (body.locale !== undefined) columns.locale = body.locale;
    await updateUserColumns(ctx.db, item._id, columns, ctx.now);
    if (body.roles) await setRoles(ctx.db, item._id, body.roles);
    if (body.learningEnvironments) {
      await checkEnvironmentLists(ctx.db, body.learningEnvironments);
      await applyEnvironmentLists(
        ctx.db,
        { ...item, roles: body.roles ?? item.roles },
        body.learningEnvironments,
        ctx.now,
      );
    }
  },
  async remove(ctx, item) {
    await deleteUserRow(ctx.db, item._id);
  },
};
