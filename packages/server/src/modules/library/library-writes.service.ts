// The library's writes as the routes call them: each runs in a transaction of its own, at one moment, so a
// route never opens one (the rules are in the library's other services).
import type { LibraryKind, ProjectLink, PublishCourse, User } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { copyItem, createItem, deleteItem, linkProject, updateItemFor } from './library-items.service.ts';
import { publishCourse } from './publish.service.ts';
import { moveQuestion } from './questions.service.ts';

type Fields = Record<string, unknown>;

export const libraryWrites = (db: Db) => {
  const inTransaction = <R>(work: (trx: Conn, now: string) => Promise<R>) =>
    db.transaction().execute((trx) => work(trx, nowIso()));
  return {
    /** A new item in the author's current community; answers its id. */
    create: (user: User, kind: LibraryKind, fields: Fields) =>
      inTransaction((trx, now) => createItem(trx, user, kind, fields, now)),
    /** A save naming the version edited (409 when stale, unless `force`). */
    update: (user: User, kind: LibraryKind, id: string, fields: Fields, force: boolean) =>
      inTransaction((trx, now) => updateItemFor(trx, user, kind, id, fields, force, now)),
    remove: (user: User, kind: LibraryKind, id: string) =>
      inTransaction((trx, now) => deleteItem(trx, user, kind, id, now)),
    /** A copy in the author's current community, as their draft; answers its id. */
    copy: (user: User, kind: LibraryKind, id: string, language: string | undefined) =>
      inTransaction((trx, now) => copyItem(trx, user, kind, id, language, now)),
    moveQuestion: (
      user: User,
      sourceId: string,
      questionId: string,
      move: { to: string; copy: boolean; version: number },
    ) => inTransaction((trx, now) => moveQuestion(trx, user, sourceId, questionId, move, now)),
    linkProject: (
      user: User,
      kind: LibraryKind,
      id: string,
      link: ProjectLink,
      projectId: string | null,
      version: number,
    ) => inTransaction((trx, now) => linkProject(trx, user, kind, id, link, projectId, version, now)),
    publishCourse: (user: User, courseId: string, request: PublishCourse) =>
      inTransaction((trx, now) => publishCourse(trx, user, courseId, request, now)),
  };
};
