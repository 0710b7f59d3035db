import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TNotificationType } from '@portal/contract';
import { ts, users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<TNotificationType>().notNull().default('info'),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Fixed-window counters shared by every server instance (docs/decisions/004). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: ts('window_ends_at').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

export const frontendErrors = pgTable(
  'frontend_errors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    clientTimestamp: text('client_timestamp'),
    userAgent: text('user_agent'),
    url: text('url'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('frontend_errors_created_idx').on(t.createdAt)],
);

/** Server-wide secrets and flags (e.g. the CSRF HMAC key), shared by all instances. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  isSecret: boolean('is_secret').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One row per scheduled job (infra/scheduler.ts, docs/decisions/043): the lease that lets one
 * instance at a time run the job, and when it last started and ended. `locked_until` is set when
 * an instance claims the job and cleared when it ends; a crashed run's lease simply runs out.
 */
export const schedulerJobs = pgTable('scheduler_jobs', {
  name: text('name').primaryKey(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  lastStartedAt: ts('last_started_at'),
  lastFinishedAt: ts('last_finished_at'),
  lastError: text('last_error'),
});
