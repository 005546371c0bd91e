// Every number and list of the spec's "Business constants and limits" sections (§9 of both documents), named.
import { AVATAR_COUNT, LAST_NAME_MAX, LEARNING_ENVIRONMENT_TYPES, LOCALES, PASSWORD_MIN } from './basics.ts';

export { AVATAR_COUNT, LAST_NAME_MAX, LEARNING_ENVIRONMENT_TYPES, LOCALES, PASSWORD_MIN };

// Tables
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const TABLE_FILTER_DELAY_MS = 500;
export const USERS_TABLE_FILTER_DELAY_MS = 1000;
export const DASHBOARD_PAGE_SIZE = 10;
export const DASHBOARD_TABLE_FILTER_DELAY_MS = 1000;
export const CONTENT_TABLE_FILTER_DELAY_MS = 1000;
export const PROGRESS_PAGE_SIZE = 20;
export const PROGRESS_TABLE_FILTER_DELAY_MS = 500;
export const INSTRUCTORS_PAGE_SIZE = 10;
export const SESSIONS_PAGE_SIZE = 3;

// Projects
export const CLASS_PROJECTS_PAGE_SIZE = 25;
export const ADMIN_PROJECTS_PAGE_SIZE = 24;
export const PROFILE_PROJECTS_PAGE_SIZE = 24;
/** "Show More" on the project wall loads this many more (DECISIONS.md "Projects and paging"). */
export const PROJECT_WALL_PAGE_SIZE = 24;
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;
export const PROJECT_CAROUSEL_SLIDES = 4;
export const PROJECT_NAME_MAX = 30;
/** Sort values use the list query's "field" / "-field" form. */
export const PROJECT_SORTS = [
  { value: '-updatedAt', label: 'Update At' },
  { value: '-createdAt', label: 'Created At' },
  { value: 'name', label: 'A-Z' },
  { value: '-name', label: 'Z-A' },
] as const;
export const PROJECT_DEFAULT_SORT = '-updatedAt';
export const PROJECT_ARCHIVE_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archive' },
] as const;
export const PROJECT_STATUS_FILTERS = [
  { value: 'completed', label: '100%' },
  { value: 'notCompleted', label: 'Not Completed' },
  { value: 'all', label: 'All' },
] as const;

// Experience points and assessments
export const XP_BY_TYPE = { conceptIntro: 10, boost: 15, quiz: 15, tutorial: 30, challenge: 60 } as const;
/** Marking "partial" awards this share of the xp value, rounded to one decimal. */
export const PARTIAL_XP_FACTOR = 0.5;
export const SKIP_AFTER_FAILED_ATTEMPTS = 3;
/** A finished concept intro sets the topic's strength to this. */
export const CONCEPT_INTRO_STRENGTH = 100;
/** A text-area answer needs more than 5 characters. */
export const TEXTAREA_ANSWER_MIN_LENGTH = 6;
export const TEXTFIELD_ANSWER_MIN_LENGTH = 1;
export const NEW_EXAM_PASS_MARK = 0;

// Accounts
export const AGE_THRESHOLD = 13;
/** Birth-year choices cover the last 100 years. */
export const BIRTH_YEAR_RANGE = 100;
export const STUDENT_SIGNUP_STAGES = 6;
export const TEACHER_SIGNUP_STAGES = 5;
export const CLASS_CREATE_STAGES = 2;
export const CLASS_EDIT_STAGES = 3;
export const HOME_REDIRECT_DELAY_MS = 500;
export const ACHIEVEMENTS_SHOWN_FIRST = 4;

// Search and tags
export const ESTABLISHMENT_SEARCH_MIN = 3;
export const INSTRUCTOR_SEARCH_MIN = 1;
export const SKILL_SEARCH_MIN = 1;
export const SEARCH_RESULTS_MAX = 32;
export const TAG_LOOKUP_LIMIT = 5;
export const SKILLS_PER_PAIR = 1;
export const TOPICS_PER_PAIR_MAX = 25;
export const FAQ_TAGS_MAX = 5;
export const REFERENCE_TAGS_MAX = 1;
export const KEY_STAGES_MIN = 1;
export const REFERENCE_QUERY_LIMIT = 999;

// Progress
export const PROGRESS_COMPLETE_ABOVE = 95;
export const PROGRESS_IN_PROGRESS_ABOVE = 5;

// Courses
export const STAGE_SECTION_ORDER = [
  'introQuizzes',
  'topics',
  'tutorials',
  'challenges',
  'finalQuizzes',
  'exams',
] as const;
/** Which kind of library row each stage section holds. */
export const STAGE_SECTION_KIND = {
  introQuizzes: 'assessments',
  topics: 'topics',
  tutorials: 'bricks',
  challenges: 'challenges',
  finalQuizzes: 'assessments',
  exams: 'assessments',
} as const satisfies Record<(typeof STAGE_SECTION_ORDER)[number], string>;
export const CONTENT_LANGUAGES = ['javascript', 'python'] as const;
export const REFERENCE_LANGUAGES = ['javascript', 'python', 'html', 'css', 'jquery'] as const;
export const KEY_STAGES = ['KS1', 'KS2', 'KS3', 'KS4', 'KS5'] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const DURATIONS = ['short', 'medium', 'long'] as const;
export const DURATION_TAGS = ['tiny', 'short', 'medium', 'long'] as const;
export const YEAR_GROUPS = [
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
] as const;
/** Prices are stored in pence and shown as pounds; discounts are percentages. */
export const PENCE_PER_POUND = 100;
export const DISCOUNT_MAX_PERCENT = 100;

