import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TRole, TTheme, TUserStatus } from '@portal/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<TRole>().notNull().default('user'),
    status: text('status').$type<TUserStatus>().notNull().default('pending_verification'),
    themePreference: text('theme_preference').$type<TTheme>().notNull().default('system'),
    leaderPosition: text('leader_position'),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedReason: text('suspended_reason'),
    /** A generated first-admin password: every call but a few answers 403 until it is changed (docs/decisions/014). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The second factor (docs/decisions/098): the TOTP secret encrypted with the server secret
     * (lib/secret-box.ts), set when enrolment ends; the secret of an enrolment under way; when it
     * was switched on; the last time step accepted (a code is accepted once).
     */
    mfaSecret: text('mfa_secret'),
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: ts('mfa_enabled_at'),
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uuid_uq').on(t.uuid),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_role_idx').on(t.role),
    // "Sort by name" ignores case (docs/decisions/039): the order reads this expression.
    index('users_name_lower_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/**
 * Database sessions (docs/business-rules.md#sessions): the cookie holds a random id, the table its
 * SHA-256. Their times are the database's own (`now()`), never an instance's clock: whether a
 * session still lives is decided by the database (docs/decisions/098). `public_id` names a session
 * in account/sessions/* (the hash never leaves the server).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at')
      .notNull()
      .default(sql`now() + interval '12 hours'`),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_uq').on(t.publicId),
  ],
);

/** The ten single-use recovery codes of a second factor, as HMACs under the server secret. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is awaited (docs/decisions/098): the
 * browser holds a random id in a cookie, the table its SHA-256, bound to the user, for a few
 * minutes by the database's clock, with its wrong tries counted.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    tries: integer('tries').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId), index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** The one-time login code e-mailed to an account that saw many failed sign-ins (docs/business-rules.md#login). */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('login_codes_user_created_idx').on(t.userId, t.createdAt)],
);

/** One live OTP per user; a new one replaces the old (docs/business-rules.md#otp). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('otp_user_created_idx').on(t.userId, t.createdAt)],
);

/** Wrong tries of one OTP from one address (docs/decisions/098): another address cannot use up the owner's. */
export const otpAttempts = pgTable(
  'otp_attempts',
  {
    otpId: integer('otp_id')
      .notNull()
      .references(() => otpCodes.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    tries: integer('tries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.otpId, t.ip] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

export { ts };
