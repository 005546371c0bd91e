// Every migration, in order. Names sort; never rename or edit a shipped one.
import { foundation } from './0001-foundation.ts';
import { mailOutbox } from './0002-mail-outbox.ts';
import { learning } from './0003-learning.ts';
import { projects } from './0004-projects.ts';
import { starredProjects } from './0005-starred-projects.ts';
import { teaching } from './0006-teaching.ts';
import { library } from './0007-library.ts';
import { reportTutorials } from './0008-report-tutorials.ts';
import { progressStamp } from './0009-progress-stamp.ts';
import { passwordRequests } from './0010-password-requests.ts';
import { feedbackSeen } from './0013-feedback-seen.ts';
import { plainDescriptions } from './0014-plain-descriptions.ts';
import { environmentArchive } from './0015-environment-archive.ts';

import type { MigrationFactory } from './types.ts';

export type { Dialect, MigrationFactory } from './types.ts';

export const MIGRATIONS: ReadonlyArray<readonly [string, MigrationFactory]> = [
  ['0001-foundation', foundation],
  ['0002-mail-outbox', mailOutbox],
  ['0003-learning', learning],
  ['0004-projects', projects],
  ['0005-starred-projects', starredProjects],
  ['0006-teaching', teaching],
  ['0007-library', library],
  ['0008-report-tutorials', reportTutorials],
  ['0009-progress-stamp', progressStamp],
  ['0010-password-requests', passwordRequests],
  ['0013-feedback-seen', feedbackSeen],
  ['0014-plain-descriptions', plainDescriptions],
  ['0015-environment-archive', environmentArchive],
];
