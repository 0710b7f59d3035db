import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiPath, ROLE, ZAuditVerifyResponse } from '@portal/contract';
import { openPostgres, type DbHandle } from '../src/db/client';
import { currentRole, grantRuntimeRole } from '../src/db/roles';
import { auditChainHead, auditLog, documents } from '../src/db/schema';
import { CHAIN_GENESIS, verifyAuditChain } from '../src/lib/audit-chain';
import { createActor, upload, type Actor } from './actors';
import { withDatabase } from './global-setup';
import { createDatabase, createTestContext, type TestContext } from './helpers';

/**
 * The tamper-evident audit trail (docs/decisions/099): each row is chained to the one before by
 * SHA-256, written by the database; admin/audit/verify.php and `npm run audit:verify` recompute it.
 * The tampering below is done as the role that owns the tables (the test's own connection): only
 * the owner can switch the append-only trigger off.
 */
let ctx: TestContext;
let admin: Actor;
let company: Actor;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  company = await createActor(ctx);
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const verify = async (agent = admin.agent) => {
  const res = await agent.get(apiPath('admin/audit/verify.php'));
  expect(res.statusCode, res.body).toBe(200);
  return ZAuditVerifyResponse.parse(res.json().data);
};
const asOwner = async (statement: string) => {
  await db().execute(sql.raw(`alter table audit_log disable trigger audit_log_no_update_delete`));
  try {
    await db().execute(sql.raw(statement));
  } finally {
    await db().execute(sql.raw(`alter table audit_log enable trigger audit_log_no_update_delete`));
  }
};

describe('the chain', () => {
  it('links every row to the one before, numbered without gaps, the head on the newest', async () => {
    expect(
      (await company.agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' })).statusCode,
    ).toBe(200);
    await upload(ctx, company.agent, { type: 'nib' });
    const rows = await db().select().from(auditLog).orderBy(asc(auditLog.chainSeq));
    expect(rows.length).toBeGreaterThan(0);
    let prev = CHAIN_GENESIS;
    rows.forEach((r, i) => {
      expect(r.chainSeq).toBe(i + 1);
      expect(r.prevHash).toBe(prev);
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
      prev = r.hash;
    });
    const [head] = await db().select().from(auditChainHead);
    expect(head).toMatchObject({ lastSeq: rows.length, lastHash: prev });
  });

  it('GET admin/audit/verify.php: 401 without a session, 403 for a company user, intact for an admin', async () => {
    const anon = await ctx.app.inject({ url: apiPath('admin/audit/verify.php') });
    expect(anon.statusCode).toBe(401);
    expect((await company.agent.get(apiPath('admin/audit/verify.php'))).statusCode).toBe(403);
    const report = await verify();
    expect(report).toMatchObject({ intact: true, first_broken_id: null });
    expect(report.rows).toBe(
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(auditLog)
        )[0].n,
      ),
    );
  });
});

describe('what an administrator reads and takes away is recorded', () => {
  it('an export writes export.<list> with its filter, format and row count before the file is sent', async () => {
    const res = await admin.agent.get(`${apiPath('admin/users/export.php')}?role=user&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export.users'))
      .orderBy(asc(auditLog.id));
    expect(row).toMatchObject({
      entityType: 'export',
      entityId: 'users',
      actorEmail: admin.user.email,
      actorRole: 'admin',
      after: { filter: { role: 'user' }, format: 'xlsx' },
    });
    expect((row.after as { rows: number }).rows).toBeGreaterThanOrEqual(1);
    const csv = await admin.agent.get(apiPath('admin/audit/export.php'));
    expect(csv.statusCode).toBe(200);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'export.audit'))).toHaveLength(1);
  });

  it("an admin's view or download of a company's file writes document.viewed; the owner's own does not", async () => {
    const [doc] = await db().select().from(documents).where(eq(documents.userId, company.user.id));
    const viewed = () =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'document.viewed'), eq(auditLog.entityId, doc.uuid)))
        .orderBy(asc(auditLog.id));
    expect((await company.agent.get(`${apiPath('documents/download.php')}?uuid=${doc.uuid}`)).statusCode).toBe(200);
    expect(await viewed()).toHaveLength(0);
    expect((await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`)).statusCode).toBe(
      200,
    );
    expect((await admin.agent.get(`${apiPath('documents/download.php')}?uuid=${doc.uuid}`)).statusCode).toBe(200);
    const rows = await viewed();
    expect(rows.map((r) => (r.after as { mode: string }).mode)).toEqual(['view', 'download']);
    expect(rows[0]).toMatchObject({
      entityType: 'document',
      companyId: company.company!.id,
      actorEmail: admin.user.email,
    });
  });
});

describe('tampering is found (as the owner of the tables)', () => {
  it('a changed row breaks its own hash; putting it back mends the chain', async () => {
    const [target] = await db().select().from(auditLog).orderBy(asc(auditLog.chainSeq)).limit(1).offset(1);
    await asOwner(`update audit_log set reason = 'diubah diam-diam' where id = ${target.id}`);
    expect(await verify()).toMatchObject({ intact: false, first_broken_id: target.id });
    const report = await verifyAuditChain(db());
    expect(report.intact).toBe(false);
    await asOwner(
      `update audit_log set reason = ${target.reason === null ? 'null' : `'${target.reason.replace(/'/g, "''")}'`} where id = ${target.id}`,
    );
    expect((await verify()).intact).toBe(true);
  });

  it('a removed row breaks the link of the next; a row inserted past the trigger breaks the numbering', async () => {
    const rows = await db().select().from(auditLog).orderBy(asc(auditLog.chainSeq));
    const [victim, next] = [rows[1], rows[2]];
    await asOwner(`delete from audit_log where id = ${victim.id}`);
    expect(await verify()).toMatchObject({ intact: false, first_broken_id: next.id });
  });
});

