import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { applicationEvents, applications, auditLog, invoices, mailQueue, notifications } from '../../db/schema';
import { createScheduler } from '../../infra/scheduler';
import { scheduledJobs } from '../../jobs';
import { recordAudit } from '../../lib/audit';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, submitted, verifiedCompany } from '../../../test/application-kit';
import { insertSubmittedWithInvoice } from '../../../test/fixtures/workflow';
import { EXPIRE_INVOICES_JOB } from '../invoices';

/** What the audit trail guarantees, on the database itself (docs/business-rules.md#audit-trail). */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const run = (statement: string) => db().execute(sql.raw(statement));

/** The database's own message, however the driver wraps it. */
async function refusal(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, 'the statement was refused').not.toBeNull();
  return `${err!.message} ${err!.cause?.message ?? ''}`;
}

describe('append-only', () => {
  it('the database refuses an UPDATE, a DELETE and a TRUNCATE of audit_log, and the row stays as written', async () => {
    await db().transaction((tx) =>
      recordAudit(tx, {
        at: new Date('2021-05-05T05:05:05Z'),
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'append-only-probe',
        after: { v: 1 },
        reason: 'asli',
      }),
    );
    const probe = () => db().select().from(auditLog).where(eq(auditLog.entityId, 'append-only-probe'));
    const [written] = await probe();
    expect(written).toMatchObject({ reason: 'asli', actorRole: 'system' });

    expect(await refusal(run(`update audit_log set reason = 'diubah' where entity_id = 'append-only-probe'`))).toMatch(
      /audit_log is append-only/,
    );
    expect(await refusal(run(`delete from audit_log where entity_id = 'append-only-probe'`))).toMatch(
      /audit_log is append-only/,
    );
    expect(await refusal(run(`truncate audit_log`))).toMatch(/audit_log is append-only/);
    // Through the ORM as well: the trigger does not care who asks.
    expect(await refusal(db().update(auditLog).set({ reason: 'diubah' }).where(eq(auditLog.id, written.id)))).toMatch(
      /append-only/,
    );

    expect(await probe()).toEqual([written]);
    expect(
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(auditLog)
        )[0].n,
      ),
    ).toBeGreaterThan(0);
  });
});

describe('an action without its audit row cannot commit', () => {
  it('the admin rejection fails whole while the audit insert fails, then commits with exactly one audit row naming the admin', async () => {
    const { codeReg } = await submitted(ctx, company);
    const [app] = await db().select().from(applications).where(eq(applications.codeReg, codeReg));
    const snapshot = async () => ({
      application: (
        await db()
          .select({ status: applications.status, rejectionReason: applications.rejectionReason })
          .from(applications)
          .where(eq(applications.id, app.id))
      )[0],
      invoice: (
        await db().select({ status: invoices.status }).from(invoices).where(eq(invoices.applicationId, app.id))
      )[0],
      events: await db()
        .select({ name: applicationEvents.name })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, app.id)),
      notifications: await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, company.user.id)),
      mails: await db()
        .select({ subject: mailQueue.subject })
        .from(mailQueue)
        .where(eq(mailQueue.recipient, company.user.email)),
      audit: await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, codeReg))),
    });
    const before = await snapshot();
    expect(before.application.status).toBe('submitted');
    expect(before.invoice.status).toBe('pending');

    // The audit insert fails for this test only: a trigger of this test's own database.
    await run(
      `create function audit_probe_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit insert refused by the test'; end; $$`,
    );
    await run(
      `create trigger audit_probe_refuse before insert on audit_log for each row execute function audit_probe_refuse()`,
    );
    admin.agent.ip = '10.77.0.9';
    const decide = () =>
      admin.agent.post(apiPath('admin/applications/decide.php'), {
        code_reg: codeReg,
        decision: 'reject',
        note: 'Neraca tidak terbaca',
      });
    try {
      const failed = await decide();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ status: 'error', code: 'INTERNAL' });
      expect(failed.body).not.toMatch(/audit insert refused|audit_log|\bat .+:\d+:\d+/);
      expect(await snapshot()).toEqual(before);
    } finally {
      await run(`drop trigger audit_probe_refuse on audit_log`);
      await run(`drop function audit_probe_refuse()`);
    }

    const ok = await decide();
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await snapshot();
    expect(after.application).toEqual({ status: 'rejected', rejectionReason: 'Neraca tidak terbaca' });
    expect(after.invoice.status).toBe('cancelled');
    expect(after.events.length).toBe(before.events.length + 1);
    expect(after.notifications.length).toBeGreaterThan(before.notifications.length);
    expect(after.mails.length).toBeGreaterThan(before.mails.length);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'application'),
          eq(auditLog.entityId, codeReg),
          eq(auditLog.action, 'application.reject'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      actorRole: 'admin',
      ip: '10.77.0.9',
      companyId: company.company!.id,
      before: { status: 'submitted' },
      after: { status: 'rejected', rejectionReason: 'Neraca tidak terbaca' },
      reason: 'Neraca tidak terbaca',
    });
  });
});

describe('who acts', () => {
  it("a scheduler job's change is recorded as the system: no e-mail, no user, no address", async () => {
    const issuedAt = new Date('2024-01-02T03:00:00Z');
    const { invoice } = await insertSubmittedWithInvoice(
      db(),
      { companyId: company.company!.id, userId: company.user.id },
      { issuedAt },
    );
    const now = new Date('2024-03-01T03:00:00Z');
    const scheduler = createScheduler({ db: db(), clock: { now: () => now } });
    for (const job of scheduledJobs({ ...ctx.app.deps, clock: { now: () => now } }))
      if (job.name === EXPIRE_INVOICES_JOB.name) scheduler.register(job);
    const outcomes = await scheduler.tick();
    expect(outcomes).toEqual([{ job: EXPIRE_INVOICES_JOB.name, state: 'ran', result: { cancelled: 1 } }]);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, invoice.uuid)));
    expect(rows.map((r) => r.action)).toEqual(['invoice.expire']);
    expect(rows[0]).toMatchObject({
      actorUserId: null,
      actorEmail: null,
      actorRole: 'system',
      ip: null,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });
});
