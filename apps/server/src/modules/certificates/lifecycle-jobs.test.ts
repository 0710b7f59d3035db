import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  certificateEvents,
  certificateReminders,
  certificates,
  mailQueue,
  notifications,
} from '../../db/schema';
import type { DbHandle } from '../../db/client';
import { createScheduler } from '../../infra/scheduler';
import { scheduledJobs } from '../../jobs';
import type { Deps } from '../../types';
import type { Actor } from '../../../test/actors';
import { verifiedCompany } from '../../../test/application-kit';
import { insertApplication, insertCertified, type CertificateRow } from '../../../test/fixtures/workflow';
import { createTestContext, openSecondHandle, type TestContext } from '../../../test/helpers';
import { noticeToCompany } from '../applications';
import { CERTIFICATE_REMINDERS_JOB, EXPIRE_CERTIFICATES_JOB, expireCertificates, sendCertificateReminders } from '.';
import { nearestThreshold } from './lifecycle-jobs';

/**
 * The certificate jobs with a clock the tests move (docs/business-rules.md#certificate-expiry,
 * #certificate-reminders). Certificates issued 2026-11-25 are valid through 2029-11-24 (WIB).
 */
const ISSUED = '2026-11-25';
/** 10:00 WIB on the given date. */
const wibMorning = (date: string) => new Date(`${date}T03:00:00Z`);

let ctx: TestContext;
let owner: Actor;
let clock = wibMorning('2029-08-01');
const ownerOf = (a: Actor) => ({ companyId: a.company!.id, userId: a.user.id });
const certify = (o: Parameters<typeof insertCertified>[2] = {}) =>
  insertCertified(ctx.app.deps.db, ownerOf(owner), { issuedOn: ISSUED, ...o }).then((r) => r.certificate);

const remindersOf = async (c: CertificateRow) =>
  (await ctx.app.deps.db.select().from(certificateReminders).where(eq(certificateReminders.certificateId, c.id)))
    .map((r) => r.daysBefore)
    .sort((a, b) => a - b);
const noticesOf = async (c: CertificateRow) =>
  (
    await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'certificate_expiring'),
          sql`${notifications.params}->>'certificateUuid' = ${c.uuid}`,
        ),
      )
  ).map((n) => (n.params as { daysLeft: number }).daysLeft);
const mailsOf = async (c: CertificateRow) =>
  (
    await ctx.app.deps.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, owner.user.email), sql`${mailQueue.textBody} like ${`%${c.number}%`}`))
  ).length;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

describe('nearestThreshold', () => {
  it.each([
    [91, null],
    [90, 90],
    [31, 90],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
  ])('%i days left → %s', (left, t) => expect(nearestThreshold(left)).toBe(t));
});

describe('expire-certificates job', () => {
  it('expires active certificates once their last valid day (WIB) is over: one timeline row, never a revoked one', async () => {
    const db = ctx.app.deps.db;
    const active = await certify();
    const revoked = await certify({ status: 'revoked' });
    expect(active.validUntil).toBe('2029-11-24');
    // 23:59 WIB on the last valid day: still valid.
    expect(await expireCertificates(ctx.app.deps, new Date('2029-11-24T16:59:00Z'))).toEqual({ expired: 0 });

    // 00:00 WIB the day after, through the scheduler.
    clock = new Date('2029-11-24T17:00:00Z');
    const scheduler = createScheduler({ db, clock: { now: () => clock } });
    for (const job of scheduledJobs(ctx.app.deps)) scheduler.register(job);
    const outcome = (await scheduler.tick()).find((o) => o.job === EXPIRE_CERTIFICATES_JOB.name);
    expect(outcome).toEqual({ job: EXPIRE_CERTIFICATES_JOB.name, state: 'ran', result: { expired: 1 } });

    const rows = await db
      .select()
      .from(certificates)
      .where(inArray(certificates.id, [active.id, revoked.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [active.id]: 'expired',
      [revoked.id]: 'revoked',
    });
    const events = await db.select().from(certificateEvents).where(eq(certificateEvents.certificateId, active.id));
    expect(events).toEqual([
      expect.objectContaining({
        name: 'expire',
        fromStatus: 'active',
        toStatus: 'expired',
        actorUserId: null,
        at: clock,
      }),
    ]);
    expect(await expireCertificates(ctx.app.deps, clock)).toEqual({ expired: 0 });
  });
});

describe('certificate-reminders job', () => {
  it('sends each threshold once, as a notification and an e-mail, at 90, 30 and 7 days', async () => {
    const cert = await certify({ issuedOn: '2027-01-10' }); // valid through 2030-01-09
    const run = (date: string) => sendCertificateReminders(ctx.app.deps, wibMorning(date), noticeToCompany);
    expect(await run('2029-10-10')).toMatchObject({ sent: 0 }); // 91 days left
    expect(await remindersOf(cert)).toEqual([]);
    await run('2029-10-11'); // 90
    await run('2029-10-11');
    await run('2029-11-01'); // 69: nothing new
    expect(await remindersOf(cert)).toEqual([90]);
    expect(await noticesOf(cert)).toEqual([90]);
    await run('2029-12-10'); // 30
    await run('2030-01-02'); // 7
    await run('2030-01-09'); // 0: the last day, nothing new
    expect(await remindersOf(cert)).toEqual([7, 30, 90]);
    expect((await noticesOf(cert)).sort((a, b) => a - b)).toEqual([7, 30, 90]);
    expect(await mailsOf(cert)).toBe(3);
    const [note] = await ctx.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'certificate_expiring'), eq(notifications.userId, owner.user.id)))
      .limit(1);
    expect(note.actionUrl).toBe(`/certificates/view/${cert.uuid}`);
  });

  it('sends only the nearest threshold when several have passed, and records the larger ones so they never go out', async () => {
    const late = await certify({ issuedOn: '2027-02-01' }); // valid through 2030-01-31
    const inactive = await certify({ issuedOn: '2027-02-01', status: 'revoked' });
    await sendCertificateReminders(ctx.app.deps, wibMorning('2030-01-11'), noticeToCompany); // 20 days left
    const later = await certify({ issuedOn: '2027-02-01' }); // appears after that run
    expect(await remindersOf(late)).toEqual([30, 90]);
    expect(await noticesOf(late)).toEqual([20]);
    expect(await mailsOf(late)).toBe(1);
    await sendCertificateReminders(ctx.app.deps, wibMorning('2030-01-28'), noticeToCompany); // 3 days left
    expect(await remindersOf(late)).toEqual([7, 30, 90]);
    expect((await noticesOf(late)).sort((a, b) => a - b)).toEqual([3, 20]);
    // Seen first with 3 days left: one reminder, the 7-day one.
    expect(await noticesOf(later)).toEqual([3]);
    expect(await remindersOf(later)).toEqual([7, 30, 90]);
    expect(await remindersOf(inactive)).toEqual([]);
  });
});

