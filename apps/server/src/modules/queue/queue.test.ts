import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  ROLE,
  USER_STATUS,
  ZAdminApplicationListResponse,
  ZAdminCompanyListResponse,
  ZApplicationResponse,
  ZClaimResponse,
  ZPaymentQueueResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { insertApplication, insertSubmittedWithInvoice } from '../../../test/fixtures/workflow';
import { auditLog, companies } from '../../db/schema';

/** Claims on queue items and internal notes on cases (docs/business-rules.md#claiming, #internal-notes). */
let now = new Date('2026-11-27T03:00:00Z');
let ctx: TestContext;
let ani: Actor;
let budi: Actor;
let owner: Actor;
let inReview: Actor;
const db = () => ctx.app.deps.db;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
  ani = await createActor(ctx, { role: ROLE.ADMIN, name: 'Ani Admin' });
  budi = await createActor(ctx, { role: ROLE.ADMIN, name: 'Budi Admin' });
  owner = await createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED });
  inReview = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
  await db().update(companies).set({ submittedAt: now }).where(eq(companies.id, inReview.company!.id));
});
afterAll(async () => ctx.close());

const claim = (a: Actor | Agent, entity_type: string, entity_id: string | number) =>
  (a instanceof Agent ? a : a.agent).post(apiPath('admin/queue/claim.php'), {
    entity_type,
    entity_id: String(entity_id),
  });
const release = (a: Actor, entity_type: string, entity_id: string | number) =>
  a.agent.post(apiPath('admin/queue/release.php'), { entity_type, entity_id: String(entity_id) });

describe('POST admin/queue/claim.php and release.php', () => {
  it('401 anonymous, 403 a company, 403 without CSRF, 422 an unknown type, 404 an unknown item', async () => {
    expect((await claim(new Agent(ctx.app), 'company', inReview.company!.id)).statusCode).toBe(401);
    expect((await claim(owner, 'company', inReview.company!.id)).json().code).toBe('FORBIDDEN');
    const noCsrf = await ani.agent.post(
      apiPath('admin/queue/claim.php'),
      { entity_type: 'company', entity_id: String(inReview.company!.id) },
      { csrf: false },
    );
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    expect((await claim(ani, 'certificate', 'x')).json().errors.entity_type).toBeDefined();
    for (const [type, id] of [
      ['company', '999999'],
      ['company', 'abc'],
      ['invoice', 'not-a-uuid'],
      ['invoice', '00000000-0000-4000-8000-000000000000'],
      ['application', 'SP-000000000'],
      ['document_request', '00000000-0000-4000-8000-000000000000'],
    ])
      expect((await claim(ani, type!, id!)).statusCode, `${type} ${id}`).toBe(404);
  });

  it('marks the item as handled for 30 minutes; lists and details name the handler; another clerk takes it over, never refused', async () => {
    const companyId = inReview.company!.id;
    const mine = ZClaimResponse.parse((await claim(ani, 'company', companyId)).json().data);
    expect(mine).toMatchObject({
      entity_type: 'company',
      entity_id: String(companyId),
      claimed_by: { uuid: ani.user.uuid, name: 'Ani Admin', email: ani.user.email, until: '2026-11-27T03:30:00.000Z' },
      taken_from: null,
    });
    const listed = async () =>
      ZAdminCompanyListResponse.parse(
        (await budi.agent.get(`${apiPath('admin/companies/list.php')}?status=in_review&sort=waiting`)).json().data,
      ).items.find((c) => c.companyId === companyId)!;
    expect((await listed()).claimed_by?.name).toBe('Ani Admin');
    const detail = (await budi.agent.get(`${apiPath('admin/companies/detail.php')}?id=${companyId}`)).json().data;
    expect(detail.claimed_by.email).toBe(ani.user.email);

    // Budi takes it over (the web app warned him): the API does not refuse, and says from whom.
    const taken = ZClaimResponse.parse((await claim(budi, 'company', companyId)).json().data);
    expect(taken.claimed_by?.uuid).toBe(budi.user.uuid);
    expect(taken.taken_from?.uuid).toBe(ani.user.uuid);
    // Ani's release does not end Budi's claim; Budi's does.
    expect(ZClaimResponse.parse((await release(ani, 'company', companyId)).json().data).claimed_by?.uuid).toBe(
      budi.user.uuid,
    );
    expect((await release(budi, 'company', companyId)).json().data.claimed_by).toBeNull();
    expect((await listed()).claimed_by).toBeNull();
  });

  it('a claim ends by itself after 30 minutes', async () => {
    const { application } = await insertSubmittedWithInvoice(
      db(),
      { companyId: owner.company!.id, userId: owner.user.id },
      { status: 'waiting_confirmation' },
    );
    const { invoice } = await insertSubmittedWithInvoice(
      db(),
      { companyId: owner.company!.id, userId: owner.user.id },
      { status: 'waiting_confirmation' },
    );
    expect(application).toBeDefined();
    await claim(ani, 'invoice', invoice.uuid);
    const queued = async () =>
      ZPaymentQueueResponse.parse((await budi.agent.get(apiPath('admin/payments/queue.php'))).json().data).items.find(
        (i) => i.uuid_invoice === invoice.uuid,
      )!;
    expect((await queued()).claimed_by?.name).toBe('Ani Admin');
    const saved = now;
    now = new Date(saved.getTime() + 31 * 60_000);
    try {
      expect((await queued()).claimed_by).toBeNull();
    } finally {
      now = saved;
    }
  });

  it('a decision ends the claim; acting on an item another clerk claimed is never refused', async () => {
    const { invoice } = await insertSubmittedWithInvoice(
      db(),
      { companyId: owner.company!.id, userId: owner.user.id },
      { status: 'waiting_confirmation' },
    );
    await claim(ani, 'invoice', invoice.uuid);
    const verified = await budi.agent.post(apiPath('admin/payments/verify.php'), {
      uuid_invoice: invoice.uuid,
      decision: 'verify',
    });
    expect(verified.statusCode).toBe(200);
    const detail = await ani.agent.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${invoice.uuid}`);
    expect(detail.json().data.invoice.claimed_by).toBeNull();

    const app = await insertApplication(db(), {
      companyId: owner.company!.id,
      userId: owner.user.id,
      status: 'under_review',
    });
    await claim(budi, 'application', app.codeReg);
    const reviewList = ZAdminApplicationListResponse.parse(
      (await ani.agent.get(`${apiPath('admin/applications/list.php')}?status=under_review&sort=waiting`)).json().data,
    );
    expect(reviewList.items.find((a) => a.code_reg === app.codeReg)?.claimed_by?.name).toBe('Budi Admin');
    const appDetail = async (a: Actor) =>
      (await a.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${app.codeReg}`)).json().data;
    expect(ZApplicationResponse.parse(await appDetail(ani)).application.claimed_by?.name).toBe('Budi Admin');
    const rejected = await ani.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: app.codeReg,
      decision: 'reject',
      note: 'Dokumen tidak sesuai',
    });
    expect(rejected.statusCode).toBe(200);
    expect(ZApplicationResponse.parse(await appDetail(ani)).application.claimed_by).toBeNull();
  });
});

