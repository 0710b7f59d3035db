import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_QUEUE_LEASE_MS, MAIL_QUEUE_MAX_ATTEMPTS, MAIL_QUEUE_SENT_RETENTION_MS } from '@portal/contract';
import { createTestContext, recordingMailer, type TestContext } from '../../../test/helpers';
import { mailQueue } from '../../db/schema';
import type { Mailer, MailMessage } from '../../infra/mailer';
import { createMailDispatcher } from './dispatcher';
import { enqueueMail, purgeMailQueue, retryDelayMs } from './queue';

/** The transactional mail queue (docs/decisions/028), on PGlite and on PostgreSQL alike. */
let ctx: TestContext;
let now = new Date('2026-03-02T03:00:00.000Z');
const clock = { now: () => now };
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.app.deps.db.delete(mailQueue);
  now = new Date('2026-03-02T03:00:00.000Z');
});

const mail = (n: number) => ({
  to: `penerima${n}@example.co.id`,
  subject: `Subjek ${n}`,
  text: `Isi ${n}`,
  html: `<p>Isi ${n}</p>`,
});
const dispatcher = (mailer: Mailer) => createMailDispatcher({ db: ctx.app.deps.db, mailer, clock, log: silent });
const rows = () => ctx.app.deps.db.select().from(mailQueue).orderBy(mailQueue.id);

describe('the mail queue', () => {
  it('sends what a committed transaction queued, once, and nothing of a rolled-back one', async () => {
    await ctx.app.deps.db.transaction(async (tx) => enqueueMail(tx, mail(1)));
    await expect(
      ctx.app.deps.db.transaction(async (tx) => {
        await enqueueMail(tx, mail(2));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    const mailer = recordingMailer();
    const d = dispatcher(mailer);
    expect(await d.runOnce()).toBe(1);
    expect(mailer.sent).toEqual([
      { to: 'penerima1@example.co.id', subject: 'Subjek 1', text: 'Isi 1', html: '<p>Isi 1</p>' },
    ]);
    expect(await d.runOnce()).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt?.toISOString()).toBe(now.toISOString());
  });

  it('two dispatchers running at once send every mail exactly once', async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(ctx.app.deps.db, mail(i));
    const sent: string[] = [];
    // A slow transport, so both dispatchers are mid-run together.
    const slow = (): Mailer => ({
      kind: 'outbox',
      async send(m: MailMessage) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.to);
      },
    });
    const [a, b] = await Promise.all([dispatcher(slow()).runOnce(), dispatcher(slow()).runOnce()]);
    expect(a + b).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect((await rows()).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('retries a failed send with a growing delay, and gives up after the last attempt', async () => {
    await enqueueMail(ctx.app.deps.db, mail(1));
    let failures = 2;
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      kind: 'smtp',
      async send(m) {
        if (failures-- > 0) throw new Error('smtp down');
        sent.push(m);
      },
    };
    const d = dispatcher(flaky);
    expect(await d.runOnce()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'smtp down' });
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not yet due: nothing is tried.
    expect(await d.runOnce()).toBe(0);
    expect((await rows())[0].attempts).toBe(1);
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await d.runOnce()).toBe(0);
    [row] = await rows();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    now = new Date(now.getTime() + retryDelayMs(2));
    expect(await d.runOnce()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['penerima1@example.co.id']);

    await ctx.app.deps.db.delete(mailQueue);
    await enqueueMail(ctx.app.deps.db, mail(2));
    await ctx.app.deps.db.update(mailQueue).set({ attempts: MAIL_QUEUE_MAX_ATTEMPTS });
    expect(await dispatcher(recordingMailer()).runOnce()).toBe(0);
  });

  it('a claimed mail whose dispatcher died is sent again once its lease is over', async () => {
    await enqueueMail(ctx.app.deps.db, mail(1));
    // A dispatcher claims the mail and dies before sending it.
    let claimed = false;
    const dead: Mailer = {
      kind: 'smtp',
      send: () => {
        claimed = true;
        return new Promise<void>(() => {});
      },
    };
    void dispatcher(dead).runOnce();
    // It has claimed the mail once it is sending it (a busy machine may take longer than a moment).
    await vi.waitFor(() => expect(claimed).toBe(true), { timeout: 10_000, interval: 10 });
    const mailer = recordingMailer();
    expect(await dispatcher(mailer).runOnce()).toBe(0);
    now = new Date(now.getTime() + MAIL_QUEUE_LEASE_MS);
    expect(await dispatcher(mailer).runOnce()).toBe(1);
  });

  it('kick() sends in the background; idle() waits for it', async () => {
    await enqueueMail(ctx.app.deps.db, mail(1));
    const mailer = recordingMailer();
    const d = dispatcher(mailer);
    d.kick();
    d.kick();
    await d.idle();
    expect(mailer.sent).toHaveLength(1);
  });

  it('purges sent mail after its retention, and keeps what is still due', async () => {
    await enqueueMail(ctx.app.deps.db, mail(1));
    await enqueueMail(ctx.app.deps.db, mail(2));
    const [first] = await rows();
    await ctx.app.deps.db.update(mailQueue).set({ sentAt: now }).where(eq(mailQueue.id, first.id));
    expect(await purgeMailQueue({ db: ctx.app.deps.db, clock })).toBe(0);
    now = new Date(now.getTime() + MAIL_QUEUE_SENT_RETENTION_MS + 1);
    expect(await purgeMailQueue({ db: ctx.app.deps.db, clock })).toBe(1);
    expect((await rows()).map((r) => r.recipient)).toEqual(['penerima2@example.co.id']);
  });
});
