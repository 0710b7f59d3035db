import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, SESSION_IDLE_MS, SESSIONS_PER_USER_MAX, ZSessionListResponse } from '@portal/contract';
import { buildApp } from '../src/app';
import { auditLog, sessions } from '../src/db/schema';
import { runMaintenance } from '../src/modules/system';
import { SESSION_COOKIE } from '../src/plugins/session';
import { PASSWORD, activeUser, cookieOf, login } from './auth-kit';
import { Agent, createTestContext, type TestContext } from './helpers';

/** One's own sessions (docs/business-rules.md#sessions, docs/decisions/098). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const rowsOf = (userId: number) => db().select().from(sessions).where(eq(sessions.userId, userId));
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signIn(email: string, ip: string, userAgent?: string): Promise<Agent> {
  const agent = new Agent(ctx.app, ip);
  const csrf = await agent.ensureCsrf();
  const res = await ctx.app.inject({
    method: 'POST',
    url: apiPath('auth/login.php'),
    remoteAddress: ip,
    headers: {
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': csrf,
      ...(userAgent && { 'user-agent': userAgent }),
    },
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  for (const c of res.cookies) agent.cookies.set(c.name, c.value);
  return agent;
}

describe('GET account/sessions/list.php', () => {
  it('401 without a session; the live sessions, newest first, the current one marked, the browser and system families only', async () => {
    expect((await new Agent(ctx.app).get(apiPath('account/sessions/list.php'))).statusCode).toBe(401);
    const { email, id } = await activeUser(ctx, 1);
    await signIn(email, '10.30.0.1', CHROME);
    const current = await signIn(email, '10.30.0.2', 'curl/8.0');
    const res = await current.get(apiPath('account/sessions/list.php'));
    expect(res.statusCode).toBe(200);
    const { sessions: list } = ZSessionListResponse.parse(res.json().data);
    expect(list).toHaveLength((await rowsOf(id)).length);
    expect(list[0]).toMatchObject({ current: true, ip: '10.30.0.2', browser: null, device: null });
    expect(list.find((s) => s.ip === '10.30.0.1')).toMatchObject({
      current: false,
      browser: 'Chrome',
      device: 'Windows',
    });
    // The families only: no version, no architecture.
    expect(JSON.stringify(list)).not.toMatch(/131\.0|Win64|NT 10/);
    // Ids are public ids, never the stored hash of the cookie.
    const hashes = (await rowsOf(id)).map((r) => r.idHash);
    for (const s of list) expect(hashes).not.toContain(s.id);
  });
});

describe('POST account/sessions/revoke.php', () => {
  it('401, 422, 404; ends one session by id, or all others, and is audited', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('account/sessions/revoke.php'), { all_others: true })).statusCode,
    ).toBe(401);
    const { email, id, uuid } = await activeUser(ctx, 2);
    const a = await signIn(email, '10.31.0.1');
    const b = await signIn(email, '10.31.0.2');
    const c = await signIn(email, '10.31.0.3');
    expect((await c.post(apiPath('account/sessions/revoke.php'), {})).statusCode).toBe(422);
    expect(
      (await c.post(apiPath('account/sessions/revoke.php'), { id: '00000000-0000-4000-8000-000000000000' })).json()
        .code,
    ).toBe('NOT_FOUND');

    const list = ZSessionListResponse.parse((await c.get(apiPath('account/sessions/list.php'))).json().data).sessions;
    const ofA = list.find((s) => s.ip === '10.31.0.1')!;
    const one = await c.post(apiPath('account/sessions/revoke.php'), { id: ofA.id });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ ended: 1 });
    expect((await a.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect((await b.get(apiPath('users/profile.php'))).statusCode).toBe(200);

    // Another user's session id is not found.
    const other = await activeUser(ctx, 3);
    const otherList = ZSessionListResponse.parse(
      (await other.agent.get(apiPath('account/sessions/list.php'))).json().data,
    ).sessions;
    expect((await c.post(apiPath('account/sessions/revoke.php'), { id: otherList[0].id })).statusCode).toBe(404);

    const rest = await c.post(apiPath('account/sessions/revoke.php'), { all_others: true });
    expect(rest.json().data.ended).toBeGreaterThanOrEqual(1);
    expect((await b.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    expect((await c.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    expect(await rowsOf(id)).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sessions_revoked'), eq(auditLog.entityId, uuid)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((r) => r.after)).toEqual([
      { ended: 1, all_others: false },
      { ended: rest.json().data.ended, all_others: true },
    ]);

    // Ending the current session is a logout.
    const self = ZSessionListResponse.parse((await c.get(apiPath('account/sessions/list.php'))).json().data)
      .sessions[0];
    const out = await c.post(apiPath('account/sessions/revoke.php'), { id: self.id });
    expect(out.cookies.find((k) => k.name === SESSION_COOKIE)?.value).toBe('');
    expect((await c.get(apiPath('users/profile.php'))).statusCode).toBe(401);
  });
});

describe(`at most ${SESSIONS_PER_USER_MAX} sessions per user`, () => {
  it('an eleventh sign-in ends the oldest session', async () => {
    const { email, id } = await activeUser(ctx, 4);
    await db().delete(sessions).where(eq(sessions.userId, id));
    const agents: Agent[] = [];
    for (let i = 0; i < SESSIONS_PER_USER_MAX; i++) {
      agents.push(await signIn(email, `10.32.0.${i + 1}`));
      // Distinct creation times, oldest first.
      await db().execute(sql`update sessions set created_at = created_at - interval '1 minute' where user_id = ${id}`);
    }
    expect(await rowsOf(id)).toHaveLength(SESSIONS_PER_USER_MAX);
    const eleventh = await signIn(email, '10.32.0.99');
    expect(await rowsOf(id)).toHaveLength(SESSIONS_PER_USER_MAX);
    expect((await agents[0].get(apiPath('users/profile.php'))).statusCode).toBe(401);
    for (const a of [...agents.slice(1), eleventh])
      expect((await a.get(apiPath('users/profile.php'))).statusCode).toBe(200);
  });
});

describe("expiry is the database's decision", () => {
  it('an instance whose clock runs days ahead neither refuses nor purges a live session; what the database finds expired goes', async () => {
    const { agent, id } = await activeUser(ctx, 5);
    const ahead = await buildApp({
      config: ctx.config,
      db: ctx.handle.db,
      mailer: ctx.mailer,
      clock: { now: () => new Date(Date.now() + 3 * 24 * 60 * 60_000) },
      logger: false,
      serveWeb: false,
    });
    try {
      await ahead.ready();
      await runMaintenance(ahead.deps);
      expect(await rowsOf(id)).toHaveLength(1);
      const onAhead = await ahead.inject({
        url: apiPath('users/profile.php'),
        headers: { cookie: `${SESSION_COOKIE}=${cookieOf(agent, SESSION_COOKIE)}` },
      });
      expect(onAhead.statusCode).toBe(200);
      expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);

      await db().execute(
        sql.raw(
          `update sessions set last_seen_at = last_seen_at - interval '${SESSION_IDLE_MS + 60_000} milliseconds' where user_id = ${id}`,
        ),
      );
      await runMaintenance(ahead.deps);
      expect(await rowsOf(id)).toHaveLength(0);
    } finally {
      await ahead.close();
    }
  });

  it('a login on an instance whose clock is far behind still gives a session that lives', async () => {
    const { email } = await activeUser(ctx, 6);
    const behind = await buildApp({
      config: ctx.config,
      db: ctx.handle.db,
      mailer: ctx.mailer,
      clock: { now: () => new Date(Date.now() - 30 * 24 * 60 * 60_000) },
      logger: false,
      serveWeb: false,
    });
    try {
      await behind.ready();
      const agent = new Agent(behind);
      expect((await login(agent, email)).statusCode).toBe(200);
      await runMaintenance(ctx.app.deps);
      expect((await agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
