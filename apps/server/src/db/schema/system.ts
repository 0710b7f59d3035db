import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TNotificationType } from '@portal/contract';
import { ts, users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What is rendered in the reader's language (contract notifications/kinds.ts; docs/decisions/027). */
    kind: text('kind').notNull().default('legacy'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** What it is about (`company:12`), so every admin's copy is marked read once one acts. */
    subject: text('subject'),
    type: text('type').$type<TNotificationType>().notNull().default('info'),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_subject_unread_idx')
      .on(t.subject)
      .where(sql`${t.subject} is not null and not ${t.isRead}`),
  ],
);

/**
 * Mail written in the same transaction as the change it reports and sent after the commit by the
 * dispatcher (docs/decisions/028): a rolled-back change sends nothing, a failed send is retried.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_queue_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
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

/**
 * The keys that sign certificate PDFs (`pdf`: RSA with a self-signed certificate, when no PKCS#12
 * is configured) and credentials (`credential`: Ed25519), docs/decisions/102. The private key is
 * encrypted with the server secret; a retired key stays so its `kid` still verifies.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'pdf' | 'credential'>().notNull(),
    kid: text('kid').notNull(),
    algorithm: text('algorithm').notNull(),
    /** AES-256-GCM under the server secret (lib/server-secret.ts): the PKCS#8 PEM. */
    privateKey: text('private_key').notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    certificatePem: text('certificate_pem'),
    createdAt: ts('created_at').notNull().defaultNow(),
    retiredAt: ts('retired_at'),
  },
  (t) => [
    uniqueIndex('signing_keys_kid_uq').on(t.kid),
    uniqueIndex('signing_keys_current_uq')
      .on(t.purpose)
      .where(sql`retired_at is null`),
  ],
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