describe('certificate-reminders job and renewals under way', () => {
  it('stops reminding once a renewal of the certificate is submitted; a draft or a rejected one does not stop it', async () => {
    const db = ctx.app.deps.db;
    const renewalOf = (cert: CertificateRow, status: 'draft' | 'submitted' | 'under_review' | 'rejected') =>
      insertApplication(db, { ...ownerOf(owner), type: 'renewal', status }).then((a) =>
        db.update(applications).set({ certificateId: cert.id }).where(eq(applications.id, a.id)),
      );
    const submitted = await certify({ issuedOn: '2027-03-01' }); // valid through 2030-02-28
    const reviewed = await certify({ issuedOn: '2027-03-01' });
    const drafted = await certify({ issuedOn: '2027-03-01' });
    const refused = await certify({ issuedOn: '2027-03-01' });
    await renewalOf(submitted, 'submitted');
    await renewalOf(reviewed, 'under_review');
    await renewalOf(drafted, 'draft');
    await renewalOf(refused, 'rejected');
    await sendCertificateReminders(ctx.app.deps, wibMorning('2030-02-18'), noticeToCompany); // 10 days left
    expect(await noticesOf(submitted)).toEqual([]);
    expect(await noticesOf(reviewed)).toEqual([]);
    expect(await noticesOf(drafted)).toEqual([10]);
    expect(await noticesOf(refused)).toEqual([10]);
  });
});

describe('exactly once with two scheduler instances on one database', () => {
  /** A second instance: on PostgreSQL its own connection pool to the same database; on PGlite (one process) the same handle. */
  let second: { deps: Deps; handle: DbHandle | null };
  beforeAll(async () => {
    const handle = await openSecondHandle(ctx);
    second = { deps: handle ? { ...ctx.app.deps, db: handle.db } : ctx.app.deps, handle };
  });
  afterAll(async () => second.handle?.close());

  it('each reminder is sent once and each certificate expired once, both instances ticking at the same moment', async () => {
    const db = ctx.app.deps.db;
    const soon = await Promise.all(Array.from({ length: 6 }, () => certify({ issuedOn: '2027-03-01' }))); // valid through 2030-02-28
    const over = await Promise.all(Array.from({ length: 4 }, () => certify({ issuedOn: '2026-12-01' }))); // valid through 2029-11-30
    clock = wibMorning('2030-02-25'); // 3 days left for `soon`; `over` past its last day
    const instances = [ctx.app.deps, second.deps].map((deps, i) => {
      const s = createScheduler({ db: deps.db, clock: { now: () => clock }, instanceId: `instance-${i}` });
      for (const job of scheduledJobs(deps)) s.register(job);
      return s;
    });
    // The scheduler's lease lets one instance run each job …
    const outcomes = (await Promise.all(instances.map((s) => s.tick()))).flat();
    expect(outcomes.filter((o) => o.job === CERTIFICATE_REMINDERS_JOB.name && o.state === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o.job === EXPIRE_CERTIFICATES_JOB.name && o.state === 'ran')).toHaveLength(1);
    // … and the jobs themselves hold without it: both instances run them at once, directly, on new certificates.
    soon.push(...(await Promise.all(Array.from({ length: 6 }, () => certify({ issuedOn: '2027-03-01' })))));
    over.push(...(await Promise.all(Array.from({ length: 4 }, () => certify({ issuedOn: '2026-12-01' })))));
    const more = wibMorning('2030-02-25');
    await Promise.all(
      [second.deps, ctx.app.deps].flatMap((deps) => [
        sendCertificateReminders(deps, more, noticeToCompany),
        expireCertificates(deps, more),
      ]),
    );

    for (const c of soon) {
      expect(await noticesOf(c)).toEqual([3]);
      expect(await mailsOf(c)).toBe(1);
      expect(await remindersOf(c)).toEqual([7, 30, 90]);
    }
    for (const c of over) {
      const events = await db.select().from(certificateEvents).where(eq(certificateEvents.certificateId, c.id));
      expect(events.map((e) => e.name)).toEqual(['expire']);
    }
    const statuses = await db
      .select({ status: certificates.status })
      .from(certificates)
      .where(
        inArray(
          certificates.id,
          over.map((c) => c.id),
        ),
      );
    expect(statuses.every((s) => s.status === 'expired')).toBe(true);
  });
});
