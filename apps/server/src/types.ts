import type { TNotificationType, TRole, TTheme, TUserStatus } from '@portal/contract';
import type { AppConfig } from './config';
import type { Db, DbOrTx } from './db/client';
import type { Captcha } from './infra/captcha';
import type { Mailer } from './infra/mailer';
import type { FileStorage } from './infra/storage';
import type { PasswordHasher } from './lib/password';
import type { ServerSecret } from './lib/server-secret';
import type { Clock } from './lib/time';
import type { RateLimiter } from './plugins/rate-limit';
import type { SessionStore } from './plugins/session';
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
}

export interface NotifyInput {
  title: string;
  message: string;
  type?: TNotificationType;
  /** A relative in-app path (docs/business-rules.md#relative-urls). */
  actionUrl?: string | null;
}
/**
 * In-app notification of one user; every module calls it through `deps.notify` (pass `tx` to
 * notify inside a transaction). Implemented by the notifications module.
 */
export type Notifier = (userId: number, input: NotifyInput, tx?: DbOrTx) => Promise<number>;

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
  notify: Notifier;
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
