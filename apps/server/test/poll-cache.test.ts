import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, USER_STATUS } from '@portal/contract';
import { buildApp } from '../src/app';
import { LISTEN_APPLICATION_NAME, type DbHandle, type SentStatement } from '../src/db/client';
import { adminRoles, companies, notifications, sessions, users } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { SESSION_COOKIE } from '../src/plugins/session';
import { cookieHeader, createActor, seedDocument, type Actor } from './actors';
import { createTestContext, openSecondHandle, type TestContext } from './helpers';

/**
 * The polled calls answered from each instance's cache (docs/decisions/105): no statement when
 * nothing changed; every kind of change the answers depend on is seen at once by the instance that
 * wrote it and, through the database's NOTIFY, by a second instance with its own pool and its own
 * listening connection (on PostgreSQL; on PGlite, one process, the second instance is the same app).
 * A cached session never outlives what the database would decide: expiry, revocation, suspension.
 */
const ON_POSTGRES = process.env.TEST_DB_KIND === 'postgres';
const PROFILE = apiPath('users/profile.php');
const LIST = apiPath('notifications/list.php');
const sent: SentStatement[] = [];
let ctx: TestContext;
let second: { app: FastifyInstance; handle: DbHandle | null };

beforeAll(async () => {
  ctx = await createTestContext({ onStatement: (s) => sent.push(s) });
  const handle = await openSecondHandle(ctx);
  const app = handle
    ? await buildApp({ config: ctx.config, db: handle.db, notices: handle.notices, serveWeb: false, logger: false })
    : ctx.app;
  if (handle) await app.ready();
  second = { app, handle };
  // Each instance listens before it caches anything.
  await until(() => ctx.app.sessionCache?.listening === true && second.app.sessionCache?.listening === true);
});
afterAll(async () => {
  if (second.handle) {
    await second.app.close();
    await second.handle.close();
  }
  await ctx.close();
});

async function until(ok: () => boolean | Promise<boolean>, deadlineMs = 5_000): Promise<number> {
  const start = Date.now();
  while (!(await ok())) {
    if (Date.now() - start > deadlineMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - start;
}

let fences = 0;
/**
 * Waits until both instances have received every notice of the writes so far: the database
 * delivers notices in commit order, so a notice sent now arrives after them. A read in flight when
 * a notice arrives is not kept; the tests that count statements start after this.
 */
async function settle() {
  const payload = `fence:${++fences}`;
  await ctx.app.deps.db.execute(sql`select pg_notify('portal_cache', ${payload})`);
  await until(
    () => ctx.app.sessionCache?.stats.lastNotice === payload && second.app.sessionCache?.stats.lastNotice === payload,
  );
}

/** One answer of an instance to an actor's cookie: its status and body, keys sorted. */
async function call(app: FastifyInstance, actor: Actor | string, url: string) {
  const cookie = typeof actor === 'string' ? actor : cookieHeader(actor.agent);
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  return `${res.statusCode} ${JSON.stringify(sorted(res.json()))}`;
}
/** The same JSON with its keys in one order (the instances may serialize them differently). */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sorted(x)]),
    );
  return v;
}

/** The statements instance A sends for one call. */
async function statementsOf(actor: Actor | string, url: string) {
  sent.length = 0;
  const answer = await call(ctx.app, actor, url);
  return { answer, statements: [...sent] };
}

describe('nothing changed: no database round trip', () => {
  it('a repeated poll sends no statement and gives the same answer, per limit', async () => {
    const company = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
    await seedDocument(ctx, company, 'nib');
    await ctx.app.deps.db
      .insert(notifications)
      .values(
        ['T1', 'T2'].map((title) => ({ userId: company.user.id, kind: 'legacy', params: { title, message: 'M' } })),
      );
    await settle();
    for (const url of [PROFILE, `${LIST}?limit=5`, `${LIST}?limit=1`]) {
      const first = await statementsOf(company, url);
      expect(first.statements).toHaveLength(1);
      expect(first.answer.startsWith('200 ')).toBe(true);
      const again = await statementsOf(company, url);
      expect(again.statements).toHaveLength(0);
      expect(again.answer).toBe(first.answer);
    }
    // The limit is part of the key: two different answers were kept.
    expect(await call(ctx.app, company, `${LIST}?limit=5`)).not.toBe(await call(ctx.app, company, `${LIST}?limit=1`));
  });

  it('a call without a session, or with an unknown one, is never answered from the cache', async () => {
    const nobody = `${SESSION_COOKIE}=${'x'.repeat(43)}`;
    for (let i = 0; i < 2; i++) expect((await statementsOf(nobody, PROFILE)).answer.startsWith('401 ')).toBe(true);
    expect(sent).toHaveLength(1);
  });
});

