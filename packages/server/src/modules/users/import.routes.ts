// `POST /api/users/import`: the bulk CSV upload of the users page. Every row becomes a student, or none
// does: one transaction, a fixed number of statements, usernames counted on from the first name.
import {
  canCreateUsers,
  canManageClass,
  ImportBodySchema,
  type ImportedUser,
  ImportResponseSchema,
  nextFreeUsername,
  usernameBase,
} from '@brickyard/core';
import type { AppContext } from '../../app.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { loadClass } from '../classes/classes.store.ts';
import { newResetCode } from './students.routes.ts';
import { type Conn, insertUsers, type NewUserRow } from './users.store.ts';

/** Hashes at a time: argon2 is slow on purpose, and a server has other requests to answer. */
const HASH_CONCURRENCY = 4;
/** A username taken between our check and our insert (another import) makes us count on and try again. */
const ATTEMPTS = 3;

const mapLimit = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const takenUsernames = async (db: Conn, bases: readonly string[]) =>
  new Set(
    (
      await db
        .selectFrom('users')
        .select('username')
        .where((w) => w.or(bases.map((base) => w('username', 'like', `${base}%`))))
        .execute()
    ).map((row) => row.username),
  );

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  (/UNIQUE constraint failed/.test(error.message) || (error as { code?: string }).code === '23505');

export const importRoutes = async ({ app, db, requireUser }: AppContext) => {
  app.post(
    '/api/users/import',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Create students from the rows of a CSV file, all or none; their passwords are returned once',
        security: [{ bearer: [] }],
        body: ImportBodySchema,
        response: { 201: ImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!canCreateUsers(request.user)) throw forbidden('Only an admin can import users');
      const { rows, class: classId } = request.body;
      let schoolId: string | null = null;
      if (classId) {
        const cls = await loadClass(db, classId);
        if (!cls) throw badRequest('Unknown class', [{ path: 'class', message: 'Unknown class' }]);
        if (!canManageClass(request.user, cls)) throw forbidden();
        schoolId =
          (await db.selectFrom('classes').select('school_id').where('id', '=', classId).executeTakeFirst())
            ?.school_id ?? null;
      }
      const passwords = rows.map(() => newResetCode().toLowerCase());
      const hashes = await mapLimit(passwords, HASH_CONCURRENCY, hashPassword);
      const bases = rows.map((row) => usernameBase(row.first_name));

      for (let attempt = 1; ; attempt += 1) {
        try {
          const users = await db.transaction().execute(async (trx) => {
            const taken = await takenUsernames(trx, [...new Set(bases)]);
            const now = nowIso();
            const created: ImportedUser[] = [];
            const newRows: NewUserRow[] = rows.map((row, index) => {
              const username = nextFreeUsername(bases[index]!, taken);
              taken.add(username);
              const id = newId();
              created.push({
                _id: id,
                first_name: row.first_name,
                last_name: row.last_name,
                username,
                password: passwords[index]!,
              });
              return {
                id,
                username,
                passwordHash: hashes[index]!,
                firstName: row.first_name,
                lastName: row.last_name,
                email: row.email ?? null,
                gender: row.gender ?? null,
                schoolId,
                resetPassword: true,
                roles: ['student'],
                environmentRoles: schoolId ? [{ environmentId: schoolId, role: 'student' }] : [],
                now,
              };
            });
            await insertUsers(trx, newRows);
            if (classId) {
              await trx
                .insertInto('class_members')
                .values(
                  created.map((user) => ({
                    class_id: classId,
                    user_id: user._id,
                    role: 'student',
                    joined_at: now,
                  })),
                )
                .execute();
            }
            return created;
          });
          return reply.status(201).send({ users });
        } catch (error) {
          if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },
  );
};
