// Projects (learner-teacher.md §2 project, projects; §6): made only on one's own profile, saved only by their
// owner, read by the owner, the teachers and instructors of the owner's classes, and admins. Every save keeps
// the work: a stale save is refused (409) rather than written over, and earlier versions are kept.
import {
  CLASS_PROJECTS_FORBIDDEN,
  type ClassProjectListQuery,
  canEditProject,
  canManageClass,
  canReadProject,
  canViewClass,
  isAdmin,
  mayAuthorIn,
  message,
  type NewProject,
  NOT_A_LEARNING_ITEM,
  PROJECT_NOT_IN_CLASS,
  PROJECT_VERSION_INTERVAL_MINUTES,
  PROJECT_VERSIONS_KEPT,
  type ProjectListQuery,
  type ProjectSave,
  type ProjectView,
  projectSize,
  starterFiles,
  type User,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, forbidden, notFound, StaleSaveError } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { loadClass } from '../classes/classes.store.ts';
import { loadContents } from '../content/content.store.ts';
import { teachesStudent } from '../users/users.store.ts';
import {
  insertProject,
  keepVersion,
  latestVersionAt,
  listClassProjects,
  listProjects,
  listVersions,
  loadProject,
  loadVersion,
  type ProjectRecord,
  setProjectArchived,
  setProjectStarred,
  updateProject,
} from './projects.store.ts';

export const CREATE_ON_OWN_PROFILE = message('createOnOwnProfile');
export const NOT_YOUR_PROJECT = message('notYourProject');
export const ONLY_OWNER_SAVES = message('onlyOwnerSaves');
export const SAVED_ELSEWHERE = message('savedElsewhere');
export const LIST_FORBIDDEN = message('listForbidden');
export const PROJECT_NOT_FOUND = message('projectNotFound');

const relationTo = async (db: Conn, user: User, ownerId: string) => ({
  teaches: user._id !== ownerId && !isAdmin(user) ? await teachesStudent(db, user._id, ownerId) : false,
});

