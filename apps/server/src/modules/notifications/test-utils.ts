import { SESSION_ABSOLUTE_MS, USER_STATUS } from '@portal/contract';
import { Agent, type TestContext } from '../../../test/helpers';
import { sessions, users } from '../../db/schema';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import { CSRF_COOKIE } from '../../plugins/csrf';
import { SESSION_COOKIE } from '../../plugins/session';

/**
 * Test-only helpers: a confirmed user and a logged-in agent built straight in the database, so
 * these tests do not depend on the register/login/csrf-token endpoints.
 */
export interface TestUser {
  id: number;
  uuid: string;
  email: string;
}

export async function insertActiveUser(ctx: TestContext, n: number): Promise<TestUser> {
  const [row] = await ctx.app.deps.db
    .insert(users)
    .values({
      email: `notif${n}@example.co.id`,
      name: `Pengguna ${n}`,
      passwordHash: await ctx.app.deps.passwords.hash('rahasia-aman-1'),
      status: USER_STATUS.ACTIVE,
      emailVerifiedAt: ctx.app.deps.clock.now(),
    })
    .returning({ id: users.id, uuid: users.uuid, email: users.email });
  return row;
}

/** An agent holding a session cookie for `userId` and a CSRF cookie + token (plugins/csrf.ts format). */
export async function loggedInAgent(ctx: TestContext, userId: number): Promise<Agent> {
  const agent = new Agent(ctx.app);
  const cookie = randomToken(32);
  const now = ctx.app.deps.clock.now();
  await ctx.app.deps.db.insert(sessions).values({
    idHash: sha256(cookie),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  agent.cookies.set(SESSION_COOKIE, cookie);
  const secret = randomToken(24);
  const nonce = randomToken(12);
  agent.cookies.set(CSRF_COOKIE, secret);
  agent.csrf = `${nonce}.${hmac(ctx.app.deps.csrfKey, `${secret}.${nonce}`)}`;
  return agent;
}
