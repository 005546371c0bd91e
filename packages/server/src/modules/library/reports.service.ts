// A tutorial's problem reports as its authors see them: listed, and resolved by those who edit it.
import {
  AUTHOR_REPORTS_MAX,
  mayEditContentIn,
  message,
  TRANSLATORS_ONLY_MESSAGE,
  type User,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { loadOpenReports, loadReport, resolveReport } from './library.store.ts';
import { itemFor } from './library-kinds.service.ts';

/** The open problem reports on a tutorial, for whoever may read it in the library. */
export const tutorialReports = async (db: Conn, user: User, id: string) => {
  const tutorial = await itemFor(db, user, 'bricks', id);
  return loadOpenReports(db, tutorial.id, AUTHOR_REPORTS_MAX);
};

/** Marks a report resolved (it leaves the tutorial's list and its count); only those who edit the tutorial. */
export const resolveTutorialReport = async (db: Conn, user: User, reportId: string) => {
  const report = await loadReport(db, reportId);
  if (!report?.tutorial_id) throw notFound(message('reportNotFound'));
  const tutorial = await itemFor(db, user, 'bricks', report.tutorial_id);
  if (!mayEditContentIn(user, tutorial.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  await resolveReport(db, reportId);
};
