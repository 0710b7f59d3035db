import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { insertApplication } from '../../../test/fixtures/workflow';
import { documentRequests, mailQueue, notifications } from '../../db/schema';
import { createScheduler } from '../../infra/scheduler';
import { scheduledJobs } from '../../jobs';
import { FLAG_OVERDUE_REQUESTS_JOB, flagOverdueRequests } from '.';

/** Open document requests past their due date, flagged once (docs/business-rules.md#document-requests). */
let ctx: TestContext;
let owner: Actor;
let clock = new Date('2026-10-01T03:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
});
afterAll(async () => ctx.close());

describe('flag-overdue-requests job', () => {
  it('flags an open request once its WIB due date has passed and tells the company once, with a mail; others untouched', async () => {
    const db = ctx.app.deps.db;
    const app = await insertApplication(db, {
      companyId: owner.company!.id,
      userId: owner.user.id,
      status: 'under_review',
    });
    const request = (title: string, dueDate: string, status: 'open' | 'cancelled' = 'open') => ({
      applicationId: app.id,
      title,
      description: '-',
      dueDate,
      status,
      createdBy: owner.user.id,
    });
    const [late, dueToday, cancelled] = await db
      .insert(documentRequests)
      .values([
        request('Akta terbaru', '2026-10-14'),
        request('Neraca', '2026-10-15'),
        request('SPT', '2026-10-01', 'cancelled'),
      ])
      .returning();
    const mailsBefore = (await db.select().from(mailQueue)).length;

    // 23:59 WIB on 15 October: only the request due on the 14th is late.
    clock = new Date('2026-10-15T16:59:00Z');
    const scheduler = createScheduler({ db, clock: { now: () => clock } });
    for (const job of scheduledJobs(ctx.app.deps)) scheduler.register(job);
    const outcomes = await scheduler.tick();
    expect(outcomes.find((o) => o.job === FLAG_OVERDUE_REQUESTS_JOB.name)).toEqual({
      job: FLAG_OVERDUE_REQUESTS_JOB.name,
      state: 'ran',
      result: { flagged: 1 },
    });

    const flagged = async (id: number) =>
      (await db.select().from(documentRequests).where(eq(documentRequests.id, id)))[0].overdueFlaggedAt;
    expect(await flagged(late.id)).toEqual(clock);
    expect(await flagged(dueToday.id)).toBeNull();
    expect(await flagged(cancelled.id)).toBeNull();
    const notes = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notes.map((n) => [n.kind, (n.params as { title: string }).title, n.actionUrl])).toEqual([
      ['document_request_overdue', 'Akta terbaru', `/applications/${app.codeReg}#permintaan-${late.uuid}`],
    ]);
    const mails = await db.select().from(mailQueue);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({
      recipient: owner.user.email,
      subject: expect.stringContaining('Dokumen yang diminta terlambat'),
    });

    // A second run the same day flags nothing again; the next day the other request's turn comes.
    expect(await flagOverdueRequests(ctx.app.deps, clock)).toEqual({ flagged: 0 });
    expect(await flagOverdueRequests(ctx.app.deps, new Date('2026-10-15T17:00:00Z'))).toEqual({ flagged: 1 });
    expect(await flagged(dueToday.id)).not.toBeNull();
  });
});
