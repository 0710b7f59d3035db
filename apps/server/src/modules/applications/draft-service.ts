import { asc, eq } from 'drizzle-orm';
import {
  V,
  generateCodeReg,
  implausibleLegalDates,
  needsCertificate,
  wibDate,
  type TApplicationFields,
  type TLegalField,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import { applicationSubBidang, applications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit } from '../../lib/audit';
import { applicationMachine } from '../../lib/state-machines';
import { invalidTransition, recordCreation } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { unavailableSubBidang } from '../catalogue';
import { checkCertificateBase } from '../certificates';
import { findApplication, ownCompany, type ApplicationRow } from './access';
import { msg } from '../../lib/server-message';
import { legalColumns } from './application-dto';

const CODE_REG_ATTEMPTS = 5;

/** The columns of the body: every field is written, so a field left out of an update is cleared. */
const columnsOf = (f: TApplicationFields) => ({
  type: f.applicationType,
  qualification: f.companyQualification,
  certificateId: null,
  ...legalColumns(f),
  notes: f.notes ?? null,
});

/**
 * The sub-bidang must be active entries of the catalogue (docs/business-rules.md#sub-bidang); the
 * unavailable ones are named as the quote names them.
 */
export async function assertSubBidangAvailable(tx: DbTx, codes: readonly string[]): Promise<void> {
  const unavailable = await unavailableSubBidang(tx, codes);
  if (unavailable.length)
    throw new AppError('VALIDATION_FAILED', {
      message: msg('catalogue.sub_bidang_unavailable', { codes: unavailable.join(', ') }),
      errors: { subBidangCodes: [V.invalid] },
      data: { unavailable_codes: unavailable },
    });
}

/**
 * A renewal or upgrade names the certificate it starts from (docs/business-rules.md#applications,
 * #renewal-window, docs/decisions/069): the company's own, inside the renewal window for a
 * renewal, active for an upgrade, and named by no other live application (the certificates
 * module checks it).
 */
async function resolveCertificate(
  tx: DbTx,
  companyId: number,
  f: TApplicationFields,
  now: Date,
  applicationId?: number,
): Promise<number | null> {
  if (!needsCertificate(f.applicationType)) return null;
  if (!f.certificateUuid) throw new AppError('VALIDATION_FAILED', { errors: { certificateUuid: [V.required] } });
  return checkCertificateBase(tx, {
    companyId,
    type: f.applicationType,
    certificate: { uuid: f.certificateUuid },
    applicationId,
    now,
  });
}

async function writeSubBidang(tx: DbTx, applicationId: number, codes: readonly string[]): Promise<void> {
  await tx.delete(applicationSubBidang).where(eq(applicationSubBidang.applicationId, applicationId));
  await tx
    .insert(applicationSubBidang)
    .values(codes.map((code, position) => ({ applicationId, subBidangCode: code, position })));
}

/**
 * Legal dates a company could not hold (docs/business-rules.md#applications): a date after today
 * (WIB), an NIB date before the deed of establishment. A 422 naming each field, with one sentence
 * saying what is wrong; checked before anything is read or written.
 */
export function assertPlausibleLegalDates(
  body: Partial<Record<TLegalField, string | null | undefined>>,
  now: Date,
): void {
  const errors = implausibleLegalDates(body, wibDate(now));
  const fields = Object.entries(errors);
  if (fields.length)
    throw new AppError('VALIDATION_FAILED', {
      message: msg('applications.legal_dates_implausible'),
      errors: Object.fromEntries(fields.map(([f, key]) => [f, [key]])),
    });
}

/** A code not yet used by any application, deleted drafts included (docs/decisions/026). */
async function freshCodeReg(tx: DbTx): Promise<string> {
  for (let i = 0; i < CODE_REG_ATTEMPTS; i++) {
    const code = generateCodeReg();
    const [taken] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.codeReg, code))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error('no free code_reg after several draws');
}

/** POST applications/create.php: a draft of the caller's company, with its `create` timeline row. */
export async function createApplication(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  body: TApplicationFields,
): Promise<string> {
  const now = deps.clock.now();
  assertPlausibleLegalDates(body, now);
  return deps.db.transaction(async (tx) => {
    const company = await ownCompany(tx, user.id);
    await assertSubBidangAvailable(tx, body.subBidangCodes);
    const certificateId = await resolveCertificate(tx, company.id, body, now);
    const [row] = await tx
      .insert(applications)
      .values({
        ...columnsOf(body),
        certificateId,
        codeReg: await freshCodeReg(tx),
        companyId: company.id,
        createdBy: user.id,
        status: 'draft',
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeSubBidang(tx, row.id, body.subBidangCodes);
    await recordCreation(tx, applicationMachine, {
      row,
      name: 'create',
      actor: { kind: 'owner', userId: user.id },
      now,
    });
    return row.codeReg;
  });
}

const draftOnly = (a: ApplicationRow) => {
  if (a.status !== 'draft') throw invalidTransition(a.status);
};

/** The draft's editable columns as stored (what `columnsOf` writes): the audit row compares them. */
const storedColumns = (a: ApplicationRow): Record<keyof ReturnType<typeof columnsOf>, unknown> => ({
  type: a.type,
  qualification: a.qualification,
  certificateId: a.certificateId,
  ...legalColumns(a),
  notes: a.notes,
});

/** POST applications/update.php: the owner's draft, every field replaced. Audited as `application.update` with the changed fields. */
export async function updateApplication(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  codeReg: string,
  body: TApplicationFields,
): Promise<void> {
  const now = deps.clock.now();
  assertPlausibleLegalDates(body, now);
  await deps.db.transaction(async (tx) => {
    const { application, company } = await findApplication(tx, user, codeReg, { lock: true, asOwner: true });
    draftOnly(application);
    await assertSubBidangAvailable(tx, body.subBidangCodes);
    const certificateId = await resolveCertificate(tx, company.id, body, now, application.id);
    const oldCodes = await tx
      .select({ code: applicationSubBidang.subBidangCode })
      .from(applicationSubBidang)
      .where(eq(applicationSubBidang.applicationId, application.id))
      .orderBy(asc(applicationSubBidang.position));
    await tx
      .update(applications)
      .set({ ...columnsOf(body), certificateId, updatedAt: now })
      .where(eq(applications.id, application.id));
    await writeSubBidang(tx, application.id, body.subBidangCodes);
    const diff = changedFields(
      { ...storedColumns(application), subBidangCodes: oldCodes.map((r) => r.code) },
      { ...columnsOf(body), certificateId, subBidangCodes: [...body.subBidangCodes] },
    );
    if (diff)
      await recordAudit(tx, {
        action: 'application.update',
        entityType: 'application',
        entityId: application.codeReg,
        companyId: company.id,
        ...diff,
        at: now,
      });
  });
}

/**
 * POST applications/delete.php: the owner's draft is soft-deleted (docs/decisions/026): its row
 * and code stay, lists and detail answer it as gone. Audited as `application.delete`.
 */
export async function deleteApplication(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  codeReg: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { application } = await findApplication(tx, user, codeReg, { lock: true, asOwner: true });
    draftOnly(application);
    await tx.update(applications).set({ deletedAt: now, updatedAt: now }).where(eq(applications.id, application.id));
    await recordAudit(tx, {
      action: 'application.delete',
      entityType: 'application',
      entityId: application.codeReg,
      companyId: application.companyId,
      before: { deleted_at: null },
      after: { deleted_at: now.toISOString() },
      at: now,
    });
  });
}