interface Change {
  kind: string;
  url: string;
  /** The actors it needs; the first is the one who polls. */
  actors(): Promise<Actor[]>;
  change(actors: Actor[]): Promise<unknown>;
  /** The answer after the change, when it is a refusal. */
  refused?: boolean;
}

const db = () => ctx.app.deps.db;
const sessionOf = (actor: Actor) => sha256(actor.agent.cookies.get(SESSION_COOKIE) ?? '');

const changes: Change[] = [
  {
    kind: 'suspension (profile)',
    url: PROFILE,
    actors: async () => [await createActor(ctx)],
    change: ([a]) => db().update(users).set({ isSuspended: true }).where(eq(users.id, a.user.id)),
    refused: true,
  },
  {
    kind: 'suspension (notifications)',
    url: LIST,
    actors: async () => [await createActor(ctx)],
    change: ([a]) => db().update(users).set({ isSuspended: true }).where(eq(users.id, a.user.id)),
    refused: true,
  },
  {
    kind: 'the session revoked',
    url: LIST,
    actors: async () => [await createActor(ctx)],
    change: ([a]) =>
      db()
        .delete(sessions)
        .where(eq(sessions.idHash, sessionOf(a))),
    refused: true,
  },
  {
    kind: 'the session expired by the database',
    url: PROFILE,
    actors: async () => [await createActor(ctx)],
    change: ([a]) =>
      db()
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.idHash, sessionOf(a))),
    refused: true,
  },
  {
    kind: 'the user row (name, status)',
    url: PROFILE,
    actors: async () => [await createActor(ctx, { status: USER_STATUS.ACTIVE })],
    change: ([a]) =>
      db().update(users).set({ name: 'Nama Baru', status: USER_STATUS.VERIFIED }).where(eq(users.id, a.user.id)),
  },
  {
    kind: 'an administrator role',
    url: PROFILE,
    actors: async () => [await createActor(ctx, { role: ROLE.ADMIN })],
    change: ([a]) => db().delete(adminRoles).where(eq(adminRoles.userId, a.user.id)),
  },
  {
    kind: 'the company row',
    url: PROFILE,
    actors: async () => [await createActor(ctx)],
    change: ([a]) => db().update(companies).set({ name: 'PT Nama Baru' }).where(eq(companies.id, a.company!.id)),
  },
  {
    kind: "the owner's documents, seen by a staff member",
    url: PROFILE,
    actors: async () => {
      const owner = await createActor(ctx);
      const staff = await createActor(ctx, { company: false });
      await db()
        .update(users)
        .set({ companyId: owner.company!.id, companyRole: 'staff' })
        .where(eq(users.id, staff.user.id));
      return [staff, owner];
    },
    change: ([, owner]) => seedDocument(ctx, owner, 'nib'),
  },
  {
    kind: 'company membership ended',
    url: PROFILE,
    actors: async () => {
      const owner = await createActor(ctx);
      const staff = await createActor(ctx, { company: false });
      await db()
        .update(users)
        .set({ companyId: owner.company!.id, companyRole: 'staff' })
        .where(eq(users.id, staff.user.id));
      return [staff];
    },
    change: ([staff]) =>
      db().update(users).set({ companyId: null, companyRole: null }).where(eq(users.id, staff.user.id)),
  },
  {
    kind: 'a new notification',
    url: LIST,
    actors: async () => [await createActor(ctx)],
    change: ([a]) =>
      db()
        .insert(notifications)
        .values({ userId: a.user.id, kind: 'legacy', params: { title: 'Baru', message: 'M' } }),
  },
  {
    kind: 'notifications read through the API of the first instance',
    url: LIST,
    actors: async () => {
      const a = await createActor(ctx);
      await db()
        .insert(notifications)
        .values({ userId: a.user.id, kind: 'legacy', params: { title: 'T', message: 'M' } });
      return [a];
    },
    change: async ([a]) =>
      expect((await a.agent.post(apiPath('notifications/mark-all-read.php'), {})).statusCode).toBe(200),
  },
];