// Dashboards and sessions
export const TIME_SCALES_DAYS = { daily: 1, weekly: 7, monthly: 30, yearly: 365 } as const;
export const MS_PER_HOUR = 3_600_000;

// Editors and viewers
export const STICKER_TITLE_MAX = 11;
/** Selected stickers are highlighted with a fixed light green. */
export const SELECTED_STICKER_COLOUR = '#90ee90';
export const TABLE_PROPORTION_MIN = 1;
export const TABLE_PROPORTION_MAX = 5;
export const OLD_TUTORIAL_NAME_MAX = 60;
export const OLD_TUTORIAL_SOLUTION_MAX = 30;
export const MIX_MATCH_REFRESH_MS = 100;

/** The public constants by name, served by `GET /api/constants` and `GET /api/constants/{name}`. */
export const SYSTEM_CONSTANTS: Record<string, unknown> = Object.freeze({
  DEFAULT_TABLE_PAGE_SIZE,
  TABLE_FILTER_DELAY_MS,
  USERS_TABLE_FILTER_DELAY_MS,
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_TABLE_FILTER_DELAY_MS,
  CONTENT_TABLE_FILTER_DELAY_MS,
  PROGRESS_PAGE_SIZE,
  PROGRESS_TABLE_FILTER_DELAY_MS,
  INSTRUCTORS_PAGE_SIZE,
  SESSIONS_PAGE_SIZE,
  CLASS_PROJECTS_PAGE_SIZE,
  ADMIN_PROJECTS_PAGE_SIZE,
  PROFILE_PROJECTS_PAGE_SIZE,
  PROJECT_WALL_PAGE_SIZE,
  PROJECT_SEARCH_DEBOUNCE_MS,
  PROJECT_CAROUSEL_SLIDES,
  PROJECT_NAME_MAX,
  PROJECT_SORTS,
  PROJECT_DEFAULT_SORT,
  PROJECT_ARCHIVE_FILTERS,
  PROJECT_STATUS_FILTERS,
  XP_BY_TYPE,
  PARTIAL_XP_FACTOR,
  SKIP_AFTER_FAILED_ATTEMPTS,
  CONCEPT_INTRO_STRENGTH,
  TEXTAREA_ANSWER_MIN_LENGTH,
  TEXTFIELD_ANSWER_MIN_LENGTH,
  NEW_EXAM_PASS_MARK,
  AGE_THRESHOLD,
  BIRTH_YEAR_RANGE,
  STUDENT_SIGNUP_STAGES,
  TEACHER_SIGNUP_STAGES,
  CLASS_CREATE_STAGES,
  CLASS_EDIT_STAGES,
  HOME_REDIRECT_DELAY_MS,
  ACHIEVEMENTS_SHOWN_FIRST,
  AVATAR_COUNT,
  PASSWORD_MIN,
  LAST_NAME_MAX,
  ESTABLISHMENT_SEARCH_MIN,
  INSTRUCTOR_SEARCH_MIN,
  SKILL_SEARCH_MIN,
  SEARCH_RESULTS_MAX,
  TAG_LOOKUP_LIMIT,
  SKILLS_PER_PAIR,
  TOPICS_PER_PAIR_MAX,
  FAQ_TAGS_MAX,
  REFERENCE_TAGS_MAX,
  KEY_STAGES_MIN,
  REFERENCE_QUERY_LIMIT,
  PROGRESS_COMPLETE_ABOVE,
  PROGRESS_IN_PROGRESS_ABOVE,
  STAGE_SECTION_ORDER,
  STAGE_SECTION_KIND,
  CONTENT_LANGUAGES,
  REFERENCE_LANGUAGES,
  KEY_STAGES,
  LEVELS,
  DURATIONS,
  DURATION_TAGS,
  YEAR_GROUPS,
  PENCE_PER_POUND,
  DISCOUNT_MAX_PERCENT,
  TIME_SCALES_DAYS,
  MS_PER_HOUR,
  STICKER_TITLE_MAX,
  SELECTED_STICKER_COLOUR,
  TABLE_PROPORTION_MIN,
  TABLE_PROPORTION_MAX,
  OLD_TUTORIAL_NAME_MAX,
  OLD_TUTORIAL_SOLUTION_MAX,
  MIX_MATCH_REFRESH_MS,
  LOCALES,
  LEARNING_ENVIRONMENT_TYPES,
});
