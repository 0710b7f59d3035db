import { USER_STATUS, type TRole, type TUserStatus } from '@portal/contract';
import { sessions, users } from '../src/db/schema';
import { hmac, randomToken, sha256 } from '../src/lib/crypto';
import { CSRF_COOKIE } from '../src/plugins/csrf';
import { SESSION_COOKIE } from '../src/plugins/session';
import { Agent, type TestContext } from './helpers';

/**
 * Test-only building blocks shared by the module test utilities: users and logged-in agents
 * written straight to the database, so tests do not depend on the register/login/csrf-token
 * endpoints. Formats follow plugins/session.ts and plugins/csrf.ts.
 */
export const TEST_PASSWORD = 'rahasia-aman-1';

export type UserRow = typeof users.$inferSelect;

export interface InsertUserOptions {
  email: string;
  name: string;
  phone?: string | null;
  role?: TRole;
  status?: TUserStatus;
  createdAt?: Date;
  /**
   * An administrator is enrolled in the second factor unless told otherwise (without it every admin
   * call answers 403 MFA_REQUIRED: docs/decisions/098). The enrolment has no usable secret: tests of
   * the factor itself enrol through the API (auth-kit's enrolMfa).
   */
  mfa?: boolean;
}

/** A user with a hashed TEST_PASSWORD and a confirmed e-mail (active unless told otherwise). */
export async function insertUser(ctx: TestContext, opts: InsertUserOptions): Promise<UserRow> {
  const [row] = await ctx.app.deps.db
    .insert(users)
    .values({
      email: opts.email,
      name: opts.name,
      // drizzle writes DEFAULT for an undefined value (phone null, role user, created now)
      phone: opts.phone,
      passwordHash: await ctx.app.deps.passwords.hash(TEST_PASSWORD),
      role: opts.role,
      status: opts.status ?? USER_STATUS.ACTIVE,
      emailVerifiedAt: ctx.app.deps.clock.now(),
      createdAt: opts.createdAt,
      mfaEnabledAt: (opts.mfa ?? opts.role === 'admin') ? new Date() : null,
    })
    .returning();
  return row;
}

/** Inserts a session row for `userId` and gives the agent its cookie; returns the cookie value. */
export async function insertSession(ctx: TestContext, agent: Agent, userId: number): Promise<string> {
  const cookie = randomToken(32);
  // Its times are the database's own (now(), and 12 hours on), as the session store writes them.
  await ctx.app.deps.db.insert(sessions).values({ idHash: sha256(cookie), userId });
  agent.cookies.set(SESSION_COOKIE, cookie);
  return cookie;
}

/** Gives the agent a CSRF cookie and a token signed for it. */
export function giveCsrf(ctx: TestContext, agent: Agent): void {
  const secret = randomToken(24);
  const nonce = randomToken(12);
  agent.cookies.set(CSRF_COOKIE, secret);
  agent.csrf = `${nonce}.${hmac(ctx.app.deps.csrfKey, `${secret}.${nonce}`)}`;
}

/** A new agent holding a session for `userId` and a CSRF cookie + token. */
export async function loginAgent(ctx: TestContext, userId: number): Promise<{ agent: Agent; cookie: string }> {
  const agent = new Agent(ctx.app);
  const cookie = await insertSession(ctx, agent, userId);
  giveCsrf(ctx, agent);
  return { agent, cookie };
}

/** The agent's cookies as a `cookie` request header. */
export const cookieHeader = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
