// First-run data: the demo school and accounts on an empty development database; only an admin in production.
import { randomBytes } from 'node:crypto';
import type { EnvironmentRole, Role } from '@brickyard/core';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertEnvironment } from '../../modules/learning-environments/learning-environments.store.ts';
import { insertUser } from '../../modules/users/users.store.ts';
import type { Conn } from '../conn.ts';
import type { Db } from '../database.ts';
import { javascriptCourse } from './courses/javascript.ts';
import { insertAchievements, insertSeedRows, loadSeedCourse, loadSeedReferences } from './courses/load.ts';
import { pieceGuide } from './courses/piece-guide.ts';
import { pythonCourse } from './courses/python.ts';
import type { SeedCourse } from './courses/types.ts';
import { WEB_REFERENCES } from './courses/web-references.ts';

export const DEMO_PASSWORD = 'brickyard';
export const DEMO_CLASS_CODE = 'BRKDMZ';
export const DEMO_CLASS_PASSWORD = 'brickyard';

interface DemoAccount {
  username: string;
  first: string;
  last: string;
  roles: Role[];
  /** Role in the global content community. */
  community?: EnvironmentRole;
  /** Role in the demo school. */
  school?: EnvironmentRole;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', first: 'Ada', last: 'Admin', roles: ['admin'], community: 'admin' },
  {
    username: 'creator',
    first: 'Grace',
    last: 'Creator',
    roles: ['contentCreator'],
    community: 'contentCreator',
  },
  {
    username: 'translator',
    first: 'Tomas',
    last: 'Translator',
    roles: ['translator'],
    community: 'translator',
  },
  { username: 'teacher', first: 'Tess', last: 'Teacher', roles: ['teacher'], school: 'teacher' },
  { username: 'instructor', first: 'Ivan', last: 'Instructor', roles: ['instructor'], school: 'teacher' },
  { username: 'student1', first: 'Sam', last: 'Student', roles: ['student'], school: 'student' },
  { username: 'student2', first: 'Alex', last: 'Student', roles: ['student'], school: 'student' },
  { username: 'student3', first: 'Noor', last: 'Student', roles: ['student'], school: 'student' },
];

/** The demo courses: two real beginner courses, published, and a draft shell (never offered to classes). */
export const DEMO_COURSES: readonly SeedCourse[] = [javascriptCourse, pythonCourse];

/**
 * Reference pages outside the courses: the HTML, CSS and jQuery references, and, for authors only (a "note",
 * which learners never see), a JavaScript page showing every kind of piece once.
 */
export const demoReferenceRows = () => [
  ...WEB_REFERENCES.flatMap(({ language, references }) => loadSeedReferences(language, references)),
  ...loadSeedReferences('javascript', [pieceGuide], ['note']),
];
export const DRAFT_COURSE_TITLE = 'Web Pages (draft)';

export const isEmpty = async (db: Db) =>
  !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());

const createCommunity = async (db: Conn, now: string) => {
  const id = newId();
  await insertEnvironment(db, { id, name: 'Brickyard Community', type: 'Community', global: true, now });
  return id;
};

/** Demo school, community, accounts and one class. Returns the usernames created. */
export const seedDemo = async (db: Db) => {
  const now = nowIso();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const classPasswordHash = await hashPassword(DEMO_CLASS_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const communityId = await createCommunity(trx, now);
    const schoolId = newId();
    await insertEnvironment(trx, {
      id: schoolId,
      name: 'Brickyard Demo School',
      type: 'Academy',
      postcode: 'BR1 1CK',
      low_age: 11,
      high_age: 18,
      now,
    });
    const ids = new Map<string, string>();
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const id = newId();
      ids.set(account.username, id);
      const environmentRoles = [
        ...(account.community ? [{ environmentId: communityId, role: account.community }] : []),
        ...(account.school ? [{ environmentId: schoolId, role: account.school }] : []),
      ];
      await insertUser(trx, {
        id,
        username: account.username,
        passwordHash: hashes[index]!,
        firstName: account.first,
        lastName: account.last,
        email: `${account.username}@brickyard.local`,
        schoolId: account.school ? schoolId : null,
        currentCommunityId: account.community ? communityId : null,
        roles: account.roles,
        environmentRoles,
        now,
      });
    }
    const classId = newId();
    await trx
      .insertInto('classes')
      .values({
        id: classId,
        code: DEMO_CLASS_CODE,
        name: 'Year 8 Coding',
        year: 'Year 8',
        teacher_id: ids.get('teacher')!,
        school_id: schoolId,
        password_hash: classPasswordHash,
        archived: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('class_members')
      .values([
        ...['student1', 'student2', 'student3'].map((u) => ({
          class_id: classId,
          user_id: ids.get(u)!,
          role: 'student',
          joined_at: now,
        })),
        { class_id: classId, user_id: ids.get('instructor')!, role: 'instructor', joined_at: now },
      ])
      .execute();
    const courseIds: string[] = [];
    for (const course of DEMO_COURSES) {
      const rows = loadSeedCourse(course);
      courseIds.push(rows.find((row) => row.kind === 'courses')!.id);
      await insertSeedRows(trx, rows, { communityId, authorId: ids.get('creator')!, now });
    }
    await insertSeedRows(trx, demoReferenceRows(), { communityId, authorId: ids.get('creator')!, now });
    await trx
      .insertInto('content')
      .values({
        id: newId(),
        kind: 'courses',
        community_id: communityId,
        language: 'javascript',
        title: DRAFT_COURSE_TITLE,
        draft: 1,
        archived: 0,
        core: 1,
        author_id: ids.get('creator')!,
        version: 1,
        body: JSON.stringify({ title: DRAFT_COURSE_TITLE, stages: [] }),
        translations: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The demo class takes both courses.
    await trx
      .insertInto('class_courses')
      .values(courseIds.map((course_id, position) => ({ class_id: classId, course_id, position })))
      .execute();
    await insertAchievements(trx, now);
  });
  return DEMO_ACCOUNTS.map((a) => a.username);
};

/** Production first start: the global community and one admin whose one-time password is returned. */
export const seedProduction = async (db: Db) => {
  const now = nowIso();
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const communityId = await createCommunity(trx, now);
    await insertUser(trx, {
      id: newId(),
      username: 'admin',
      passwordHash,
      firstName: 'Site',
      lastName: 'Admin',
      currentCommunityId: communityId,
      resetPassword: true,
      roles: ['admin'],
      environmentRoles: [{ environmentId: communityId, role: 'admin' }],
      now,
    });
    await insertAchievements(trx, now);
  });
  return password;
};
