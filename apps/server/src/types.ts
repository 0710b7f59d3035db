import type { TCompanyMemberRole, TRole, TTheme, TUserStatus } from '@portal/contract';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Captcha } from './infra/captcha';
import type { Mailer } from './infra/mailer';
import type { FileStorage } from './infra/storage';
import type { PasswordHasher } from './lib/password';
import type { ServerSecret } from './lib/server-secret';
import type { Clock } from './lib/time';
import type { RateLimiter } from './plugins/rate-limit';
import type { SessionStore } from './plugins/session';
import type { SessionCache } from './plugins/session-cache';
import type { users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user behind the session cookie, loaded once per request. */
export interface SessionUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: TRole;
  status: TUserStatus;
  themePreference: TTheme;
  /** The company the account works for, as its owner or a staff member (null: an administrator; docs/decisions/104). */
  companyId: number | null;
  companyRole: TCompanyMemberRole | null;
}

/**
 * The mail queue's dispatcher (modules/mail; docs/decisions/028): `kick()` right after a commit
 * that queued mail, and the periodic maintenance as a safety net.
 */
export interface MailDispatcher {
  /** Start a run soon, without waiting for it. */
  kick(): void;
  /** One run: sends what is due; returns how many were sent. */
  runOnce(): Promise<number>;
  /** Resolves when no run is going (tests; shutdown). */
  idle(): Promise<void>;
}

/** Everything a module's service needs, built once in app.ts. */
export interface Deps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  passwords: PasswordHasher;
  clock: Clock;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  /** Sends queued mail after the commit that queued it (modules/mail). */
  mailDispatcher: MailDispatcher;
  /** The server secret (docs/decisions/013): keyed HMACs for OTPs and later invoice codes. */
  secret: ServerSecret;
  /** The CSRF HMAC key, derived from the server secret. */
  csrfKey: string;
  /** Uploaded files (infra/storage.ts; docs/decisions/010). */
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** The polled calls' per-instance cache (plugins/session-cache.ts), null when off. */
    sessionCache: SessionCache | null;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The full users row behind the session (loaded with it), or null. */
    userRow: UserRow | null;
    /** The rows of the route's own session query (plugins/session-query.ts), or null. */
    sessionRows: readonly unknown[] | null;
    sessionIdHash: string | null;
    /** The request came with a valid session (even if a logout ended it meanwhile). */
    hadSession: boolean;
  }
}
