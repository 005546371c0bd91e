// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

export const foundation: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const real = 'double precision';
    const text = 'text';
    void dialect;

    await db.schema
      .createTable('learning_environments')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('name_search', text, (c) => c.notNull())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('postcode', text)
      .addColumn('low_age', 'integer')
      .addColumn('high_age', 'integer')
      .addColumn('admin_ward', text)
      .addColumn('is_global', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('learning_environments_name_search')
      .on('learning_environments')
      .column('name_search')
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('username', text, (c) => c.notNull().unique())
      .addColumn('password_hash', text, (c) => c.notNull())
      .addColumn('first_name', text, (c) => c.notNull())
      .addColumn('last_name', text, (c) => c.notNull())
      .addColumn('email', text)
      .addColumn('birth_month', 'integer')
      .addColumn('birth_year', 'integer')
      .addColumn('gender', text)
      .addColumn('avatar', 'integer')
      .addColumn('content_unlocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reset_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('xp', real, (c) => c.notNull().defaultTo(0))
      .addColumn('current_course_id', text)
      .addColumn('current_community_id', text, (c) =>
        c.references('learning_environments.id').onDelete('set null'),
      )
      .addColumn('school_id', text, (c) => c.references('learning_environments.id').onDelete('set null'))
      .addColumn('locale', text, (c) => c.notNull().defaultTo('en'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_last_name').on('users').column('last_name').execute();
    await db.schema.createIndex('users_first_name').on('users').column('first_name').execute();
    await db.schema.createIndex('users_school').on('users').column('school_id').execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();
    await db.schema.createIndex('user_roles_role').on('user_roles').columns(['role', 'user_id']).execute();

    await db.schema
      .createTable('environment_roles')
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('environment_id', text, (c) =>
        c.notNull().references('learning_environments.id').onDelete('cascade'),
      )
      .addColumn('role', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('environment_roles_pk', ['user_id', 'environment_id', 'role'])
      .execute();
    await db.schema
      .createIndex('environment_roles_environment')
      .on('environment_roles')
      .columns(['environment_id', 'role'])
      .execute();

    await db.schema
      .createTable('classes')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('code', text, (c) => c.notNull().unique())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('year', text)
      .addColumn('teacher_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('school_id', text, (c) => c.references('learning_environments.id').onDelete('set null'))
      .addColumn('password_hash', text, (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('classes_teacher')
      .on('classes')
      .columns(['teacher_id', 'archived'])
      .execute();

    await db.schema
      .createTable('class_members')
      .addColumn('class_id', text, (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', text, (c) => c.notNull())
      .addColumn('joined_at', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id', 'role'])
      .execute();
    await db.schema
      .createIndex('class_members_user')
      .on('class_members')
      .columns(['user_id', 'role'])
      .execute();

    await db.schema
      .createTable('content')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('community_id', text, (c) => c.notNull().references('learning_environments.id'))
      .addColumn('language', text, (c) => c.notNull())
      .addColumn('title', text, (c) => c.notNull())
      .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('core', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', text, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('body', text, (c) => c.notNull())
      .addColumn('translations', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('content_library')
      .on('content')
      .columns(['kind', 'community_id', 'archived', 'updated_at'])
      .execute();

    // Classes attach courses; the course row lives in content.
    await db.schema
      .createTable('class_courses')
      .addColumn('class_id', text, (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('course_id', text, (c) => c.notNull().references('content.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('class_courses_pk', ['class_id', 'course_id'])
      .execute();

    await db.schema
      .createTable('trackers')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('subject_id', text, (c) => c.notNull())
      .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('date_completed', text)
      .addColumn('body', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .addUniqueConstraint('trackers_subject', ['user_id', 'kind', 'subject_id'])
      .execute();
    await db.schema
      .createIndex('trackers_subject_kind')
      .on('trackers')
      .columns(['subject_id', 'kind'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('latest_at', text, (c) => c.notNull())
      .addColumn('ended_at', text)
      .addColumn('user_agent', text)
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', text, (c) => c.primaryKey())
      .addColumn('session_id', text, (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('rotated_at', text)
      .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
});
