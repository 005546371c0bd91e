// `/api/classes` on the generic resource mechanism: teachers run their own classes, instructors see the ones
// they instruct, admins everything. Join codes are made here; passwords are stored hashed and never sent. Joining
// by code, removing students, instructors and beta testers are in classes.service.ts.
import { randomInt } from 'node:crypto';
import {
  type Class,
  type ClassCreate,
  ClassCreateSchema,
  ClassSchema,
  type ClassUpdate,
  ClassUpdateSchema,
  canCreateClasses,
  canManageClass,
  canViewClass,
  generateClassCode,
  hasRole,
  isAdmin,
  keyed,
  message,
  seesCoursesInDevelopment,
} from '@brickyard/core';
import { z } from 'zod';
import { badRequest, fieldError, forbidden } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { courseTitles, publishedCourseIdsFor } from '../courses/courses.store.ts';
import type { Resource, ResourceContext } from '../resources/resource.ts';
import { loadUser } from '../users/users.store.ts';
import {
  codeTaken,
  deleteClassRow,
  insertClass,
  listClassIds,
  loadClass,
  loadClasses,
  schoolOf,
  schoolOfClass,
  setClassCourses,
  updateClassColumns,
} from './classes.store.ts';

const ClassFilterSchema = z.object({
  name: z.string().max(100).optional(),
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
type ClassFilter = z.infer<typeof ClassFilterSchema>;

/**
 * Stars are given and taken one project at a time (`PUT /api/classes/{id}/starred-projects/{projectId}` with
 * `starred`, projects.routes.ts), so a class save naming `starredProjects` is refused as an unknown field.
 */
const ClassEditSchema = ClassUpdateSchema.omit({ starredProjects: true });
type ClassEdit = Omit<ClassUpdate, 'starredProjects'>;

const MAX_CODE_ATTEMPTS = 20;

const newClassCode = async (ctx: ResourceContext) => {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = generateClassCode(randomInt);
    if (!(await codeTaken(ctx.db, code))) return code;
  }
  throw new Error('Could not find a free class code');
};

/**
 * Only courses the class's students may take can be attached: published ones of the global community or of
 * the class's school. Courses the class already has stay allowed, so a course archived since does not block
 * saving the rest. The message names the others by title.
 */
const checkCourses = async (
  ctx: ResourceContext,
  courses: readonly string[],
  schoolId: string | null,
  attached: readonly string[] = [],
) => {
  const unique = [...new Set(courses)];
  const added = unique.filter((id) => !attached.includes(id));
  const open = await publishedCourseIdsFor(ctx.db, added, schoolId ? [schoolId] : [], {
    inDevelopment: seesCoursesInDevelopment(ctx.user),
  });
  const refused = added.filter((id) => !open.has(id));
  if (refused.length) {
    const titles = await courseTitles(ctx.db, refused);
    const names = refused.map((id) => titles.get(id) ?? id).join(', ');
    const refusal = keyed('coursesNotOpen', { names });
    throw badRequest(refusal, [fieldError('courses', refusal)]);
  }
  return unique;
};

export const classesResource: Resource<Class, ClassCreate, ClassEdit, ClassFilter> = {
  name: 'classes',
  label: 'Class',
  item: ClassSchema,
  create: ClassCreateSchema,
  update: ClassEditSchema,
  filter: ClassFilterSchema,
  sorts: ['name', 'created'],
  allowed(user, operation) {
    if (operation === 'create') return canCreateClasses(user);
    if (operation === 'remove') return isAdmin(user);
    return hasRole(user, 'admin', 'teacher', 'instructor');
  },
  async mayTouch(ctx, item, operation) {
    if (operation === 'read') return canViewClass(ctx.user, item);
    if (operation === 'remove') return isAdmin(ctx.user);
    return canManageClass(ctx.user, item);
  },
  async list(ctx, filter, query) {
    const { ids, count } = await listClassIds(
      ctx.db,
      { ...filter, ...(isAdmin(ctx.user) ? {} : { staffId: ctx.user._id }) },
      { offset: query.page * query.limit, limit: query.limit, sort: query.sort },
    );
    return { items: await loadClasses(ctx.db, ids), count };
  },
  get: loadClass,
  async insert(ctx, body) {
    let teacherId = ctx.user._id;
    if (body.teacher && body.teacher !== ctx.user._id) {
      if (!isAdmin(ctx.user)) throw forbidden(message('adminCreatesForOthers'));
      const teacher = await loadUser(ctx.db, body.teacher);
      if (!teacher || !hasRole(teacher, 'teacher')) {
        throw badRequest(message('classTeacherMustBeTeacher'), [
          { path: 'teacher', message: message('notATeacher') },
        ]);
      }
      teacherId = teacher._id;
    }
    const schoolId = await schoolOf(ctx.db, teacherId);
    const courses = await checkCourses(ctx, body.courses ?? [], schoolId);
    const id = newId();
    await insertClass(ctx.db, {
      id,
      code: await newClassCode(ctx),
      name: body.name,
      year: body.year ?? null,
      teacherId,
      schoolId,
      passwordHash: await hashPassword(body.password),
      now: ctx.now,
    });
    await setClassCourses(ctx.db, id, courses);
    return id;
  },
  async patch(ctx, item, body) {
    const courses = body.courses
      ? await checkCourses(ctx, body.courses, await schoolOfClass(ctx.db, item._id), item.courses)
      : null;
    await updateClassColumns(
      ctx.db,
      item._id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.year !== undefined ? { year: body.year } : {}),
        ...(body.archived !== undefined ? { archived: body.archived ? 1 : 0 } : {}),
        ...(body.password !== undefined ? { password_hash: await hashPassword(body.password) } : {}),
      },
      ctx.now,
    );
    if (courses) await setClassCourses(ctx.db, item._id, courses);
  },
  async remove(ctx, item) {
    await deleteClassRow(ctx.db, item._id);
  },
};
