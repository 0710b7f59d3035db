import { eq } from 'drizzle-orm';
import { ADMIN_SETTING_KEYS, type TApplicationType, type TQualification } from '@portal/contract';
import { appSettings, applicationSubBidang, applications } from '../src/db/schema';
import type { Actor } from './actors';
import type { TestContext } from './helpers';

/**
 * Builders for the certificate tests: the settings publishing needs, and approved applications
 * written straight to the database (the workflow up to approval has its own tests).
 */
export async function setCertificateSettings(
  ctx: TestContext,
  over: Partial<
    Record<'body_name' | 'signatory_name' | 'signatory_position' | 'certificate_validity_years', string>
  > = {},
) {
  const values = {
    body_name: 'LSBU Kadin Indonesia',
    signatory_name: 'Dr. Ir. Siti Rahma',
    signatory_position: 'Ketua LSBU',
    certificate_validity_years: '3',
    ...over,
  };
  for (const [name, value] of Object.entries(values)) {
    const key = ADMIN_SETTING_KEYS[name as keyof typeof values];
    await ctx.app.deps.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  }
}

let seq = 0;

/** An `approved` application of the actor's company (a renewal or upgrade names `certificateId`). */
export async function approvedApplication(
  ctx: TestContext,
  actor: Actor,
  over: {
    type?: TApplicationType;
    certificateId?: number;
    qualification?: TQualification;
    codes?: string[];
    status?: 'approved' | 'under_review' | 'completed';
  } = {},
): Promise<string> {
  const db = ctx.app.deps.db;
  const codeReg = `SP-${String(900_000_000 + process.pid * 1000 + ++seq).slice(-9)}`;
  const [app] = await db
    .insert(applications)
    .values({
      codeReg,
      companyId: actor.company!.id,
      createdBy: actor.user.id,
      type: over.type ?? 'new',
      certificateId: over.certificateId ?? null,
      qualification: over.qualification ?? 'kecil',
      status: over.status ?? 'approved',
    })
    .returning({ id: applications.id });
  const codes = over.codes ?? ['PB001', 'PB002'];
  await db
    .insert(applicationSubBidang)
    .values(codes.map((subBidangCode, position) => ({ applicationId: app.id, subBidangCode, position })));
  return codeReg;
}

export const applicationRow = async (ctx: TestContext, codeReg: string) =>
  (await ctx.app.deps.db.select().from(applications).where(eq(applications.codeReg, codeReg)))[0];

export const SIGNATORY = { signatory_name: 'Dr. Ir. Siti Rahma', signatory_position: 'Ketua LSBU' };
