import { eq } from 'drizzle-orm';
import {
  apiPath,
  COMPANY_STATUS,
  ROLE,
  type TAdminRole,
  type TApplicationStatus,
  type TInvoiceStatus,
  USER_STATUS,
} from '@portal/contract';
import { applications, invoices } from '../src/db/schema';
import { createActor, upload, type Actor } from './actors';
import type { TestContext } from './helpers';

/**
 * Builders for the application tests: verified companies, complete drafts made through the
 * endpoints, and status moves straight in the database for the states a test starts from.
 */
export const verifiedCompany = (ctx: TestContext, over: Parameters<typeof createActor>[1] = {}) =>
  createActor(ctx, { status: USER_STATUS.VERIFIED, companyStatus: COMPANY_STATUS.VERIFIED, complete: true, ...over });

export const adminActor = (ctx: TestContext, adminRoles?: readonly TAdminRole[]) =>
  createActor(ctx, { role: ROLE.ADMIN, adminRoles });

/** Legal data complete for a PT (docs/business-rules.md#applications). */
export const LEGAL = {
  aktaPendirianNotaris: 'Notaris Budi, S.H.',
  aktaPendirianNomor: '12',
  aktaPendirianTanggal: '2015-03-10',
  skKemenkumhamNomor: 'AHU-0012345.AH.01.01',
  skKemenkumhamTanggal: '2015-04-01',
  nibDate: '2019-05-20',
};

export const draftBody = (over: Record<string, unknown> = {}) => ({
  applicationType: 'new',
  companyQualification: 'kecil',
  subBidangCodes: ['PB001', 'PB002', 'PB003'],
  ...LEGAL,
  notes: 'Permohonan pertama',
  ...over,
});

export async function createDraft(actor: Actor, over: Record<string, unknown> = {}): Promise<string> {
  const res = await actor.agent.post(apiPath('applications/create.php'), draftBody(over));
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json().data.application.code_reg as string;
}

export async function uploadSupporting(ctx: TestContext, actor: Actor, codeReg: string, type: string) {
  await actor.agent.ensureCsrf();
  return upload(ctx, actor.agent, { type, category: 'sbu_application', fields: { code_reg: codeReg } });
}

/** A draft with every required document: ready to submit. */
export async function completeDraft(
  ctx: TestContext,
  actor: Actor,
  over: Record<string, unknown> = {},
): Promise<string> {
  const codeReg = await createDraft(actor, over);
  for (const type of ['neraca_tahun_terakhir', 'surat_permohonan_subbidang']) {
    const res = await uploadSupporting(ctx, actor, codeReg, type);
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  }
  return codeReg;
}

export async function submitted(ctx: TestContext, actor: Actor, over: Record<string, unknown> = {}) {
  const codeReg = await completeDraft(ctx, actor, over);
  const res = await actor.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return { codeReg, invoice: res.json().data.invoice as { uuid_invoice: string; transId: string; total: number } };
}

/** Moves an application (and optionally its invoice) to a status a test starts from, straight in the database. */
export async function setStatus(
  ctx: TestContext,
  codeReg: string,
  status: TApplicationStatus,
  invoiceStatus?: TInvoiceStatus,
) {
  const db = ctx.app.deps.db;
  const [app] = await db.update(applications).set({ status }).where(eq(applications.codeReg, codeReg)).returning();
  if (invoiceStatus) await db.update(invoices).set({ status: invoiceStatus }).where(eq(invoices.applicationId, app.id));
  return app;
}