/** Whether the project is starred on the wall of an active class that both `userId` and its owner are in. */
const onSharedWall = async (db: Conn, userId: string, project: ProjectRecord) =>
  !!(await db
    .selectFrom('class_starred_projects as s')
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .innerJoin('class_members as owner', (join) =>
      join.onRef('owner.class_id', '=', 's.class_id').on('owner.user_id', '=', project.user._id),
    )
    .select('s.class_id')
    .where('s.project_id', '=', project._id)
    .where('c.archived', '=', 0)
    .where((w) =>
      w.or([
        w('c.teacher_id', '=', userId),
        w.exists(
          w
            .selectFrom('class_members as reader')
            .select('reader.user_id')
            .whereRef('reader.class_id', '=', 's.class_id')
            .where('reader.user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst());

const viewOf = (user: User, project: ProjectRecord): ProjectView => ({
  ...project,
  canEdit: canEditProject(user, { user: project.user._id }),
});

/** The project, when `user` may read it (404 when it does not exist, 403 when it is not theirs to see). */
const readable = async (db: Conn, user: User, id: string) => {
  const project = await loadProject(db, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const ref = { user: project.user._id };
  const relation = await relationTo(db, user, project.user._id);
  if (
    !canReadProject(user, ref, relation) &&
    !canReadProject(user, ref, { ...relation, onSharedWall: await onSharedWall(db, user._id, project) })
  )
    throw forbidden(NOT_YOUR_PROJECT);
  return project;
};

const editable = async (db: Conn, user: User, id: string) => {
  const project = await readable(db, user, id);
  if (!canEditProject(user, { user: project.user._id })) throw forbidden(ONLY_OWNER_SAVES);
  return project;
};

export const createProject = (db: Conn, caches: Caches, user: User, input: NewProject) =>
  db.transaction().execute(async (trx) => {
    if (input.user && input.user !== user._id) throw forbidden(CREATE_ON_OWN_PROFILE);
    let files = starterFiles(input.language);
    if (input.learningProject) {
      const item = (await loadContents(trx, caches.content, [input.learningProject])).get(
        input.learningProject,
      );
      // A draft is the authors' own until it is published: to anyone else it is not a learning item yet.
      const hidden = !item || item.archived || (item.draft && !mayAuthorIn(user, item.communityId));
      if (hidden || (item.kind !== 'bricks' && item.kind !== 'challenges'))
        throw badRequest(NOT_A_LEARNING_ITEM, [{ path: 'learningProject', message: NOT_A_LEARNING_ITEM }]);
      // The work starts from the starter project its author linked, when it is in the same language.
      const starter =
        typeof item.body.starter === 'string' ? await loadProject(trx, item.body.starter) : null;
      if (starter && starter.language === input.language) files = starter.files;
    }
    const id = newId();
    await insertProject(trx, {
      id,
      userId: user._id,
      name: input.name,
      language: input.language,
      files,
      size: projectSize(files),
      learningProject: input.learningProject ?? null,
      now: nowIso(),
    });
    return viewOf(user, (await loadProject(trx, id))!);
  });

export const viewProject = async (db: Conn, user: User, id: string) =>
  viewOf(user, await readable(db, user, id));

/**
 * Saves a name or files. The state before the save is kept as a version when asked (`checkpoint`) or when
 * the newest kept version is older than the interval, so autosaves make at most one version per interval. A save
 * names the version it started from: a stale one is refused (409 with the stored version) unless `force`.
 */
export const saveProject = (db: Conn, user: User, id: string, save: ProjectSave, force = false) =>
  db.transaction().execute(async (trx) => {
    const project = await editable(trx, user, id);
    if (!force && save.version !== project.version)
      throw new StaleSaveError(SAVED_ELSEWHERE, project.version, project.updatedAt);
    const now = nowIso();
    if (save.files !== undefined) {
      const latest = await latestVersionAt(trx, id);
      const due =
        !latest || Date.parse(now) - Date.parse(latest) >= PROJECT_VERSION_INTERVAL_MINUTES * 60_000;
      const changed = JSON.stringify(save.files) !== JSON.stringify(project.files);
      if (changed && (save.checkpoint || due))
        await keepVersion(
          trx,
          { id: newId(), projectId: id, files: JSON.stringify(project.files), size: project.size, now },
          PROJECT_VERSIONS_KEPT,
        );
    }
    const saved = await updateProject(trx, id, force ? null : save.version, {
      ...(save.name !== undefined ? { name: save.name } : {}),
      ...(save.files !== undefined ? { files: save.files, size: projectSize(save.files) } : {}),
      now,
    });
    const stored = (await loadProject(trx, id))!;
    if (!saved) throw new StaleSaveError(SAVED_ELSEWHERE, stored.version, stored.updatedAt);
    return viewOf(user, stored);
  });

/** Archive and restore: the owner, or an admin tidying the projects list. */
export const archiveProject = (db: Conn, user: User, id: string, archived: boolean) =>
  db.transaction().execute(async (trx) => {
    const project = await readable(trx, user, id);
    if (!canEditProject(user, { user: project.user._id }) && !isAdmin(user))
      throw forbidden(ONLY_OWNER_SAVES);
    await setProjectArchived(trx, id, archived, nowIso());
    return viewOf(user, (await loadProject(trx, id))!);
  });

export const projectVersions = async (db: Conn, user: User, id: string) => {
  await readable(db, user, id);
  return listVersions(db, id);
};

export const projectVersion = async (db: Conn, user: User, id: string, versionId: string) => {
  await readable(db, user, id);
  const version = await loadVersion(db, id, versionId);
  if (!version) throw notFound(message('versionNotFound'));
  return version;
};

/** Puts an earlier version back; what it replaces is kept as a version first, so nothing is lost. */
export const restoreVersion = (db: Conn, user: User, id: string, versionId: string) =>
  db.transaction().execute(async (trx) => {
    const project = await editable(trx, user, id);
    const version = await loadVersion(trx, id, versionId);
    if (!version) throw notFound(message('versionNotFound'));
    const now = nowIso();
    await keepVersion(
      trx,
      { id: newId(), projectId: id, files: JSON.stringify(project.files), size: project.size, now },
      PROJECT_VERSIONS_KEPT,
    );
    await updateProject(trx, id, null, { files: version.files, size: version.size, now });
    return viewOf(user, (await loadProject(trx, id))!);
  });

/** A page of projects: one's own, a student's (their teachers and instructors), or everyone's (admins). */
export const projectList = async (db: Conn, user: User, query: ProjectListQuery) => {
  const admin = isAdmin(user);
  if (!query.user && !admin) throw forbidden(LIST_FORBIDDEN);
  if (query.user && query.user !== user._id && !admin && !(await teachesStudent(db, user._id, query.user)))
    throw forbidden(LIST_FORBIDDEN);
  return listProjects(db, query);
};

export const ONLY_TEACHERS_STAR = "Only the class's teacher can star its projects";

/** The class, when `user` may see its projects (404 when it does not exist, 403 when not theirs). */
const classFor = async (db: Conn, user: User, classId: string) => {
  const cls = await loadClass(db, classId);
  if (!cls) throw notFound(message('classNotFound'));
  if (!canViewClass(user, cls)) throw forbidden(CLASS_PROJECTS_FORBIDDEN);
  return cls;
};

/** `GET /api/classes/{id}/projects`: its students' projects, for its teachers, instructors and admins. */
export const classProjectList = async (
  db: Conn,
  user: User,
  classId: string,
  query: ClassProjectListQuery,
) => {
  await classFor(db, user, classId);
  return listClassProjects(db, classId, query);
};

/** `PUT /api/classes/{id}/starred-projects/{projectId}`: the class's teacher (or an admin) stars a student's project. */
export const starProject = (db: Conn, user: User, classId: string, projectId: string, starred: boolean) =>
  db.transaction().execute(async (trx) => {
    const cls = await classFor(trx, user, classId);
    if (!canManageClass(user, cls)) throw forbidden(ONLY_TEACHERS_STAR);
    const project = await loadProject(trx, projectId);
    if (!project || !cls.students.includes(project.user._id))
      throw badRequest(PROJECT_NOT_IN_CLASS, [{ path: 'projectId', message: PROJECT_NOT_IN_CLASS }]);
    await setProjectStarred(trx, classId, projectId, starred, nowIso());
    // The class's stars in the order given (loadClass's order), without reading them again.
    const stars = cls.starredProjects;
    if (!starred) return { starredProjects: stars.filter((id) => id !== projectId) };
    return { starredProjects: stars.includes(projectId) ? stars : [...stars, projectId] };
  });
