// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** The stickers every site starts with; `preset_key` lets the web app show their titles in each language. */
const PRESET_STICKERS = [
  { key: 'greatWork', title: 'Great work', icon: 'star', background: '#2e7d32' },
  { key: 'wellDone', title: 'Well done', icon: 'thumb-up', background: '#1565c0' },
  { key: 'creative', title: 'Creative', icon: 'palette', background: '#6a1b9a' },
  { key: 'bugHunter', title: 'Bug hunter', icon: 'bug', background: '#c62828' },
  { key: 'teamPlayer', title: 'Team player', icon: 'users', background: '#00695c' },
  { key: 'persistent', title: 'Persistent', icon: 'mountain', background: '#4e342e' },
  { key: 'neatCode', title: 'Neat code', icon: 'code', background: '#283593' },
  { key: 'bigIdea', title: 'Big idea', icon: 'bulb', background: '#b45309' },
] as const;

const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** How far a tracker's learner is, 0 to 100, as the tracker bodies stood when this migration shipped. */
const progressOf = (
  kind: string,
  completed: boolean,
  body: Record<string, unknown>,
  questionCounts: Map<string, number>,
  subjectId: string,
) => {
  if (completed) return 100;
  const share = (part: number, whole: number) =>
    whole <= 0 ? 0 : Math.min(100, Math.round((part / whole) * 1000) / 10);
  switch (kind) {
    case 'assessment': {
      const answered = new Set([...list(body.questionsCompleted), ...list(body.questionsSkipped)]).size;
      return share(answered, questionCounts.get(subjectId) ?? 0);
    }
    case 'action':
      return typeof body.current_progress === 'number'
        ? Math.max(0, Math.min(100, body.current_progress))
        : 0;
    case 'challenge': {
      const items = list(body.decomposition) as { completed?: unknown }[];
      return share(items.filter((item) => item.completed === true).length, items.length);
    }
    case 'topic':
      return body.introductionComplete === true ? 100 : 0;
    default:
      return 0;
  }
};

/**
 * Teaching: a promoted `progress` column on trackers (the class progress grid reads it for hundreds of
 * students without parsing a body), stickers, and the teacher's marking of tutorials, challenges and projects
 * with its stickers and comments.
 */
export const teaching: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const text = 'text';
    const real = dialect === 'postgres' ? 'double precision' : 'real';

    await db.schema
      .alterTable('trackers')
      .addColumn('progress', real, (c) => c.notNull().defaultTo(0))
      .execute();
    const assessments = await db
      .selectFrom('content')
      .select(['id', 'body'])
      .where('kind', '=', 'assessments')
      .execute();
    const questionCounts = new Map<string, number>(
      assessments.map((row: { id: string; body: string }) => [
        row.id,
        list((JSON.parse(row.body) as { questions?: unknown }).questions).length,
      ]),
    );
    const trackers = (await db
      .selectFrom('trackers')
      .select(['id', 'kind', 'subject_id', 'completed', 'body'])
      .execute()) as { id: string; kind: string; subject_id: string; completed: number; body: string }[];
    for (const row of trackers) {
      const progress = progressOf(
        row.kind,
        Number(row.completed) === 1,
        JSON.parse(row.body) as Record<string, unknown>,
        questionCounts,
        row.subject_id,
      );
      if (progress > 0) await db.updateTable('trackers').set({ progress }).where('id', '=', row.id).execute();
    }
    // The grid reads, per student of a class, the trackers of a course's items: this index answers it alone.
    await db.schema
      .createIndex('trackers_user_subject_progress')
      .on('trackers')
      .columns(['user_id', 'subject_id', 'kind', 'completed', 'progress'])
      .execute();

    await db.schema
      .createTable('stickers')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('icon', text, (c) => c.notNull())
      .addColumn('color', text, (c) => c.notNull())
      .addColumn('background_color', text, (c) => c.notNull())
      .addColumn('xp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('preset_key', text)
      .addColumn('author_id', text, (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stickers_author').on('stickers').column('author_id').execute();
    const now = new Date().toISOString();
    const seconds = Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0');
    await db
      .insertInto('stickers')
      .values(
        PRESET_STICKERS.map((sticker, index) => ({
          // Ids in the app's shape (seconds, then a counter in place of the random part: these are fixed rows).
          id: `${seconds}00000000000000${index.toString(16).padStart(2, '0')}`,
          title: sticker.title,
          icon: sticker.icon,
          color: '#ffffff',
          background_color: sticker.background,
          xp: 0,
          preset_key: sticker.key,
          author_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    await db.schema
      .createTable('markings')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('student_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('subject_id', text, (c) => c.notNull())
      .addColumn('teacher_assessment', text, (c) => c.notNull())
      // JSON: { [stepId]: date the teacher marked it complete }.
      .addColumn('steps', text, (c) => c.notNull())
      .addColumn('xp_awarded', real, (c) => c.notNull().defaultTo(0))
      // Raised by every save, which names the version it read: two teachers saving at once cannot both apply xp.
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_by', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .addUniqueConstraint('markings_subject', ['student_id', 'kind', 'subject_id'])
      .execute();

    await db.schema
      .createTable('marking_stickers')
      .addColumn('marking_id', text, (c) => c.notNull().references('markings.id').onDelete('cascade'))
      .addColumn('sticker_id', text, (c) => c.notNull().references('stickers.id').onDelete('cascade'))
      .addColumn('awarded_by', text)
      .addColumn('awarded_at', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('marking_stickers_pk', ['marking_id', 'sticker_id'])
      .execute();
    await db.schema
      .createIndex('marking_stickers_sticker')
      .on('marking_stickers')
      .column('sticker_id')
      .execute();

    await db.schema
      .createTable('marking_comments')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('marking_id', text, (c) => c.notNull().references('markings.id').onDelete('cascade'))
      .addColumn('author_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('marking_comments_marking')
      .on('marking_comments')
      .columns(['marking_id', 'created_at'])
      .execute();
  },
});
