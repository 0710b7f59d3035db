import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ZAdminComplaintListResponse,
  ZAnswerComplaintResponse,
  ZComplaintListResponse,
  ZCreateComplaintResponse,
} from '@portal/contract';
import { auditLog, complaints, mailQueue, notifications } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';

/** Complaints (docs/business-rules.md#complaints-and-appeals): from anyone, answered by e-mail. */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-12-14T03:00:00Z') });
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const body = (over: Record<string, unknown> = {}) => ({
  subject: 'Sertifikat mencurigakan',
  message: 'Nomor sertifikat di dokumen tender tidak cocok dengan data di portal.',
  certificate_number: 'SBU-2026-000123',
  ...over,
});
const complain = (agent: Agent, over: Record<string, unknown> = {}) =>
  agent.post(apiPath('complaints/create.php'), body(over));

describe('filing a complaint', () => {
  it('anyone with a name and an e-mail address; answered within 10 working days; both sides told', async () => {
    const anon = new Agent(ctx.app);
    const missing = await complain(anon);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'name']);
    const res = await complain(anon, { name: 'Pejabat Pengadaan', email: 'PPK@Dinas.go.id' });
    expect(res.statusCode, res.body).toBe(201);
    const complaint = ZCreateComplaintResponse.parse(res.json().data).complaint;
    // Monday 14 Dec 2026 + 10 working days (25 Dec is a holiday): Tuesday 29 Dec.
    expect(complaint).toMatchObject({ status: 'submitted', answer_by: '2026-12-29', answer: null });
    const [row] = await db().select().from(complaints).where(eq(complaints.uuid, complaint.uuid));
    expect(row).toMatchObject({ email: 'ppk@dinas.go.id', userId: null, name: 'Pejabat Pengadaan' });
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, 'ppk@dinas.go.id'));
    expect(mails).toHaveLength(1);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'complaint_submitted')));
    expect(notes.map((n) => n.subject)).toContain(`complaint:${complaint.uuid}`);
  });

  it('a signed-in user files with the account’s name and address, and lists its own', async () => {
    const res = await complain(company.agent);
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = ZCreateComplaintResponse.parse(res.json().data).complaint;
    const [row] = await db().select().from(complaints).where(eq(complaints.uuid, uuid));
    expect(row).toMatchObject({ userId: company.user.id, email: company.user.email, companyId: company.company!.id });
    const list = ZComplaintListResponse.parse((await company.agent.get(apiPath('complaints/list.php'))).json().data);
    expect(list.items.map((c) => c.uuid)).toEqual([uuid]);
    expect((await new Agent(ctx.app).get(apiPath('complaints/list.php'))).statusCode).toBe(401);
  });

  it('422 for a message too short or an unknown field', async () => {
    expect((await complain(company.agent, { message: 'pendek' })).statusCode).toBe(422);
    expect((await complain(company.agent, { extra: 1 })).statusCode).toBe(422);
  });
});

describe('answering', () => {
  it('an administrator answers once; the complainant is mailed (and notified with an account)', async () => {
    const { uuid } = ZCreateComplaintResponse.parse((await complain(company.agent)).json().data).complaint;
    const queue = ZAdminComplaintListResponse.parse(
      (await admin.agent.get(`${apiPath('admin/complaints/list.php')}?per_page=100`)).json().data,
    );
    const times = queue.items.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
    expect(queue.items.find((c) => c.uuid === uuid)).toMatchObject({ has_account: true, overdue: false });
    expect(queue.open_count).toBe(queue.total);

    expect((await company.agent.post(apiPath('admin/complaints/answer.php'), { uuid, answer: 'x' })).statusCode).toBe(
      403,
    );
    expect((await admin.agent.post(apiPath('admin/complaints/answer.php'), { uuid, answer: '' })).statusCode).toBe(422);
    const unknown = await admin.agent.post(apiPath('admin/complaints/answer.php'), {
      uuid: crypto.randomUUID(),
      answer: 'Jawaban',
    });
    expect(unknown.statusCode).toBe(404);
    const answer = 'Sertifikat tersebut sudah kami periksa dan dinyatakan sah.';
    const res = await admin.agent.post(apiPath('admin/complaints/answer.php'), { uuid, answer });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAnswerComplaintResponse.parse(res.json().data).complaint).toMatchObject({ status: 'answered', answer });
    expect((await admin.agent.post(apiPath('admin/complaints/answer.php'), { uuid, answer })).statusCode).toBe(409);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.user.id), eq(notifications.kind, 'complaint_answered')));
    expect(notes).toHaveLength(1);
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, company.user.email));
    expect(mails.some((m) => m.textBody.includes(answer))).toBe(true);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(audit.map((a) => a.action).sort()).toEqual(['complaint.answer', 'complaint.create']);
    const own = ZComplaintListResponse.parse((await company.agent.get(apiPath('complaints/list.php'))).json().data);
    expect(own.items.find((c) => c.uuid === uuid)?.answer).toBe(answer);
  });

  it('the queue is for administrators only', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/complaints/list.php'))).statusCode).toBe(401);
    expect((await company.agent.get(apiPath('admin/complaints/list.php'))).statusCode).toBe(403);
    expect((await admin.agent.get(`${apiPath('admin/complaints/list.php')}?status=x`)).statusCode).toBe(422);
  });
});

describe('the public form’s limits', () => {
  it('counts every complaint per address: past complaint_ip 429 with Retry-After', async () => {
    const limited = await createTestContext({ rateLimits: { complaint_ip: { max: 2, windowS: 3600 } } });
    try {
      const anon = new Agent(limited.app);
      const contact = { name: 'Warga', email: 'warga@example.com' };
      expect((await complain(anon, contact)).statusCode).toBe(201);
      expect((await complain(anon, contact)).statusCode).toBe(201);
      const third = await complain(anon, contact);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('asks the captcha of a complainant without an account when it is configured', async () => {
    const guarded = await createTestContext({ captcha: { enabled: true, verify: async (t) => t === 'ok' } });
    try {
      const anon = new Agent(guarded.app);
      const contact = { name: 'Warga', email: 'warga@example.com' };
      const refused = await complain(anon, contact);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CAPTCHA_FAILED');
      expect((await complain(anon, { ...contact, turnstileToken: 'bad' })).statusCode).toBe(403);
      expect((await complain(anon, { ...contact, turnstileToken: 'ok' })).statusCode).toBe(201);
      const user = await createActor(guarded, {});
      expect((await complain(user.agent)).statusCode).toBe(201);
    } finally {
      await guarded.close();
    }
  });
});
