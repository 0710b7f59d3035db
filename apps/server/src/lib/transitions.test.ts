import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTogether } from '../../test/database';
import { insertApplication, insertCompanyOwner, insertInvoice } from '../../test/fixtures/workflow';
import type { DbHandle, DbTx } from '../db/client';
import { applicationEvents, applications, invoiceEvents, invoices } from '../db/schema';
import { AppError } from './app-error';
import { applicationMachine, invoiceMachine } from './state-machines';
import { recordCreation, transition, TransitionTableError } from './transitions';

/** docs/decisions/026: the one transition engine, on PGlite and PostgreSQL. */
describe('transition engine', () => {
  let db: { handle: DbHandle; close(): Promise<void> };
  let owner: { userId: number; companyId: number };
  const admin = () => ({ kind: 'admin' as const, userId: owner.userId });
  const NOW = new Date('2026-11-05T03:04:05.000Z');

  beforeAll(async () => {
    db = await openTestDatabase({ max: 10 });
    owner = await insertCompanyOwner(db.handle.db);
  });
  afterAll(() => db.close());

  const eventsOf = (applicationId: number) =>
    db.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
  const inTx = <R>(fn: (tx: DbTx) => Promise<R>) => db.handle.db.transaction(fn);
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it('a legal transition changes the row (with its extra columns) and writes the event', async () => {
    const app = await insertApplication(db.handle.db, { ...owner });
    const result = await inTx((tx) =>
      transition(tx, applicationMachine, {
        id: app.id,
        name: 'submit',
        actor: { kind: 'owner', userId: owner.userId },
        now: NOW,
        note: 'dikirim',
        set: { submittedAt: NOW },
      }),
    );
    expect(result).toMatchObject({ from: 'draft', to: 'submitted' });
    expect(result.row).toMatchObject({ id: app.id, status: 'submitted', statusChangedAt: NOW, submittedAt: NOW });
    const [stored] = await db.handle.db.select().from(applications).where(eq(applications.id, app.id));
    expect(stored).toMatchObject({ status: 'submitted', statusChangedAt: NOW, submittedAt: NOW });
    expect(await eventsOf(app.id)).toEqual([
      {
        id: expect.any(Number),
        applicationId: app.id,
        name: 'submit',
        fromStatus: 'draft',
        toStatus: 'submitted',
        actorUserId: owner.userId,
        note: 'dikirim',
        at: NOW,
      },
    ]);
  });

  it('records the status the row left when a name has several sources, and a system change without a user', async () => {
    const app = await insertApplication(db.handle.db, { ...owner, status: 'under_review' });
    const r = await inTx((tx) =>
      transition(tx, applicationMachine, {
        id: app.id,
        name: 'reject',
        actor: admin(),
        now: NOW,
        note: 'Neraca tidak terbaca',
        set: { rejectionReason: 'Neraca tidak terbaca' },
      }),
    );
    expect(r).toMatchObject({ from: 'under_review', to: 'rejected' });
    expect(r.row.rejectionReason).toBe('Neraca tidak terbaca');

    const submitted = await insertApplication(db.handle.db, { ...owner, status: 'submitted' });
    await inTx((tx) =>
      transition(tx, applicationMachine, {
        id: submitted.id,
        name: 'expire_invoice',
        actor: { kind: 'system' },
        now: NOW,
      }),
    );
    expect(
      (await eventsOf(submitted.id)).map((e) => [e.name, e.fromStatus, e.toStatus, e.actorUserId, e.note]),
    ).toEqual([['expire_invoice', 'submitted', 'draft', null, null]]);
  });

  it('an illegal transition answers 409 INVALID_TRANSITION naming the current status and changes nothing', async () => {
    const before = new Date('2026-01-01T00:00:00Z');
    const app = await insertApplication(db.handle.db, { ...owner, createdAt: before });
    const err = await refusal(
      inTx((tx) =>
        transition(tx, applicationMachine, {
          id: app.id,
          name: 'approve',
          actor: admin(),
          now: NOW,
          set: { decidedBy: owner.userId },
        }),
      ),
    );
    expect(err.code).toBe('INVALID_TRANSITION');
    expect(err.statusCode).toBe(409);
    expect(err.message).toBe('Perubahan status tidak diizinkan: status saat ini Draft.');
    expect(err.data).toEqual({ current_status: 'draft' });
    const [stored] = await db.handle.db.select().from(applications).where(eq(applications.id, app.id));
    expect(stored).toMatchObject({ status: 'draft', statusChangedAt: before, decidedBy: null });
    expect(await eventsOf(app.id)).toEqual([]);
  });

  it('a missing row, or a soft-deleted draft, answers 404', async () => {
    const owned = { kind: 'owner' as const, userId: owner.userId };
    expect(
      (
        await refusal(
          inTx((tx) =>
            transition(tx, applicationMachine, { id: 2_000_000_000, name: 'submit', actor: owned, now: NOW }),
          ),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const app = await insertApplication(db.handle.db, { ...owner });
    await db.handle.db.update(applications).set({ deletedAt: NOW }).where(eq(applications.id, app.id));
    const err = await refusal(
      inTx((tx) => transition(tx, applicationMachine, { id: app.id, name: 'submit', actor: owned, now: NOW })),
    );
    expect(err.code).toBe('NOT_FOUND');
    expect((await db.handle.db.select().from(applications).where(eq(applications.id, app.id)))[0].status).toBe('draft');
  });

  it('refuses a change the contract table lacks before touching the database', async () => {
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was touched');
        },
      },
    ) as DbTx;
    const attempts = [
      () =>
        transition(untouchable, applicationMachine, {
          id: 1,
          name: 'approve',
          actor: { kind: 'owner', userId: 1 },
          now: NOW,
        }),
      () => transition(untouchable, applicationMachine, { id: 1, name: 'pay', actor: admin(), now: NOW }),
      () =>
        transition(untouchable, applicationMachine, {
          id: 1,
          name: 'reject',
          actor: admin(),
          now: NOW,
          from: ['draft'],
        }),
      () =>
        transition(untouchable, applicationMachine, {
          id: 1,
          name: 'reject',
          actor: admin(),
          now: NOW,
          from: ['submitted', 'draft'],
        }),
      () =>
        transition(untouchable, invoiceMachine, {
          id: 1,
          name: 'verify',
          actor: { kind: 'admin', userId: Number.NaN },
          now: NOW,
        }),
      () =>
        recordCreation(untouchable, applicationMachine, {
          row: { id: 1 } as never,
          name: 'submit',
          actor: { kind: 'owner', userId: 1 },
          now: NOW,
        }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(TransitionTableError);
    await expect(
      // @ts-expect-error: names come from the contract's table
      transition(untouchable, applicationMachine, { id: 1, name: 'publish', actor: admin(), now: NOW }),
    ).rejects.toBeInstanceOf(TransitionTableError);
  });

  it('records a creation on the timeline', async () => {
    const app = await insertApplication(db.handle.db, { ...owner });
    await inTx((tx) =>
      recordCreation(tx, applicationMachine, {
        row: app,
        name: 'create',
        actor: { kind: 'owner', userId: owner.userId },
        now: NOW,
      }),
    );
    expect((await eventsOf(app.id)).map((e) => [e.name, e.fromStatus, e.toStatus, e.actorUserId])).toEqual([
      ['create', null, 'draft', owner.userId],
    ]);
  });

  it('50 simultaneous identical transitions: exactly one wins, the others answer 409 with the new status', async () => {
    const app = await insertApplication(db.handle.db, { ...owner, status: 'submitted' });
    const invoice = await insertInvoice(db.handle.db, app, { status: 'waiting_confirmation' });
    // The first ten (one per pooled connection) read the invoice while it is still waiting.
    const arrive = startTogether(10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        inTx(async (tx) => {
          await tx.execute(sql`select 1`);
          await arrive();
          return transition(tx, invoiceMachine, {
            id: invoice.id,
            name: 'verify',
            actor: admin(),
            now: NOW,
            set: { paidAt: NOW, verifiedBy: owner.userId },
          });
        }),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as AppError] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const e of lost) {
      expect(e).toBeInstanceOf(AppError);
      expect(e.code).toBe('INVALID_TRANSITION');
      expect(e.data).toEqual({ current_status: 'paid' });
      expect(e.message).toContain('Lunas');
    }
    const [events] = await db.handle.db
      .select({ n: count() })
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, invoice.id), eq(invoiceEvents.name, 'verify')));
    expect(events.n).toBe(1);
    expect((await db.handle.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      status: 'paid',
      paidAt: NOW,
    });
  });

  it('a transition rolled back with its transaction leaves the row and the timeline as they were', async () => {
    const app = await insertApplication(db.handle.db, { ...owner });
    await expect(
      inTx(async (tx) => {
        await transition(tx, applicationMachine, {
          id: app.id,
          name: 'submit',
          actor: { kind: 'owner', userId: owner.userId },
          now: NOW,
        });
        throw new Error('the invoice could not be issued');
      }),
    ).rejects.toThrow('the invoice could not be issued');
    expect((await db.handle.db.select().from(applications).where(eq(applications.id, app.id)))[0].status).toBe('draft');
    expect(await eventsOf(app.id)).toEqual([]);
  });
});
