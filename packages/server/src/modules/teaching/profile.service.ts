// The profile pages (learner-teacher.md §2 "Profile", settled by DECISIONS.md "Profile"): home (who, xp, current
// course with progress, latest achievements, projects and teacher feedback), badges (stickers received, grouped),
// classes, and the projects starred on the walls of the user's classes. Each a fixed number of queries.
import {
  type Badge,
  type Feedback,
  isAdmin,
  type Locale,
  type MarkingKind,
  message,
  PROFILE_FEEDBACK_LATEST,
  PROFILE_LATEST,
  type ProfileSummary,
  type ProjectLanguage,
  STAGE_SECTION_ORDER,
  type StarredClassProject,
  type User,
  type UserClass,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { notFound } from '../../lib/errors.ts';
import { loadClasses } from '../classes/classes.store.ts';
import { loadContents, titleIn } from '../content/content.store.ts';
import { userAchievements } from '../learn/achievements.service.ts';
import { loadCourseHome } from '../learn/course-home.service.ts';
import { projectBriefs } from '../projects/projects.store.ts';
import { loadUser } from '../users/users.store.ts';
import { latestFeedback, stickerCount, studentBadges } from './marking.store.ts';

/** How far the user is through their current course, or null when they have none they can open. */
const currentCourseOf = async (db: Conn, caches: Caches, user: User, locale: Locale) => {
  if (!user.current_course) return null;
  try {
    const { home } = await loadCourseHome(db, caches, user, { courseId: user.current_course, locale });
    const items = home.stages.flatMap((stage) =>
      STAGE_SECTION_ORDER.flatMap((section) => stage.sections[section]),
    );
    const completedItems = items.filter((item) => item.complete).length;
    return {
      _id: home._id,
      title: home.title,
      completedItems,
      totalItems: items.length,
      percentageCompleted: items.length === 0 ? 0 : Math.round((completedItems / items.length) * 1000) / 10,
    };
  } catch {
    // A course the user can no longer open (archived, or of a school they left) is simply not shown.
    return null;
  }
};

const feedbackOf = async (db: Conn, caches: Caches, userId: string, locale: Locale): Promise<Feedback[]> => {
  const rows = await latestFeedback(db, userId, PROFILE_FEEDBACK_LATEST);
  const contentIds = rows.filter((r) => r.kind !== 'project').map((r) => r.subject_id);
  const projectIds = rows.filter((r) => r.kind === 'project').map((r) => r.subject_id);
  const [contents, projects] = await Promise.all([
    loadContents(db, caches.content, contentIds),
    projectIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute(),
  ]);
  const projectNames = new Map(projects.map((p) => [p.id, p.name]));
  return rows.map((row) => {
    const content = contents.get(row.subject_id);
    return {
      _id: row.id,
      kind: row.kind as MarkingKind,
      item: {
        _id: row.subject_id,
        title:
          row.kind === 'project'
            ? (projectNames.get(row.subject_id) ?? '')
            : content
              ? titleIn(content, locale)
              : '',
      },
      author: { _id: row.author_id, first_name: row.first_name, last_name: row.last_name },
      text: row.text,
      createdAt: row.created_at,
    };
  });
};

/** `GET /api/users/{id}/profile`. */
export const profileSummary = async (
  db: Conn,
  caches: Caches,
  userId: string,
  locale: Locale,
): Promise<ProfileSummary> => {
  const user = await loadUser(db, userId);
  if (!user) throw notFound(message('userNotFound'));
  const [currentCourse, achievements, projects, feedback, stickers] = await Promise.all([
    currentCourseOf(db, caches, user, locale),
    userAchievements(db, userId),
    projectBriefs(db, userId, { limit: PROFILE_LATEST }),
    feedbackOf(db, caches, userId, locale),
    stickerCount(db, userId),
  ]);
  return {
    user: {
      _id: user._id,
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      avatar: user.avatar ?? null,
      xp: user.xp,
    },
    currentCourse,
    achievements: achievements
      .filter((a) => a.level > 0)
      .sort((a, b) => (b.awardedAt ?? '').localeCompare(a.awardedAt ?? ''))
      .slice(0, PROFILE_LATEST),
    projects,
    feedback,
    stickerCount: stickers,
  };
};

/** `GET /api/users/{id}/badges`. */
export const badgesOf = async (db: Conn, userId: string): Promise<Badge[]> => studentBadges(db, userId);

/** The ids of the classes a user belongs to in any role. */
const classIdsOf = async (db: Conn, userId: string) => {
  const [members, taught] = await Promise.all([
    db.selectFrom('class_members').select('class_id').where('user_id', '=', userId).execute(),
    db.selectFrom('classes').select('id').where('teacher_id', '=', userId).execute(),
  ]);
  return [...new Set([...members.map((m) => m.class_id), ...taught.map((c) => c.id)])];
};

/** `GET /api/users/{id}/classes`: active classes first, then by name. */
export const classesOf = async (
  db: Conn,
  caches: Caches,
  userId: string,
  locale: Locale,
): Promise<UserClass[]> => {
  const classes = await loadClasses(db, await classIdsOf(db, userId));
  const teacherIds = [...new Set(classes.map((c) => c.teacher))];
  const [teachers, courses] = await Promise.all([
    teacherIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', teacherIds)
          .execute(),
    loadContents(db, caches.content, [...new Set(classes.flatMap((c) => c.courses))]),
  ]);
  const teacherById = new Map(teachers.map((t) => [t.id, t]));
  return classes
    .map((cls) => {
      const teacher = teacherById.get(cls.teacher);
      return {
        _id: cls._id,
        name: cls.name,
        year: cls.year,
        role:
          cls.teacher === userId
            ? ('teacher' as const)
            : cls.instructors.includes(userId)
              ? ('instructor' as const)
              : ('student' as const),
        teacher: {
          _id: cls.teacher,
          first_name: teacher?.first_name ?? '',
          last_name: teacher?.last_name ?? '',
        },
        courses: cls.courses.flatMap((id) => {
          const course = courses.get(id);
          return course ? [{ _id: id, title: titleIn(course, locale) }] : [];
        }),
        archived: cls.archived,
      };
    })
    .sort((a, b) => Number(a.archived) - Number(b.archived) || a.name.localeCompare(b.name));
};

export const CLASS_PROJECTS_SHOWN = 100;

/**
 * `GET /api/users/{id}/class-projects`: projects starred on the walls of the user's active classes, newest star
 * first. A teacher looking at a student's profile sees only the walls of classes they are in too.
 */
export const starredClassProjects = async (
  db: Conn,
  viewer: User,
  userId: string,
): Promise<StarredClassProject[]> => {
  let classIds = await classIdsOf(db, userId);
  if (viewer._id !== userId && !isAdmin(viewer)) {
    const shared = new Set(await classIdsOf(db, viewer._id));
    classIds = classIds.filter((id) => shared.has(id));
  }
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('class_starred_projects as s')
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('class_members as owner', (join) =>
      join.onRef('owner.class_id', '=', 's.class_id').onRef('owner.user_id', '=', 'p.user_id'),
    )
    .select([
      'p.id',
      'p.name',
      'p.language',
      'p.updated_at',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'c.id as class_id',
      'c.name as class_name',
    ])
    .where('s.class_id', 'in', classIds)
    .where('c.archived', '=', 0)
    .where('p.archived', '=', 0)
    .orderBy('s.created_at', 'desc')
    .orderBy('p.id')
    .limit(CLASS_PROJECTS_SHOWN)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    language: row.language as ProjectLanguage,
    updatedAt: row.updated_at,
    user: { _id: row.user_id, first_name: row.first_name, last_name: row.last_name },
    class: { _id: row.class_id, name: row.class_name },
  }));
};
