// Every message core's schemas and the server's refusals give a person, each with a stable key and its
// parameters (issue 20, "Messages in the reader's language"). The server answers with the English text and,
// beside it, the key and parameters (`ErrorBody`); the browser says it by key in the reader's language
// (`messages.<key>` and `fields.<field>` in each locale file; web `ui/schema-messages.ts`). No schema library is
// imported here, so a page can say a message without loading the schemas.
import { PASSWORD_MIN } from '../basics.ts';
import { ESTABLISHMENT_SEARCH_MIN, PROJECT_NAME_MAX, STICKER_TITLE_MAX } from '../constants.ts';

/**
 * The names of the fields messages speak of ("{{field}} is required"), in English; each locale file says them
 * under `fields.<name>`. A field that only API clients meet (a query's `page`) is named as it is spelt and not
 * listed here: the browser never sends a wrong one.
 */
export const FIELDS = {
  action: 'Action',
  altText: 'Alt text',
  assessmentType: 'Assessment type',
  audience: 'Audience',
  birthMonth: 'Birth month',
  birthYear: 'Birth year',
  caption: 'Caption',
  cellText: 'Cell text',
  classCode: 'Class Code',
  className: 'Class name',
  classPassword: 'Class password',
  code: 'Code',
  comment: 'Comment',
  confirmPassword: 'Confirm password',
  debugId: 'Debug id',
  description: 'Description',
  display: 'Display',
  duration: 'Duration',
  email: 'Email',
  filter: 'Filter',
  fileContent: 'File content',
  fileName: 'File name',
  firstName: 'First name',
  gender: 'Gender',
  handler: 'Handler',
  height: 'Height',
  highlight: 'Highlight',
  icon: 'Icon',
  instructions: 'Instructions',
  keyStage: 'Key stage',
  kind: 'Kind',
  label: 'Label',
  language: 'Language',
  lastName: 'Last name',
  learningObjectives: 'Learning objectives',
  leftItem: 'Left item',
  level: 'Level',
  levelName: 'Level name',
  listItem: 'List item',
  listType: 'List type',
  maxAge: 'Max age',
  metaTag: 'Meta tag',
  metric: 'Metric',
  minAge: 'Min age',
  name: 'Name',
  optionDescription: 'Option description',
  optionText: 'Option text',
  output: 'Output',
  outputType: 'Output type',
  password: 'Password',
  percentage: 'Percentage',
  postcode: 'Post code',
  print: 'Print',
  projectName: 'Project name',
  purpose: 'Purpose',
  questionType: 'Question type',
  report: 'Report',
  result: 'Result',
  rightItem: 'Right item',
  search: 'The search',
  sectionTitle: 'Section title',
  signal: 'Signal',
  size: 'Size',
  skill: 'Skill',
  solution: 'Solution',
  /** A list's sort order, as API clients spell it. */
  sort: 'sort',
  stageTitle: 'Stage title',
  status: 'Status',
  stepText: 'Step text',
  stepTitle: 'Step title',
  stickerTitle: 'Sticker title',
  strength: 'Strength',
  style: 'Style',
  subheading: 'Subheading',
  summary: 'Summary',
  tags: 'Tags',
  target: 'Target',
  task: 'Task',
  teacherAssessment: 'Teacher assessment',
  text: 'Text',
  title: 'Title',
  topic: 'Topic',
  type: 'Type',
  url: 'URL',
  username: 'Username',
  version: 'Version',
  xp: 'XP',
  year: 'Year',
} as const;
export type FieldName = keyof typeof FIELDS;

/**
 * The catalogue: each key's English text, with `{{name}}` where a parameter goes. `{{field}}` is a field's
 * name (`FIELDS`) or, for API clients, a parameter's spelling.
 */