describe('POST admin/notes/add.php', () => {
  const addNote = (a: Actor | Agent, body: Record<string, unknown>) =>
    (a instanceof Agent ? a : a.agent).post(apiPath('admin/notes/add.php'), body);

  it('401, 403 a company, 422 an empty or too long note or an unknown type, 404 an unknown case', async () => {
    const body = { entity_type: 'company', entity_id: String(owner.company!.id), note: 'Ditelepon, dokumen menyusul' };
    expect((await addNote(new Agent(ctx.app), body)).statusCode).toBe(401);
    expect((await addNote(owner, body)).json().code).toBe('FORBIDDEN');
    expect((await addNote(ani, { ...body, note: '  ' })).json().errors.note).toBeDefined();
    expect((await addNote(ani, { ...body, note: 'x'.repeat(2001) })).json().errors.note).toBeDefined();
    expect((await addNote(ani, { ...body, entity_type: 'certificate' })).json().errors.entity_type).toBeDefined();
    expect((await addNote(ani, { ...body, entity_id: '999999' })).statusCode).toBe(404);
    expect((await addNote(ani, { ...body, entity_type: 'invoice', entity_id: 'zzz' })).statusCode).toBe(404);
    expect((await addNote(ani, { ...body, entity_type: 'application', entity_id: 'SP-000000001' })).statusCode).toBe(
      404,
    );
  });

  it("sits in the case's history for administrators, under its company, and never reaches the company", async () => {
    const app = await insertApplication(db(), {
      companyId: owner.company!.id,
      userId: owner.user.id,
      status: 'approved',
    });
    const res = await addNote(ani, {
      entity_type: 'application',
      entity_id: app.codeReg,
      note: '  Menunggu konfirmasi penandatangan  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.note).toMatchObject({
      entity_type: 'application',
      entity_id: app.codeReg,
      note: 'Menunggu konfirmasi penandatangan',
      author_email: ani.user.email,
    });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, app.codeReg), eq(auditLog.action, 'application.note')));
    expect(row).toMatchObject({ actorEmail: ani.user.email, reason: 'Menunggu konfirmasi penandatangan' });
    expect(row!.companyId).toBe(owner.company!.id);
    const history = await budi.agent.get(
      `${apiPath('admin/audit/list.php')}?entity_type=application&entity_id=${app.codeReg}`,
    );
    expect(history.json().data.items.map((i: { action: string }) => i.action)).toContain('application.note');
    // The company reads its application; the note is nowhere in it.
    const own = await owner.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${app.codeReg}`);
    expect(JSON.stringify(own.json())).not.toContain('Menunggu konfirmasi penandatangan');
    expect(own.json().data.application).not.toHaveProperty('claimed_by');
  });
});
