// Table types for Kysely. Only *.store.ts files and migrations touch these; services see plain objects.
import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 on both databases so rows read the same everywhere. */
export type Flag = number;
/** Timestamps are ISO-8601 strings in UTC on both databases (they sort as text). */
export type Timestamp = string;

export interface LearningEnvironmentTable {
  id: string;
  name: string;
  name_search: string;
  type: string;
  postcode: string | null;
  low_age: number | null;
  high_age: number | null;
  admin_ward: string | null;
  is_global: Flag;
  /** When an admin archived it; null while in use. */
  archived_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string | null;
  birth_month: number | null;
  birth_year: number | null;
  gender: string | null;
  avatar: number | null;
  content_unlocked: Flag;
  reset_password: Flag;
  xp: number;
  current_course_id: string | null;
  current_community_id: string | null;
  school_id: string | null;
  locale: string;
  /** Grows with every write to the user's trackers (kept by triggers, migration 0009). */
  progress_stamp: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRoleTable {
  user_id: string;
  role: string;
}

export interface EnvironmentRoleTable {
  user_id: string;
  environment_id: string;
  role: string;
}

export interface ClassTable {
  id: string;
  code: string;
  name: string;
  year: string | null;
  teacher_id: string;
  school_id: string | null;
  password_hash: string;
  archived: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClassMemberTable {
  class_id: string;
  user_id: string;
  role: string;
  joined_at: Timestamp;
}

export interface ClassCourseTable {
  class_id: string;
  course_id: string;
  position: number;
}

export interface ContentTable {
  id: string;
  kind: string;
  community_id: string;
  language: string;
  title: string;
  draft: Flag;
  archived: Flag;
  core: Flag;
  author_id: string | null;
  version: number;
  /** Narrows a kind to a library tab: an assessment's type, a brick's "tutorial" or "step" (migration 0007). */
  variant: string | null;
  body: string;
  translations: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TrackerTable {
  id: string;
  user_id: string;
  kind: string;
  subject_id: string;
  completed: Flag;
  date_completed: Timestamp | null;
  body: string;
  /** How far the learner is, 0 to 100 (core `trackerProgress`), promoted from the body for the progress grid. */
  progress: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  latest_at: Timestamp;
  ended_at: Timestamp | null;
  user_agent: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked: Flag;
}

export interface LoginFailureTable {
  key: string;
  window_start: number;
  count: number;
}

export interface PasswordRequestTable {
  id: string;
  user_id: string;
  class_id: string;
  secret_hash: string;
  status: 'pending' | 'approved' | 'declined' | 'used';
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface ProblemReportTable {
  id: string;
  /** The step (or tutorial) the report is about. */
  brick_id: string;
  /** The tutorial that step belongs to (migration 0008). */
  tutorial_id: string | null;
  user_id: string;
  text: string;
  resolved: Flag;
  created_at: Timestamp;
}

export interface AchievementTable {
  id: string;
  name: string;
  description: string;
  icon: string;
  colour: string;
  metric: string;
  /** JSON: the levels, ascending. */
  levels: string;
  created_at: Timestamp;
}

export interface UserAchievementTable {
  user_id: string;
  achievement_id: string;
  level: number;
  awarded_at: Timestamp;
}

export interface KyselyMigrationMarker {
  id: Generated<number>;
}

export interface ProjectTable {
  id: string;
  user_id: string;
  name: string;
  language: string;
  archived: Flag;
  learning_project: string | null;
  files: string;
  size: number;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectVersionTable {
  id: string;
  project_id: string;
  files: string;
  size: number;
  created_at: Timestamp;
}

export interface ClassStarredProjectTable {
  class_id: string;
  project_id: string;
  created_at: Timestamp;
}

export interface StickerTable {
  id: string;
  title: string;
  icon: string;
  color: string;
  background_color: string;
  xp: number;
  /** The pre-created stickers' name in the locale files; null for stickers teachers made. */
  preset_key: string | null;
  author_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A teacher's marking of one student's tutorial, challenge or project. */
export interface MarkingTable {
  id: string;
  student_id: string;
  kind: string;
  subject_id: string;
  teacher_assessment: string;
  /** JSON: step id → the date the teacher marked it complete. */
  steps: string;
  xp_awarded: number;
  version: number;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a teacher last gave the student something here: steps marked, a sticker or a comment (0013). */
  feedback_at: Timestamp | null;
  /** When the student last looked at this feedback (0013). */
  seen_at: Timestamp | null;
}

export interface MarkingStickerTable {
  marking_id: string;
  sticker_id: string;
  awarded_by: string | null;
  awarded_at: Timestamp;
}

export interface MarkingCommentTable {
  id: string;
  marking_id: string;
  author_id: string;
  text: string;
  created_at: Timestamp;
}

export interface Database {
  learning_environments: LearningEnvironmentTable;
  users: UserTable;
  user_roles: UserRoleTable;
  environment_roles: EnvironmentRoleTable;
  classes: ClassTable;
  class_members: ClassMemberTable;
  class_courses: ClassCourseTable;
  content: ContentTable;
  trackers: TrackerTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  login_failures: LoginFailureTable;
  password_requests: PasswordRequestTable;
  mail_outbox: MailOutboxTable;
  problem_reports: ProblemReportTable;
  achievements: AchievementTable;
  user_achievements: UserAchievementTable;
  projects: ProjectTable;
  project_versions: ProjectVersionTable;
  class_starred_projects: ClassStarredProjectTable;
  stickers: StickerTable;
  markings: MarkingTable;
  marking_stickers: MarkingStickerTable;
  marking_comments: MarkingCommentTable;
}