export const MESSAGES = {
  // Said of any field.
  required: '{{field}} is required',
  maxChars: '{{field}} must be {{max}} characters or fewer',
  minChars: '{{field}} must be {{min}} characters or more',
  mustBeText: '{{field}} must be text',
  mustBeNumber: '{{field}} must be a number',
  mustBeWholeNumber: '{{field}} must be a whole number',
  mustBeList: '{{field}} must be a list',
  mustBeObject: '{{field}} must be an object',
  trueOrFalse: '{{field}} must be true or false',
  oneOf: '{{field}} must be one of: {{values}}',
  atLeast: '{{field}} must be {{min}} or more',
  atMost: '{{field}} must be {{max}} or less',
  between: '{{field}} must be between {{min}} and {{max}}',
  cannotBeEmpty: '{{field}} cannot be empty',
  notValid: '{{field}} is not valid',
  tooFewEntries: '{{field}} needs at least {{min}} entries',
  tooManyEntries: '{{field}} can have at most {{max}} entries',
  unknownFields: 'Unknown fields: {{names}}',
  sortField: '{{field}} must be a field name, optionally starting with -',
  valueNotValid: 'This value is not valid',

  // Signing in and sessions.
  incorrectLogin: 'Incorrect username or password',
  tooManyFailures: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  sessionExpired: 'Your session has expired, please log in again',
  incorrectClassLogin: 'Incorrect username or class password',
  tooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  tooManyJoinGuesses: 'Too many wrong class codes. Please wait 15 minutes and try again.',
  databaseUnavailable: 'The database cannot be reached just now. Please try again in a moment.',
  serverIssue: 'There was an issue on the server :(',
  loginNeeded: 'You need to log in to do that',
  notAllowed: 'You are not allowed to do that',
  previewSavesNothing: 'Preview does not save progress',

  // Signup, accounts and passwords.
  ageOrder: "Min age can't be greater than Max age",
  alreadyInClass: 'You are already part of that class',
  invalidClassCode: 'Sorry, the class code was invalid, please check the code and try again',
  unknownClassCode: 'No class has this code. Check it with your teacher and try again.',
  classCodeLetters: 'A class code has only the letters A to Z',
  enterCode: 'Please Enter a Code',
  studentPassword: 'Password must be {{min}} characters or more',
  teacherPassword: 'Password length must be {{min}} or more characters long',
  newPassword: 'Password must be more than 4 characters long',
  passwordAtLeast4: 'Please input a password of at least 4 characters',
  passwordsDiffer: 'Passwords do not match',
  emailsDiffer: 'Emails do not match',
  emailInvalid: 'Email address is invalid',
  studentSignupFailed: 'Issue creating account :( retype password and try again',
  teacherSignupFailed: 'Issue creating account :( please try again later',
  wrongSignupCode: 'Incorrect signup code provided',
  usernameInUse: 'The specified username is already in use',
  usernameExists: 'The specified username already exists in the system',
  usernameLetters: 'Only lowercase letters and numbers allowed as valid username',
  unknownEstablishment: 'That establishment could not be found, please search again',
  establishmentSearch: 'Type at least {{min}} letters',
  chooseEstablishment: 'Choose your establishment or create a new one',
  birthMonthRange: 'Birth month must be a number from 1 to 12',
  birthYearRange: 'Birth year must be within the last {{years}} years',
  birthDateFuture: 'A date of birth cannot be in the future',
  dateOfBirthFormat: 'Type the date of birth as dd/mm/yyyy, for example 14/03/2012',
  dateOfBirthNoSuchDay: 'That date does not exist: check the day and the month',
  oneRoleAtLeast: 'A user needs at least one role',
  accountNotFound: 'We could not find an account with that username and email. Check both and try again.',

  // Importing students.
  importHeader: 'The first row must name the columns First name and Last name',
  importGender: 'Gender must be female, male or other (or left empty)',
  importBirthMonth: 'Birth month must be a number from 1 to 12 (or left empty)',
  importEmpty: 'The file has no students in it',
  importTooMany: 'At most {{max}} students can be imported at once',

  // Projects and files.
  projectName: 'Project name must be {{max}} characters or fewer',
  fileNameLetters: 'File name may only use letters, digits, dots, dashes and underscores',
  projectFilesMax: 'A project can have at most {{max}} files',
  fileNamesUnique: 'File names must be unique',
  imagesOnly: 'Only images can be uploaded: PNG, JPEG, GIF or WebP',
  uploadTooBig: 'Images must be {{megabytes}} MB or smaller',
  fileEmpty: 'The file is empty',
  uploadSizeRequired: 'size is required: the number of bytes of the file',
  uploadSizeWhole: 'size must be a whole number of bytes',
  uploadInvalid: 'This upload address is not valid: ask for a new one',
  uploadExpired: 'This upload address has expired: ask for a new one',
  uploadUsed: 'This upload address has already been used',

  // Learning.
  answerAlreadyDone: 'That question is already answered',
  skipNotYet: 'A question can be skipped after 3 wrong answers',
  contentLocked: 'Finish what comes before this first',
  contentNotInCourse: 'That is not part of a course you follow',
  brickNotStarted: 'Open this step before completing it',
  challengeNotAllTicked: 'Tick every step before completing the challenge',
  courseNotAvailable: 'That course is not available to you',
  questionNotInAssessment: 'That question is not part of this assessment',
  brickNotInTutorial: 'That step is not part of this tutorial',
  challengeAlreadyComplete: 'This challenge is already complete',
  challengeItemUnknown: 'That step is not part of this challenge',
  challengeOnlyCompleted: 'A challenge can only be marked completed',
  describeProblem: 'Please describe the problem',
  reportTooLong: 'Please keep the report to {{max}} characters or fewer',
  joinedClass: 'Successfully joined Class',

  // Teaching.
  stickerTitle: 'Sticker title must be {{max}} characters or fewer',
  stickerIcon: 'Icon must be a name from the icon list',
  stickersPerWork: 'At most {{max}} stickers on one piece of work',
  commentsAtOnce: 'Send at most {{max}} comments at once',
  removeCommentsAtOnce: 'Remove at most {{max}} comments at once',
  feedbackAt: '{{field}} must be the date and time of the feedback shown',

  // Library content.
  stepChildrenMax: 'A step can have at most {{max}} steps',
  questionsMax: 'An assessment can have at most {{max}} questions',
  matchingPairs: 'Each left item needs a matching right item',
  faqTags: 'A question can be tagged with at most {{max}} FAQs',
  referenceTags: 'Only one reference can be tagged',
  passMark: 'Pass mark must be between 0 and 100',
  keepOptionOrder: 'Keep options in this order must be true or false',
  oneTopic: 'Only one topic can be linked',
  topicTag: 'Topics need at least one tag',
  skillNeedsTopic: 'A skill needs at least one topic',
  topicsPerSkill: 'A skill can have at most {{max}} topics',
  urlStart: 'URL must start with http://, https:// or /',
  urlFull: 'URL must be a full web address starting with http:// or https://',
  colour: 'Colour must be a hex colour such as #1e88e5',
  price: 'Price must be a whole number of pence, 0 or more',
  discount: 'Discount must be between 0 and {{max}} percent',
  keyStages: 'Choose at least one key stage',
  noLevel: 'no level found on object',
  levelOrder: 'Each level needs a higher target than the one before',
  imageEnglish: 'Upload an English image; other languages fall back to it',
  tableRowsMin: 'A table needs at least 1 row',
  tableRowsMax: 'A table can have at most {{max}} rows',
  tableColumnsMin: 'A table needs at least 1 column',
  tableColumnsMax: 'A table can have at most {{max}} columns',
  tableProportions: 'Proportions must be between {{min}} and {{max}}',
  tableProportionPerColumn: 'Each column needs one proportion',
  tableShape: "The table's cells must match its rows and columns",
  tableRowCells: 'A table row needs at least one cell',
  tableOneRow: 'A table needs at least one row',
  pieceTableShape: 'Every row of the table needs the same number of cells',
  codeExerciseEntries: 'A code exercise needs at least one code and result entry',
  pieceFormat: 'Piece format must be one of: {{values}}',
  parentMissing: 'The parent page must be a page of the same kind in this library',
  parentCycle: 'A page cannot be placed under itself or one of its own pages',
  onlyTexts: 'only texts can be translated',
  moveSame: 'Choose another assessment to move the question to',
  linkMissing: 'That project does not exist',

  // Refusals.
  notALearningItem: 'A project can be made for a tutorial or a challenge only',
  projectSaveEmpty: 'Send a name or files to save',
  tooLarge: '{{field}} is too large',
  projectNotInClass: 'That project does not belong to a student of this class',
  classProjectsForbidden: "Only the class's teachers can see its projects",
  uploadNotType: 'The file is not a {{type}} image',
  unknownClass: 'Unknown class',
  archivedClass: 'Students cannot be added to an archived class',
  courseNotInClass: 'That course is not one of this class’s courses',
  progressForbidden: "Only the class's teacher or an admin can see its progress",
  markingForbidden: "Only the class's teacher or an admin can mark its students' work",
  studentNotInClass: 'That student is not in this class',
  itemNotInClassCourses: 'That is not part of any course of this class',
  projectNotStudents: 'That project does not belong to this student',
  stepNotInItem: 'That step is not part of this work',
  stickerUnknown: 'That sticker does not exist or is not yours to give',
  commentNotRemovable: 'Only its author or an admin can remove a comment',
  commentUnknown: 'That comment is not on this work',
  feedbackForbidden: "Only the learner, their classes' teachers and admins can see their feedback",
  feedbackSeenForbidden: 'Only the learner can mark their feedback as seen',
  noFeedback: 'There is no feedback on that work yet',
  stickersForbidden: 'Only teachers and admins use stickers',
  stickerNotYours: 'Only its author can change a sticker',
  profileForbidden: "Only the person, their classes' teachers and admins can see a profile",
  signupClosed: 'Teacher signup is not open on this server',
  forgottenDetailsSent:
    "You've been emailed a temporary password, you should receive it within a couple of minutes.",
  draftOrPublished: '{{field}} must be draft or published',
  idList: '{{field}} must be a list of ids',
  idsAtOnce: 'At most {{max}} ids at a time',
  staleSave: 'Someone else saved this item after you opened it: your changes do not match the stored version',
  translatorsOnly: 'Translators can only change translations',
  notYourItem: 'Only its author or an admin of its community can change this; copy it to make your own',
  adminSettings: 'Only admins can change these settings',
  notAuthor: 'You can only edit the library of a community where you author content',
  linkNotYours: 'Link a project of your own: make it on your profile first',
  linkArchived: 'Restore the project before linking it',
  linkLanguage: 'Link a {{language}} project: this item is in {{language}}',
  searchMin: 'Type at least one character to search',
  questionNoText: 'Question {{n}} has no text',
  questionNoOptions: 'Question {{n}} has no options to choose from',
  questionNoCorrectAnswer: 'Question {{n}} has no correct answer',
  questionNoPairs: 'Question {{n}} has no pairs to match',
  questionNoLines: 'Question {{n}} has no lines to put in order',
  questionNoMissingCode: 'Question {{n}} has no missing code to fill in',
  questionNoBlanks: 'Question {{n}} has no blank (___) in its text with blanks',
  questionBlanksMismatch: 'Question {{n}} needs exactly one answer for each blank',
  questionNoStages: 'Question {{n}} has no stages',
  questionStageIncomplete: 'Question {{n}} has a stage without its prompt or its answer',
  questionNoTestCases: 'Question {{n}} has no test case to run the program on',
  questionTooManyTestCases: 'Question {{n}} has more than {{max}} test cases',
  classNameRequired: 'Class Name Required',
  classPasswordRequired: 'Class Password Required',

  // The server's refusals.
  coursesNotOpen: "Only published courses open to this class's school can be attached, not: {{names}}",
  notATeacher: 'Not a teacher',
  onlyTheTeacherAnswers: "Only the class's teacher can answer its password requests",
  betaTestersAdmin: 'Only an admin can make students beta testers',
  badUrl: 'This address is not valid',
  notAVariant: '{{variant}} is not a kind of {{kind}}',
  unknownVariant: 'Unknown variant',
  onlyTextsTranslated: 'Only texts can be translated',
  kindNotInLanguage: 'A {{label}} cannot be written in {{language}}',
  languageInUse:
    'This item is in a published course or learners have answered it, so its language can no longer change; copy it to make one in another language',
  stepDepth: 'Steps can be nested at most {{max}} deep',
  addressTooLong: 'This address is too long',
  routeNotFound: 'Not found: {{method}} {{path}}',
  userNotFound: 'User not found',
  classNotFound: 'Class not found',
  versionNotFound: 'Version not found',
  referenceNotFound: 'Reference not found',
  fileNotFound: 'File not found',
  stickerNotFound: 'Sticker not found',
  reportNotFound: 'Report not found',
  questionNotFound: 'Question not found',
  projectNotFound: 'Project not found',
  courseNotFound: 'Course not found',
  notFound: 'Not found',
  ownClassesStudents: 'You can only list the students of your own classes',
  ownClassesCourses: 'You can only list the courses of your own classes',
  ownLanguage: 'You can only choose your own language',
  ownCourse: 'You can only choose your own course',
  globalCommunityDelete: 'The global community cannot be deleted',
  classTeacherMustBeTeacher: 'The class teacher must be a teacher',
  notAnInstructor: 'That user is not an instructor of this class',
  openAssessmentFirst: 'Open the assessment before answering it',
  onlyTeachersUnlock: 'Only the teachers of this student can unlock their content',
  onlyTeacherResets: 'Only the teacher of this class can reset its passwords',
  onlyStudentsJoin: 'Only students can join a class with a code',
  onlyInstructorsAdded: 'Only instructors and teachers can be added as instructors',
  adminCreatesForOthers: 'Only an admin can create a class for another teacher',
  adminChangesInstructors: 'Only an admin can change the instructors of a class',
  alreadyInstructor: 'Already an instructor of this class',
  createOnOwnProfile: 'Projects can only be created on your own profile',
  notYourProject: 'You can only open your own projects and those of your students',
  onlyOwnerSaves: 'Only the owner of a project can change it',
  listForbidden: 'You can only list your own projects and those of your students',
  tooManyCodeFailures: 'Too many wrong codes. Please wait 15 minutes and try again.',
  importForbidden: 'Only admins and teachers can create students',
  classLinkGone: 'This class login link no longer leads to a class. Log in as usual.',
  importOwnClass: 'Teachers create students for a class of their own: choose one of your classes',
  unknownSchool: 'Unknown school',
  unknownEnvironments: 'Unknown school or community: {{ids}}',
  tooManyEnvironments: 'A role can list at most {{max}} schools or communities',
  schoolRolesInSchools: 'Teachers and students belong to a school, not to a content community: {{names}}',
  ownCommunity: 'You can only choose your own community',
  notAuthorInCommunity: 'You do not author content in that community',
  environmentAdminsOnly: "Only admins and the school's or community's own admins can see its people",
  communityHasNameOnly: 'A content community has a name only, not: {{fields}}',
  requestNotFound: 'That password request was not found',
  requestNotUsable: 'This request can no longer be used. Please ask your teacher again.',
  requestAlreadyAnswered: 'This request has already been answered, or it has expired',
  markedElsewhere: 'Someone else marked this work at the same time. Reload to see their marks.',
  skillsForAuthors: 'Only authors can see skills and notes',
  notAChallenge: 'That is not a challenge',
  noCourse: 'Pick a course first',
  itemNotInCourse: 'That is not part of the course you are following',
  notAnAssessment: 'That is not an assessment',
  answerInOrder: 'Answer the questions in order',
  answerMarkRight: 'Say whether the answer is right (true) or not yet (false)',
  retakeNotAllowed:
    'This assessment cannot be taken again: finish it first, and only assessments that allow multiple attempts can be retaken',
  selfMarkNotExpected: 'There is no answer of yours to mark on this question: answer it first',
  answerNotTeacherMarked: "That question's answer is not one the teacher marks in this assessment",
  notATutorial: 'That is not a tutorial',
  encodedBody: 'Send the request body uncompressed (no Content-Encoding)',
  nulText: 'Text may not contain the NUL character (U+0000); remove it and try again',
  invalidCsrf: 'Invalid CSRF token',
  savedElsewhere: 'This project was saved somewhere else since you opened it (another tab or computer)',
  tooManySignups: 'Too many accounts were created from here. Please wait 15 minutes and try again.',
  othersPassword:
    "You can only reset your own password; teachers reset a student's password from the class page",
  mailNotSent:
    'We could not send the email just now, so your password has not been changed. Please try again later.',
  mailNotConfigured:
    'This server cannot send email, so we cannot send you a temporary password. Please ask your teacher to reset your password.',
  missingCsrf: 'Missing CSRF token: fetch one from GET /auth/csrf and send it in the x-csrf-token header',
  bodyNotJson: 'The request body is not valid JSON',
  bodyEmpty: 'The request body is empty; send a JSON object',
  unsupportedMediaType: 'Unsupported content type; send application/json',
  contentLengthMismatch: 'The request body does not match its Content-Length',
  requestNotHandled: 'The request could not be handled',
  englishIsItem: 'English is the item itself: edit its fields instead',
  notAllowedToChange: 'You are not allowed to change: {{fields}}',
  unknownLanguage: 'Unknown language: {{locale}}',
  fileSizeSigned: 'The file must be the {{size}} bytes it was signed for',
  constantUnknown: 'System Constant: {{name}} does not exist',
  fileTypeSigned: 'Send the file as {{type}}, the type it was signed for',
  labelNotFound: '{{label}} not found',
  stillInUse: '{{name}} still has classes, content or people; archive it instead',
  tooDeep: 'The request body is nested too deeply (more than {{max}} levels)',
  bodyTooLarge: 'The request body is too large; the limit is {{size}}',
  requestNotValid: 'The {{where}} is not valid',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** The names of the `{{…}}` parameters of a message's English text. */
type ParamNames<T extends string> = T extends `${string}{{${infer P}}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;
export type ParamsOf<K extends MessageKey> = {
  readonly [P in ParamNames<(typeof MESSAGES)[K]>]: string | number;
};
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as the API carries it beside its English text. */
export interface KeyedMessage {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** `[params]` when the message has parameters, nothing when it has none. */
export type ParamsArg<K extends MessageKey> = [ParamNames<(typeof MESSAGES)[K]>] extends [never]
  ? []
  : [ParamsOf<K>];

const fill = (template: string, params: MessageParams | undefined, field: (name: string) => string) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return name === 'field' ? field(String(value)) : String(value);
  });

/** A field's English name: its `FIELDS` entry, or the parameter's spelling for fields only API clients meet. */
export const fieldLabel = (name: string) => (Object.hasOwn(FIELDS, name) ? FIELDS[name as FieldName] : name);

/** The English text of a keyed message. */
export const englishOf = ({ key, params }: KeyedMessage) => fill(MESSAGES[key], params, fieldLabel);

/**
 * A keyed message in a reader's language: `say(key, params)` gives the template with its parameters filled, and
 * `field(name)` a field's name. The browser passes i18next's lookups; the English passes the catalogue.
 */
export const sayMessage = (
  { key, params }: KeyedMessage,
  say: (key: MessageKey, fallback: string) => string,
  field: (name: string) => string,
) => fill(say(key, MESSAGES[key]), params, field);

/** The keyed messages of the texts `message()` made: the schemas' and the constants', as many as the code has. */
const byText = new Map<string, KeyedMessage>();
/** Texts made from what a request held (a field's spelling, unknown keys), forgotten in bulk past a bound. */
const recent = new Map<string, KeyedMessage>();
const RECENT_MAX = 2000;

export const keyed = <K extends MessageKey>(key: K, ...params: ParamsArg<K>): KeyedMessage =>
  params[0] === undefined ? { key } : { key, params: params[0] as MessageParams };

/**
 * The English text of a catalogue message, remembered with its key and parameters so that whoever meets the text
 * later (the server's error handler, the browser's form) finds them with `keyedOf`. Schemas and constants make
 * their messages with it when they are built.
 */
export const message = <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => {
  const made = keyed(key, ...params);
  const text = englishOf(made);
  if (!byText.has(text)) byText.set(text, made);
  return text;
};

/** `message()` for a text made while reading a request, whose parameters the request chose. */
export const requestMessage = (made: KeyedMessage) => {
  const text = englishOf(made);
  if (!byText.has(text)) {
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(text, made);
  }
  return text;
};

// Every message without parameters is known by its text from the start, however a module wrote it.
for (const [key, template] of Object.entries(MESSAGES))
  if (!template.includes('{{')) byText.set(template, { key: key as MessageKey });

/** The key and parameters of a text `message()` or `requestMessage()` made, or of a message without parameters. */
export const keyedOf = (text: string): KeyedMessage | undefined => byText.get(text) ?? recent.get(text);

/** "{field} is required", the spec's wording for every required field. */
export const requiredMessage = (field: FieldName) => message('required', { field });
/** "{field} must be {max} characters or fewer". */
export const maxCharsMessage = (field: FieldName, max: number) => message('maxChars', { field, max });

export const INCORRECT_LOGIN = message('incorrectLogin');
export const TOO_MANY_FAILURES = message('tooManyFailures');
export const SESSION_EXPIRED = message('sessionExpired');
export const INCORRECT_CLASS_LOGIN = message('incorrectClassLogin');
export const TOO_MANY_ATTEMPTS = message('tooManyAttempts');
export const TOO_MANY_JOIN_GUESSES = message('tooManyJoinGuesses');
export const DATABASE_UNAVAILABLE = message('databaseUnavailable');
export const SERVER_ISSUE = message('serverIssue');
export const LOGIN_NEEDED = message('loginNeeded');
export const NOT_ALLOWED = message('notAllowed');
export const PREVIEW_SAVES_NOTHING = message('previewSavesNothing');

export const AGE_ORDER_MESSAGE = message('ageOrder');

export const ALREADY_IN_CLASS = message('alreadyInClass');
export const INVALID_CLASS_CODE = message('invalidClassCode');
/** Student signup with a code no open class has. */
export const UNKNOWN_CLASS_CODE = message('unknownClassCode');

export const ANSWER_ALREADY_DONE = message('answerAlreadyDone');
export const SKIP_NOT_YET = message('skipNotYet');
export const CONTENT_LOCKED = message('contentLocked');
export const CONTENT_NOT_IN_COURSE = message('contentNotInCourse');
export const BRICK_NOT_STARTED = message('brickNotStarted');
export const CHALLENGE_NOT_ALL_TICKED = message('challengeNotAllTicked');

export const CLASS_CODE_LETTERS_MESSAGE = message('classCodeLetters');

export const STUDENT_PASSWORD_MESSAGE = message('studentPassword', { min: PASSWORD_MIN });
export const TEACHER_PASSWORD_MESSAGE = message('teacherPassword', { min: PASSWORD_MIN });
export const PASSWORDS_DIFFER = message('passwordsDiffer');
export const EMAILS_DIFFER = message('emailsDiffer');
export const EMAIL_INVALID = message('emailInvalid');
export const STUDENT_SIGNUP_FAILED = message('studentSignupFailed');
export const TEACHER_SIGNUP_FAILED = message('teacherSignupFailed');
/** The server's answer to a wrong or missing teacher signup code; the form shows "Incorrect Signup Code". */
export const WRONG_SIGNUP_CODE = message('wrongSignupCode');
export const USERNAME_IN_USE = message('usernameInUse');
export const UNKNOWN_ESTABLISHMENT = message('unknownEstablishment');
export const ESTABLISHMENT_SEARCH_MESSAGE = message('establishmentSearch', { min: ESTABLISHMENT_SEARCH_MIN });

export const IMPORT_HEADER_MESSAGE = message('importHeader');
export const IMPORT_GENDER_MESSAGE = message('importGender');

export const PROJECT_NAME_MESSAGE = message('projectName', { max: PROJECT_NAME_MAX });

export const STICKER_TITLE_MESSAGE = message('stickerTitle', { max: STICKER_TITLE_MAX });

export const USERNAME_MESSAGE = message('usernameLetters');
