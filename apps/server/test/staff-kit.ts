import { eq } from 'drizzle-orm';
import { apiPath } from '@portal/contract';
import { users } from '../src/db/schema';
import type { Actor, UserRow } from './actors';
import { Agent, type TestContext } from './helpers';

/** Builders for the company-staff tests (docs/business-rules.md#company-staff): invitations through the API. */

export const STAFF_PASSWORD = 'staf-rahasia-7';

/** The token of the newest invitation (or reset) link mailed to `email`. */
export function linkTokenOf(ctx: TestContext, email: string): string {
  const mail = ctx.mailer.last(email);
  const m = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no link mailed to ${email}`);
  return m[1];
}

export async function invite(owner: Actor, email: string, name = 'Sari Staf') {
  return owner.agent.post(apiPath('company/members/invite.php'), { email, name });
}

/**
 * The owner invites `email`, the invitee sets a password through the mailed link and logs in:
 * an agent holding the staffer's session, and the staffer's row.
 */
export async function joinedStaff(
  ctx: TestContext,
  owner: Actor,
  email: string,
  name = 'Sari Staf',
): Promise<{ agent: Agent; user: UserRow }> {
  const res = await invite(owner, email, name);
  if (res.statusCode !== 200) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const agent = new Agent(ctx.app);
  const token = linkTokenOf(ctx, email);
  const reset = await agent.post(apiPath('auth/reset-password.php'), {
    token,
    password: STAFF_PASSWORD,
    password_confirmation: STAFF_PASSWORD,
  });
  if (reset.statusCode !== 200) throw new Error(`redeem: ${reset.statusCode} ${reset.body}`);
  const login = await agent.post(apiPath('auth/login.php'), { email, password: STAFF_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const [user] = await ctx.app.deps.db.select().from(users).where(eq(users.email, email));
  return { agent, user };
}
