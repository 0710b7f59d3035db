import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  REGISTRATION_REQUIRED_COMPANY_FIELDS,
  requiredRegistrationDocuments,
  ROLE,
  type TBusinessEntityType,
  type TCompanyStatus,
  ZSubmitRegistrationMissing,
  ZSubmitRegistrationResponse,
} from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { companies, notifications, users } from '../../db/schema';
import { createActor, seedDocument, type Actor } from '../../../test/actors';

let ctx: TestContext;
let admin: Actor;
let suspendedAdmin: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  suspendedAdmin = await createActor(ctx, { role: ROLE.ADMIN });
  await ctx.app.deps.db
    .update(users)
    .set({ isSuspended: true, suspendedReason: 'cuti' })
    .where(eq(users.id, suspendedAdmin.user.id));
});
afterAll(async () => ctx.close());

async function readyCompany(
  entityType: TBusinessEntityType = 'PT',
  companyStatus: TCompanyStatus = COMPANY_STATUS.UNVERIFIED,
) {
  const actor = await createActor(ctx, { complete: true, entityType, companyStatus });
  for (const t of requiredRegistrationDocuments(entityType)) await seedDocument(ctx, actor, t);
  return actor;
}
const companyOf = async (a: Actor) =>
  (await ctx.app.deps.db.select().from(companies).where(eq(companies.id, a.company!.id)))[0];
const notificationsOf = (userId: number) =>
  ctx.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST registrations/submit.php', () => {
  it('answers 401 without a session and 403 without the CSRF token', async () => {
    expect((await new Agent(ctx.app).post(apiPath('registrations/submit.php'), {}, { csrf: false })).statusCode).toBe(
      401,
    );
    const a = await readyCompany();
    expect((await a.agent.post(apiPath('registrations/submit.php'), {}, { csrf: false })).statusCode).toBe(403);
    expect((await companyOf(a)).status).toBe(COMPANY_STATUS.UNVERIFIED);
  });

  it('answers 422 listing every missing company field and required document', async () => {
    const a = await createActor(ctx);
    const res = await a.agent.post(apiPath('registrations/submit.php'));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const missing = ZSubmitRegistrationMissing.parse(body.data);
    expect(missing.missing_fields.sort()).toEqual([...REGISTRATION_REQUIRED_COMPANY_FIELDS].sort());
    expect(missing.missing_documents.sort()).toEqual(requiredRegistrationDocuments('PT').sort());
    expect(missing.missing_documents).not.toContain('akta_perubahan');
    expect(body.errors.address).toEqual(['validation.required']);
    expect(body.errors['documents.nib']).toEqual(['validation.documentRequired']);
    expect((await companyOf(a)).status).toBe(COMPANY_STATUS.UNVERIFIED);
  });

  it('requires documents by entity type (akta_pendirian optional for Perorangan, SK only for PT and Koperasi)', async () => {
    const perorangan = await createActor(ctx, { complete: true, entityType: 'Perorangan' });
    const missing = (await perorangan.agent.post(apiPath('registrations/submit.php'))).json().data
      .missing_documents as string[];
    expect(missing).not.toContain('akta_pendirian');
    expect(missing).not.toContain('sk_kemenkumham');
    expect(missing).toContain('nib');
    const cv = await createActor(ctx, { complete: true, entityType: 'CV' });
    const cvMissing = (await cv.agent.post(apiPath('registrations/submit.php'))).json().data
      .missing_documents as string[];
    expect(cvMissing).toContain('akta_pendirian');
    expect(cvMissing).not.toContain('sk_kemenkumham');
    const koperasi = await createActor(ctx, { complete: true, entityType: 'Koperasi' });
    expect((await koperasi.agent.post(apiPath('registrations/submit.php'))).json().data.missing_documents).toContain(
      'sk_kemenkumham',
    );
  });

  it('counts a rejected current document as missing and a missing field as missing', async () => {
    const a = await createActor(ctx, { complete: true, companyStatus: COMPANY_STATUS.REJECTED });
    for (const t of requiredRegistrationDocuments('PT'))
      await seedDocument(ctx, a, t, { status: t === 'npwp_pimpinan' ? 'rejected' : 'verified' });
    await ctx.app.deps.db.update(companies).set({ postalCode: null }).where(eq(companies.id, a.company!.id));
    const res = await a.agent.post(apiPath('registrations/submit.php'));
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ missing_fields: ['postal_code'], missing_documents: ['npwp_pimpinan'] });
  });

  it('moves a complete company to in_review and notifies every active admin', async () => {
    const a = await readyCompany('CV');
    const before = (await notificationsOf(admin.user.id)).length;
    const res = await a.agent.post(apiPath('registrations/submit.php'));
    expect(res.statusCode).toBe(200);
    const { company } = ZSubmitRegistrationResponse.parse(res.json().data);
    expect(company.status).toBe(COMPANY_STATUS.IN_REVIEW);
    expect((await companyOf(a)).status).toBe(COMPANY_STATUS.IN_REVIEW);
    const adminNotes = await notificationsOf(admin.user.id);
    expect(adminNotes.length).toBe(before + 1);
    expect(adminNotes.at(-1)).toMatchObject({ actionUrl: `/admin/companies/${a.company!.id}` });
    expect(adminNotes.at(-1)).toMatchObject({
      kind: 'company_submitted',
      subject: `company:${a.company!.id}`,
      isRead: false,
    });
    expect(adminNotes.at(-1)!.params).toEqual({ companyId: a.company!.id, companyName: a.company!.name });
    expect(await notificationsOf(suspendedAdmin.user.id)).toHaveLength(0);
    expect(await notificationsOf(a.user.id)).toHaveLength(0);
  });

  it('answers 409 when already in review or verified', async () => {
    for (const status of [COMPANY_STATUS.IN_REVIEW, COMPANY_STATUS.VERIFIED]) {
      const a = await readyCompany('PT', status);
      const res = await a.agent.post(apiPath('registrations/submit.php'));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
      expect((await companyOf(a)).status).toBe(status);
    }
  });

  it('lets a rejected company submit again and clears the old review note', async () => {
    const a = await readyCompany('PT', COMPANY_STATUS.REJECTED);
    await ctx.app.deps.db.update(companies).set({ reviewNote: 'NIB buram' }).where(eq(companies.id, a.company!.id));
    const res = await a.agent.post(apiPath('registrations/submit.php'));
    expect(res.statusCode).toBe(200);
    const row = await companyOf(a);
    expect(row.status).toBe(COMPANY_STATUS.IN_REVIEW);
    expect(row.reviewNote).toBeNull();
  });

  it('refuses an account without a company (403)', async () => {
    expect((await admin.agent.post(apiPath('registrations/submit.php'))).statusCode).toBe(403);
  });
});
