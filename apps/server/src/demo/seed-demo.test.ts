import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  CERTIFICATE_NUMBER_PATTERN,
  INVOICE_TRANSITIONS,
  computeFee,
  isTransId,
  parseTransId,
  transIdSequenceKey,
} from '@portal/contract';
import { openTestDatabase } from '../../test/database';
import type { DbHandle } from '../db/client';
import {
  applicationEvents,
  applicationSubBidang,
  applications,
  certificateEvents,
  certificates,
  companies,
  documentRequests,
  feeSchedules,
  invoiceEvents,
  invoices,
  sequences,
  users,
} from '../db/schema';
import { DEMO_COMPANY_EMAIL, DemoSeedRefused, NO_LOGIN_HASH, seedDemoData } from './seed-demo';

/** docs/decisions/061: the demo data is consistent with the rules the portal itself keeps. */
describe('demo data seed', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let handle: DbHandle;
  const now = new Date('2026-11-20T03:00:00Z');
  let first: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    db = await openTestDatabase();
    handle = db.handle;
    await handle.db
      .insert(users)
      .values({ email: 'admin@contoh.go.id', name: 'Admin', passwordHash: 'x', role: 'admin', status: 'verified' });
    first = await seedDemoData(handle.db, { size: 200, seed: 7, now, demoPasswordHash: '$argon2id$demo' });
  });
  afterAll(() => db.close());

  const countOf = (table: PgTable) => handle.db.$count(table);

  it('writes the counts it reports: 200 applications of 10 companies, their sub-bidang, invoices and timelines', async () => {
    expect(first).toMatchObject({ applications: 200, companies: 10, demoEmail: DEMO_COMPANY_EMAIL });
    expect(await countOf(applications)).toBe(200);
    expect(await countOf(companies)).toBe(10);
    expect(await handle.db.$count(users, eq(users.role, 'user'))).toBe(10);
    expect(await countOf(invoices)).toBe(first.invoices);
    expect(await countOf(applicationEvents)).toBe(first.applicationEvents);
    expect(await countOf(invoiceEvents)).toBe(first.invoiceEvents);
    expect(await countOf(documentRequests)).toBe(first.documentRequests);
    expect(first.invoices).toBeGreaterThan(150);
    const perApp = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationSubBidang)
      .groupBy(applicationSubBidang.applicationId);
    expect(perApp).toHaveLength(200);
    expect(Math.min(...perApp.map((r) => r.n))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perApp.map((r) => r.n))).toBeLessThanOrEqual(5);
  });

  it('spreads the applications over every status, type and the last two years; companies verified, or active with an active certificate', async () => {
    const rows = await handle.db.select().from(applications);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['new', 'renewal', 'upgrade']));
    const twoYearsAgo = now.getTime() - 731 * 86_400_000;
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(twoYearsAgo);
      expect(r.statusChangedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
      expect(r.statusChangedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(
      Math.max(...rows.map((r) => r.createdAt.getTime())) - Math.min(...rows.map((r) => r.createdAt.getTime())),
    ).toBeGreaterThan(365 * 86_400_000);
    // A company holding an active certificate is `active`, as publishing makes it; every other one is `verified`.
    const holders = new Set(
      (
        await handle.db
          .select({ c: certificates.companyId })
          .from(certificates)
          .where(eq(certificates.status, 'active'))
      ).map((r) => r.c),
    );
    expect(holders.size).toBeGreaterThan(0);
    for (const c of await handle.db.select({ id: companies.id, s: companies.status }).from(companies))
      expect(c.s, String(c.id)).toBe(holders.has(c.id) ? 'active' : 'verified');
  });

  it('only the demo company can log in: every other seeded user has a hash no password matches', async () => {
    const rows = await handle.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.role, 'user'));
    expect(rows.filter((r) => r.hash !== NO_LOGIN_HASH)).toEqual([
      { email: DEMO_COMPANY_EMAIL, hash: '$argon2id$demo' },
    ]);
  });

  it('prices every invoice with computeFee and the current schedule, on the application as it is', async () => {
    // The current schedule: the seed's first-run setup added a version with the demo bank account.
    const [schedule] = await handle.db.select().from(feeSchedules).orderBy(desc(feeSchedules.id));
    const rows = await handle.db
      .select({
        invoice: invoices,
        type: applications.type,
        qualification: applications.qualification,
        companyId: applications.companyId,
      })
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.applicationId));
    const counts = new Map(
      (
        await handle.db
          .select({ id: applicationSubBidang.applicationId, n: sql<number>`count(*)::int` })
          .from(applicationSubBidang)
          .groupBy(applicationSubBidang.applicationId)
      ).map((r) => [r.id, r.n]),
    );
    for (const { invoice, type, qualification, companyId } of rows) {
      const quote = computeFee(schedule.data, {
        applicationType: type,
        qualification,
        subBidangCount: counts.get(invoice.applicationId) as number,
      });
      expect({
        lines: invoice.lines,
        subtotal: invoice.subtotal,
        dpp: invoice.dpp,
        ppn: invoice.ppn,
        total: invoice.total,
      }).toEqual(quote);
      expect(invoice.feeScheduleId).toBe(schedule.id);
      expect(invoice.companyId).toBe(companyId);
    }
  });

  it('gives distinct transIds in issue order per WIB month, and leaves each month counter at its last number', async () => {
    const rows = await handle.db
      .select({ transId: invoices.transId, issuedAt: invoices.issuedAt })
      .from(invoices)
      .orderBy(asc(invoices.issuedAt));
    expect(new Set(rows.map((r) => r.transId)).size).toBe(rows.length);
    const perMonth = new Map<string, number[]>();
    for (const r of rows) {
      expect(isTransId(r.transId)).toBe(true);
      const key = transIdSequenceKey(r.issuedAt);
      expect(r.transId.startsWith(`${key}-`)).toBe(true);
      perMonth.set(key, [...(perMonth.get(key) ?? []), parseTransId(r.transId)?.sequence as number]);
    }
    const counters = new Map((await handle.db.select().from(sequences)).map((r) => [r.key, r.value]));
    for (const [key, numbers] of perMonth) {
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(counters.get(key)).toBe(numbers.length);
    }
  });

  it('gives every completed application one certificate, numbered in issue order per WIB year from its sequence', async () => {
    const completed = await handle.db.$count(applications, eq(applications.status, 'completed'));
    expect(completed).toBeGreaterThan(0);
    expect(first.certificates).toBe(completed);
    const rows = await handle.db
      .select({
        number: certificates.number,
        issuedOn: certificates.issuedOn,
        validUntil: certificates.validUntil,
        app: applications.status,
        status: certificates.status,
      })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .orderBy(asc(certificates.issuedAt), asc(certificates.id));
    expect(rows).toHaveLength(completed);
    expect(rows.every((r) => r.app === 'completed' && r.status === 'active' && r.validUntil > r.issuedOn)).toBe(true);
    const counters = new Map((await handle.db.select().from(sequences)).map((r) => [r.key, r.value]));
    const perYear = new Map<string, number[]>();
    for (const r of rows) {
      const m = CERTIFICATE_NUMBER_PATTERN.exec(r.number)!;
      expect(m[1]).toBe(r.issuedOn.slice(0, 4));
      perYear.set(m[1]!, [...(perYear.get(m[1]!) ?? []), Number(m[2])]);
    }
    for (const [year, numbers] of perYear) {
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      expect(counters.get(`SBU-${year}`)).toBe(numbers.length);
    }
    expect(await countOf(certificateEvents)).toBe(completed);
  });

  it('keeps applications, invoices and timelines in step, through the contract transition tables only', async () => {
    const allowed = (table: readonly { name: string; from: string | null; to: string }[]) =>
      new Set(table.map((t) => `${t.name}:${t.from}:${t.to}`));
    const appAllowed = allowed(APPLICATION_TRANSITIONS);
    const invAllowed = allowed(INVOICE_TRANSITIONS);
    const apps = await handle.db.select().from(applications);
    const events = await handle.db
      .select()
      .from(applicationEvents)
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    const live = await handle.db.select().from(invoices).where(ne(invoices.status, 'cancelled'));
    const liveByApp = new Map(live.map((i) => [i.applicationId, i]));
    for (const app of apps) {
      const own = events.filter((e) => e.applicationId === app.id);
      for (const e of own)
        expect(
          appAllowed.has(`${e.name}:${e.fromStatus}:${e.toStatus}`),
          `${e.name} ${e.fromStatus}→${e.toStatus}`,
        ).toBe(true);
      expect(own[0].name).toBe('create');
      expect(own.at(-1)?.toStatus).toBe(app.status);
      expect(own.at(-1)?.at.getTime()).toBe(app.statusChangedAt.getTime());
      const invoice = liveByApp.get(app.id);
      if (app.status === 'draft') expect(invoice).toBeUndefined();
      if (app.status === 'submitted') expect(['pending', 'waiting_confirmation']).toContain(invoice?.status);
      if (['under_review', 'approved', 'completed'].includes(app.status)) expect(invoice?.status).toBe('paid');
    }
    const invEvents = await handle.db
      .select()
      .from(invoiceEvents)
      .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id));
    for (const invoice of await handle.db.select().from(invoices)) {
      const own = invEvents.filter((e) => e.invoiceId === invoice.id);
      for (const e of own)
        expect(
          invAllowed.has(`${e.name}:${e.fromStatus}:${e.toStatus}`),
          `${e.name} ${e.fromStatus}→${e.toStatus}`,
        ).toBe(true);
      expect(own.at(-1)?.toStatus).toBe(invoice.status);
    }
  });

  it('refuses a database that already has applications, and with append adds to it and continues the counters', async () => {
    await expect(seedDemoData(handle.db, { size: 10, now })).rejects.toBeInstanceOf(DemoSeedRefused);
    expect(await countOf(applications)).toBe(200);
    const before = new Map((await handle.db.select().from(sequences)).map((r) => [r.key, r.value]));
    const second = await seedDemoData(handle.db, { size: 60, append: true, seed: 8, now });
    expect(second).toMatchObject({ applications: 60, companies: 3, demoEmail: null });
    expect(await countOf(applications)).toBe(260);
    const rows = await handle.db.select({ transId: invoices.transId }).from(invoices);
    expect(new Set(rows.map((r) => r.transId)).size).toBe(rows.length);
    const after = new Map((await handle.db.select().from(sequences)).map((r) => [r.key, r.value]));
    for (const [key, value] of before) expect(after.get(key)).toBeGreaterThanOrEqual(value);
    const perMonth = new Map<string, number>();
    for (const r of rows)
      perMonth.set(
        r.transId.slice(0, 10),
        Math.max(perMonth.get(r.transId.slice(0, 10)) ?? 0, parseTransId(r.transId)?.sequence as number),
      );
    for (const [key, max] of perMonth) expect(after.get(key)).toBe(max);
  });
});