describe('every kind of change is seen at once, on both instances', () => {
  const waits: Record<string, { ms: number; polls: number }> = {};
  // How soon the second instance saw each change: milliseconds, and its calls until the first
  // changed answer, that one included (the figures docs/decisions/105 cites).
  afterAll(() => console.log(`poll cache: until the second instance saw the change ${JSON.stringify(waits)}`));
  it.each(changes.map((c) => [c.kind, c] as const))('%s', async (_kind, c) => {
    const actors = await c.actors();
    const [poller] = actors;
    await settle();
    const before = await call(ctx.app, poller, c.url);
    expect(before.startsWith('200 ')).toBe(true);
    // Both instances keep the answer.
    expect(await call(second.app, poller, c.url)).toBe(before);
    const hits = second.app.sessionCache!.stats.hits;
    expect(await call(second.app, poller, c.url)).toBe(before);
    expect(second.app.sessionCache!.stats.hits).toBe(hits + 1);

    await c.change(actors);
    // The instance that wrote answers from the database at once …
    const after = await call(ctx.app, poller, c.url);
    expect(after).not.toBe(before);
    if (c.refused) expect(after.startsWith('401 ')).toBe(true);
    // … and the other one as soon as the database's notice arrives (on PGlite it is the same app).
    let polls = 0;
    const waited = await until(async () => (polls++, (await call(second.app, poller, c.url)) !== before), 2_000);
    expect(await call(second.app, poller, c.url)).toBe(after);
    expect(waited).toBeLessThan(1_000);
    waits[c.kind] = { ms: waited, polls };
  });
});

describe('a cached session never outlives what the database would decide', () => {
  it('expiry: kept no longer than the session lives by the database clock, with no notice', async () => {
    const a = await createActor(ctx);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(sessions.idHash, sessionOf(a)));
    await settle();
    expect((await statementsOf(a, PROFILE)).answer.startsWith('200 ')).toBe(true);
    const notices = ctx.app.sessionCache!.stats.notices;
    expect((await statementsOf(a, PROFILE)).statements).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1_600));
    expect(ctx.app.sessionCache!.stats.notices).toBe(notices);
    const late = await statementsOf(a, PROFILE);
    expect(late.answer.startsWith('401 ')).toBe(true);
    expect(late.statements.length).toBeGreaterThan(0);
  });

  it('the last-seen time is still written when due, at most once a minute, and never from the cache', async () => {
    const a = await createActor(ctx);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '61 seconds'` })
      .where(eq(sessions.idHash, sessionOf(a)));
    await settle();
    const touched = await statementsOf(a, LIST);
    expect(touched.statements).toHaveLength(2);
    expect(touched.statements[1].text).toMatch(/^update "sessions" set "last_seen_at"/);
    // Not kept while the touch was due; kept after the touch (whose own notice drops the user's
    // entries once more).
    await settle();
    expect((await statementsOf(a, LIST)).statements).toHaveLength(1);
    expect((await statementsOf(a, LIST)).statements).toHaveLength(0);
  });
});

describe('not listening: every call reads the database', () => {
  it.runIf(ON_POSTGRES)('the listening connection is cut: the cache is off until it listens again', async () => {
    const a = await createActor(ctx);
    await settle();
    await statementsOf(a, PROFILE);
    expect((await statementsOf(a, PROFILE)).statements).toHaveLength(0);
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database() and pid <> pg_backend_pid()`,
    );
    await until(() => ctx.app.sessionCache?.listening === false);
    // While it reconnects (about a second): the database answers every call.
    for (let i = 0; i < 2; i++) expect((await statementsOf(a, PROFILE)).statements).toHaveLength(1);
    // Both instances listen again, and keep answers again.
    await until(() => ctx.app.sessionCache?.listening === true && second.app.sessionCache?.listening === true);
    await settle();
    await statementsOf(a, PROFILE);
    expect((await statementsOf(a, PROFILE)).statements).toHaveLength(0);
    // What was missed while cut cannot be served: a suspension on the second instance is seen.
    await db().update(users).set({ isSuspended: true }).where(eq(users.id, a.user.id));
    await until(async () => (await call(second.app, a, PROFILE)).startsWith('401 '), 2_000);
  });

  it('reported down (an outage), the instance forgets what it kept and reads the database', async () => {
    const a = await createActor(ctx);
    const cache = ctx.app.sessionCache!;
    await settle();
    await statementsOf(a, PROFILE);
    expect((await statementsOf(a, PROFILE)).statements).toHaveLength(0);
    cache.handlers.state(false);
    try {
      expect(cache.size).toBe(0);
      for (let i = 0; i < 2; i++) expect((await statementsOf(a, PROFILE)).statements).toHaveLength(1);
    } finally {
      cache.handlers.state(true);
    }
  });
});
