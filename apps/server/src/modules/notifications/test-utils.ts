import type { Agent, TestContext } from '../../../test/helpers';
import { insertUser, loginAgent } from '../../../test/session-utils';

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
  const { id, uuid, email } = await insertUser(ctx, { email: `notif${n}@example.co.id`, name: `Pengguna ${n}` });
  return { id, uuid, email };
}

/** An agent holding a session cookie for `userId` and a CSRF cookie + token. */
export async function loggedInAgent(ctx: TestContext, userId: number): Promise<Agent> {
  return (await loginAgent(ctx, userId)).agent;
}