describe('rows cut off the end', () => {
  it('no longer reach the head: not intact, with no row to blame', async () => {
    const own = await createTestContext();
    try {
      const a = await createActor(own, { role: ROLE.ADMIN });
      await a.agent.get(`${apiPath('admin/users/export.php')}`);
      await a.agent.get(`${apiPath('admin/users/export.php')}`);
      const last = (await own.app.deps.db.select().from(auditLog).orderBy(asc(auditLog.chainSeq))).at(-1)!;
      await own.app.deps.db.execute(sql.raw(`alter table audit_log disable trigger audit_log_no_update_delete`));
      await own.app.deps.db.execute(sql.raw(`delete from audit_log where id = ${last.id}`));
      await own.app.deps.db.execute(sql.raw(`alter table audit_log enable trigger audit_log_no_update_delete`));
      expect(await verifyAuditChain(own.app.deps.db)).toMatchObject({ intact: false, first_broken_id: null });
    } finally {
      await own.close();
    }
  });
});

/**
 * On PostgreSQL the server can run as a role that may only INSERT and SELECT the audit trail
 * (DATABASE_OWNER_URL owns the tables; docs/decisions/099). TEST_DATABASE_RUNTIME_URL names that
 * role (.ci/run creates `portal_app`); the test's own database is copied from the template as the
 * owner, the owner grants, and the app connects as the runtime role.
 */
const RUNTIME_URL = process.env.TEST_DATABASE_RUNTIME_URL;
const ON_PG = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(ON_PG && RUNTIME_URL)('the runtime role (PostgreSQL)', () => {
  let owner: DbHandle;
  let runtimeCtx: TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const name = `portal_rt_${process.pid}_${Date.now()}`;
    const created = await createDatabase(process.env.TEST_DATABASE_URL as string, name, inject('pgTemplate'));
    drop = created.drop;
    owner = await openPostgres(created.url, { max: 1 });
    runtimeCtx = await createTestContext({
      openDatabase: async () => {
        const handle = await openPostgres(withDatabase(RUNTIME_URL!, name), { max: 4 });
        await grantRuntimeRole(owner, await currentRole(handle));
        return { handle, drop: async () => {} };
      },
    });
  });
  afterAll(async () => {
    await runtimeCtx?.close();
    await owner?.close();
    await drop?.();
  });

  it('works, chains its rows, and cannot change or remove one, nor move the head', async () => {
    const a = await createActor(runtimeCtx, { role: ROLE.ADMIN });
    const c = await createActor(runtimeCtx);
    expect((await a.agent.get(apiPath('admin/users/export.php'))).statusCode).toBe(200);
    expect((await c.agent.post(apiPath('users/update-settings.php'), { theme_preference: 'dark' })).statusCode).toBe(
      200,
    );
    const res = await a.agent.get(apiPath('admin/audit/verify.php'));
    expect(res.json().data).toMatchObject({ intact: true });
    expect(await currentRole(runtimeCtx.handle)).not.toBe(await currentRole(owner));

    const refused = async (statement: string) => {
      const err = await runtimeCtx.handle.db.execute(sql.raw(statement)).then(
        () => null,
        (e: Error & { cause?: { code?: string; message?: string } }) => e,
      );
      expect(err, statement).not.toBeNull();
      expect(`${err!.message} ${err!.cause?.message ?? ''}`, statement).toMatch(/permission denied|must be owner/);
    };
    await refused(`alter table audit_log disable trigger audit_log_no_update_delete`);
    await refused(`update audit_log set reason = 'x'`);
    await refused(`delete from audit_log`);
    await refused(`truncate audit_log`);
    await refused(`update audit_chain_head set last_seq = 0`);

    // The owner can tamper; the runtime's verify finds it.
    const [row] = await owner.db.select().from(auditLog).orderBy(asc(auditLog.chainSeq)).limit(1);
    await owner.db.execute(sql.raw(`alter table audit_log disable trigger audit_log_no_update_delete`));
    await owner.db.execute(
      sql.raw(`update audit_log set actor_email = 'orang-lain@example.co.id' where id = ${row.id}`),
    );
    await owner.db.execute(sql.raw(`alter table audit_log enable trigger audit_log_no_update_delete`));
    expect((await a.agent.get(apiPath('admin/audit/verify.php'))).json().data).toMatchObject({
      intact: false,
      first_broken_id: row.id,
    });
  });
});

if (!(ON_PG && RUNTIME_URL))
  describe('the runtime role (PostgreSQL)', () => {
    const reason = !ON_PG
      ? 'runs on PostgreSQL only (the server-pg project)'
      : 'skipped: TEST_DATABASE_RUNTIME_URL is not set (.ci/run creates the role portal_app)';
    if (ON_PG && process.env.CI)
      it('needs TEST_DATABASE_RUNTIME_URL in CI', () => {
        throw new Error(reason);
      });
    else it.skip(reason, () => {});
  });
