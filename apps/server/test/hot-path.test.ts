import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE } from '@portal/contract';
import type { SentStatement } from '../src/db/client';
import { notifications } from '../src/db/schema';
import { createActor, seedDocument, type Actor } from './actors';
import { createTestContext, type TestContext } from './helpers';

/**
 * The two calls every open tab polls (docs/decisions/025) read the session and their data in one
 * prepared statement: one round trip each. On PostgreSQL it is a named, server-side prepared
 * statement. A change that adds a query to either fails here. This is the database path, with the
 * per-instance cache off (POLL_CACHE=off), as after every change or while the instance does not
 * listen; test/poll-cache.test.ts covers the cache (docs/decisions/105).
 */
const ON_POSTGRES = process.env.TEST_DB_KIND === 'postgres';
const sent: SentStatement[] = [];
let ctx: TestContext;
let company: Actor;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ onStatement: (s) => sent.push(s), config: { pollCache: false } });
  expect(ctx.app.sessionCache).toBeNull();
  company = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  for (const type of ['nib', 'npwp_perusahaan', 'akta_pendirian']) await seedDocument(ctx, company, type);
  await seedDocument(ctx, company, 'nib', { isCurrent: false, name: 'nib-lama.pdf' });
  await ctx.app.deps.db.insert(notifications).values(
    Array.from({ length: 7 }, (_, i) => ({
      userId: company.user.id,
      kind: 'legacy',
      params: { title: `Judul ${i}`, message: 'Pesan' },
      isRead: i < 3,
    })),
  );
});
afterAll(async () => ctx.close());

/** The statements one request sends. */
async function statementsOf(actor: Actor, url: string) {
  sent.length = 0;
  const res = await actor.agent.get(url);
  expect(res.statusCode).toBe(200);
  return { body: res.json().data, statements: [...sent] };
}

describe('the polled calls: one prepared statement each, the session lookup included', () => {
  it.each([
    ['a company user', () => company],
    ['an administrator without a company', () => admin],
  ])('users/profile.php for %s', async (_who, actor) => {
    for (let i = 0; i < 2; i++) {
      const { statements } = await statementsOf(actor(), apiPath('users/profile.php'));
      expect(statements).toHaveLength(1);
      if (ON_POSTGRES) expect(statements.map((s) => s.name)).toEqual(['session_profile']);
    }
  });

  it('users/profile.php still answers the whole profile', async () => {
    const { body } = await statementsOf(company, apiPath('users/profile.php'));
    expect(body.user.uuid).toBe(company.user.uuid);
    expect(body.company.companyId).toBe(company.company!.id);
    expect(body.documents.map((d: { document_type: string }) => d.document_type)).toEqual([
      'akta_pendirian',
      'nib',
      'npwp_perusahaan',
    ]);
    expect((await statementsOf(admin, apiPath('users/profile.php'))).body).toMatchObject({
      company: null,
      documents: [],
    });
  });

  it('notifications/list.php: the list and the unread count in one statement', async () => {
    for (const limit of [50, 2]) {
      const { body, statements } = await statementsOf(company, `${apiPath('notifications/list.php')}?limit=${limit}`);
      expect(statements).toHaveLength(1);
      if (ON_POSTGRES) expect(statements.map((s) => s.name)).toEqual(['session_notifications']);
      expect(body.notifications).toHaveLength(Math.min(limit, 7));
      expect(body.unread_count).toBe(4);
    }
    const none = await statementsOf(admin, apiPath('notifications/list.php'));
    expect(none.body).toEqual({ notifications: [], unread_count: 0 });
    expect(none.statements).toHaveLength(1);
  });

  it('other calls keep the plain session lookup, and the polled ones still refuse what they refused', async () => {
    // The session lookup, then the certificate list's own single query.
    const { statements } = await statementsOf(company, apiPath('certificates/list.php'));
    expect(statements).toHaveLength(2);
    if (ON_POSTGRES) expect(statements[0].name).toBe('session_load');
    expect((await company.agent.get(`${apiPath('notifications/list.php')}?limit=0`)).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ url: apiPath('users/profile.php') });
    expect(anonymous.statusCode).toBe(401);
  });
});
