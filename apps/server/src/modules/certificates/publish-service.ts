import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  APPLICATION_STATUS,
  certificateSequenceKey,
  formatCertificateNumber,
  successorValidUntil,
  wibDate,
  type TCertificateData,
  type TCertificateDraftResponse,
  type TPublishCertificateResponse,
  type ZPublishCertificateRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbOrTx, DbTx } from '../../db/client';
import { applicationEvents, applications, certificateRevisions, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { nextSequenceValue } from '../../lib/sequences';
import { applicationMachine, certificateMachine } from '../../lib/state-machines';
import { invalidTransition, recordCreation, transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import type { CompanyRow } from '../companies';
import { readSettings } from '../settings';
import { applicationSubBidangSnapshot, certificateData } from './certificate-data';
import { claimOf } from '../queue';
import { toCertificateDraftDto, toCertificateRefDto, toPublishedCertificateDto } from './certificate-dto';
import type { CompanyNotice } from './company-notice';
import { certificateSignature, renderCertificatePdf } from './pdf';
import { pdfSigningKey, type TPdfSigningKey } from '../signing';
import { withPdfStore, type StoredPdf } from './pdf-store';
import { setStatusListBit } from './status-list';
import { certificatePageUrl, certificatePreviewUrl, certificatePublicUrl } from './urls';
import { msg } from '../../lib/server-message';

type ApplicationRow = typeof applications.$inferSelect;
type PublishDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'secret'>;

/** A live application by code with its company (admins read any); `lock` takes the application row first (docs/decisions/026). */
async function applicationByCode(
  db: DbOrTx,
  codeReg: string,
  lock: boolean,
): Promise<{ application: ApplicationRow; company: CompanyRow }> {
  const query = db
    .select({ application: applications, company: companies })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.codeReg, codeReg), isNull(applications.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const certificateOfApplication = async (db: DbOrTx, applicationId: number) =>
  (
    await db
      .select({ id: certificates.id, uuid: certificates.uuid, number: certificates.number })
      .from(certificates)
      .where(eq(certificates.applicationId, applicationId))
      .limit(1)
  )[0];

/** The certificate a renewal or upgrade names (it is superseded on publication). */
async function replacedCertificate(db: DbOrTx, application: ApplicationRow, lock: boolean) {
  if (application.type === 'new' || application.certificateId === null) return null;
  const query = db
    .select({
      id: certificates.id,
      uuid: certificates.uuid,
      number: certificates.number,
      validUntil: certificates.validUntil,
    })
    .from(certificates)
    .where(eq(certificates.id, application.certificateId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The administrator who approved the application (its latest review decision `approve`), or null. */
async function approverOf(db: DbOrTx, applicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ actor: applicationEvents.actorUserId })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.name, 'approve')))
    .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
    .limit(1);
  return row?.actor ?? null;
}

/**
 * Separation of duties (docs/business-rules.md#separation-of-duties; ISO/IEC 17065 §7.6): while the
 * setting is on, whoever approved the application does not publish its certificate.
 */
const separationRefuses = async (db: DbOrTx, on: boolean, applicationId: number, adminId: number) =>
  on && (await approverOf(db, applicationId)) === adminId;

/**
 * GET admin/certificates/draft.php (docs/business-rules.md#certificate-issue): what publishing
 * would print today, with the signatory of the settings, and why it would be refused (for this
 * reader: `SEPARATION_OF_DUTIES` when they approved the application).
 */
export async function certificateDraft(
  deps: Pick<Deps, 'db' | 'clock'>,
  reader: SessionUser | null,
  codeReg: string,
): Promise<TCertificateDraftResponse> {
  const { application, company } = await applicationByCode(deps.db, codeReg, false);
  const [settings, existing, replaced, subBidang, claimedBy] = await Promise.all([
    readSettings(deps.db),
    certificateOfApplication(deps.db, application.id),
    replacedCertificate(deps.db, application, false),
    applicationSubBidangSnapshot(deps.db, application.id),
    claimOf(deps.db, 'application', application.codeReg, deps.clock.now()),
  ]);
  const issuedOn = wibDate(deps.clock.now());
  const blockers: string[] = [];
  if (existing) blockers.push('ALREADY_PUBLISHED');
  else if (application.status !== APPLICATION_STATUS.APPROVED) blockers.push('NOT_APPROVED');
  if (!settings.signatory_name.trim() || !settings.signatory_position.trim()) blockers.push('SIGNATORY_MISSING');
  if (!settings.body_name.trim()) blockers.push('BODY_NAME_MISSING');
  if (reader && (await separationRefuses(deps.db, settings.separation_of_duties, application.id, reader.id)))
    blockers.push('SEPARATION_OF_DUTIES');
  return toCertificateDraftDto({
    application: { codeReg: application.codeReg, type: application.type },
    companyId: company.id,
    data: certificateData({
      company,
      qualification: application.qualification,
      subBidang,
      signatory: { name: settings.signatory_name, position: settings.signatory_position },
      settings,
    }),
    issuedOn,
    validUntil: successorValidUntil(
      application.type,
      replaced?.validUntil ?? null,
      issuedOn,
      settings.certificate_validity_years,
    ),
    validityYears: settings.certificate_validity_years,
    replaces: replaced,
    blockers,
    previewUrl: certificatePreviewUrl(application.codeReg),
    claimedBy,
  });
}

/** The preview PDF of an approved, unpublished application (nothing stored; no number, no QR code). */
export async function certificatePreviewPdf(deps: Pick<Deps, 'db' | 'clock'>, codeReg: string): Promise<Buffer> {
  const draft = await certificateDraft(deps, null, codeReg);
  if (draft.blockers.includes('ALREADY_PUBLISHED'))
    throw new AppError('CONFLICT', { message: msg('certificates.already_published') });
  if (draft.blockers.includes('NOT_APPROVED')) {
    const [row] = await deps.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.codeReg, codeReg));
    throw invalidTransition(row!.status);
  }
  return renderCertificatePdf({
    number: null,
    revision: 1,
    data: draft.data,
    issuedOn: draft.issued_on,
    validUntil: draft.valid_until,
    publicUrl: null,
  });
}

/**
 * POST admin/certificates/publish.php (docs/business-rules.md#certificate-issue), ONE transaction:
 * the application is locked, then checked (no certificate yet, `approved`, a body name in the
 * settings); the number is taken from the `SBU-YYYY` counter (gapless: a rollback gives it back,
 * docs/decisions/064); the data is frozen; the certificate, revision 1 with its stored PDF and the
 * `publish` event are written; the application completes; a renewal's or upgrade's certificate is
 * superseded; a `verified` company becomes `active`; the company is notified and mailed.
 */
export async function publishCertificate(
  deps: PublishDeps,
  admin: SessionUser,
  body: z.output<typeof ZPublishCertificateRequest>,
  noticeToCompany: CompanyNotice,
): Promise<TPublishCertificateResponse['certificate']> {
  const now = deps.clock.now();
  // The signing key is read before any lock is taken: inside, signing is the worker's few milliseconds.
  const signingKey = await pdfSigningKey(deps);
  return withPdfStore(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const { application, company } = await applicationByCode(tx, body.code_reg, true);
      const existing = await certificateOfApplication(tx, application.id);
      if (existing)
        throw new AppError('CONFLICT', {
          message: msg('certificates.already_published'),
          data: { certificate: toCertificateRefDto(existing) },
        });
      if (application.status !== APPLICATION_STATUS.APPROVED) throw invalidTransition(application.status);
      const settings = await readSettings(tx);
      if (await separationRefuses(tx, settings.separation_of_duties, application.id, admin.id))
        throw new AppError('SEPARATION_OF_DUTIES');
      if (!settings.body_name.trim())
        throw new AppError('CONFLICT', {
          message: msg('certificates.body_name_missing'),
          data: { missing: ['body_name'] },
        });
      // After the application: the lock order of docs/decisions/026.
      const replaced = await replacedCertificate(tx, application, true);

      const data = certificateData({
        company,
        qualification: application.qualification,
        subBidang: await applicationSubBidangSnapshot(tx, application.id),
        signatory: { name: body.signatory_name, position: body.signatory_position },
        settings,
      });
      const actor = { kind: 'admin', userId: admin.id } as const;
      const { uuid, number, validUntil } = await issueCertificate(tx, store, {
        application,
        companyId: company.id,
        replacesId: replaced?.id ?? null,
        replacedValidUntil: replaced?.validUntil ?? null,
        data,
        validityYears: settings.certificate_validity_years,
        publishedBy: admin.id,
        now,
        publicUrl: deps.config.publicUrl,
        signingKey,
      });
      await transition(tx, applicationMachine, {
        id: application.id,
        name: 'complete',
        actor,
        now,
        set: { updatedAt: now },
      });
      if (replaced) await supersede(tx, replaced.id, number, actor, now);
      await activateCompany(tx, company.id, now);
      await noticeToCompany(
        tx,
        company,
        'certificate_published',
        { number, codeReg: application.codeReg, validUntil },
        certificatePageUrl(uuid),
        { publicUrl: deps.config.publicUrl },
      );
      return toPublishedCertificateDto({ uuid, number, validUntil });
    }),
  );
}

async function supersede(
  tx: DbTx,
  id: number,
  successorNumber: string,
  actor: { kind: 'admin'; userId: number },
  now: Date,
): Promise<void> {
  await transition(tx, certificateMachine, {
    id,
    name: 'supersede',
    actor,
    now,
    note: msg('certificates.superseded_note', { number: successorNumber }).text,
    set: { updatedAt: now },
  });
  // Its credential's status-list bit, in the same transaction (docs/decisions/102).
  await setStatusListBit(tx, id, now);
}

export interface IssueInput {
  application: Pick<ApplicationRow, 'id' | 'type'>;
  companyId: number;
  replacesId: number | null;
  /** The last valid day of the certificate a renewal or upgrade replaces: no paid day is lost (successorValidUntil). */
  replacedValidUntil?: string | null;
  data: TCertificateData;
  validityYears: number;
  publishedBy: number;
  /** The publishing instant: the issue date is its WIB date, the number its WIB year's. */
  now: Date;
  publicUrl: string;
  /** Signs the PDF on the worker (docs/decisions/102); null only for demo data made without the server secret. */
  signingKey: TPdfSigningKey | null;
}

/**
 * The certificate rows of a publication, in the caller's transaction: the number from the
 * year's counter (docs/decisions/064), revision 1 with its PDF stored (docs/decisions/063) and
 * the `publish` event. The caller has made every check and does the rest (the application's
 * transition, the notice).
 */
export async function issueCertificate(
  tx: DbTx,
  store: (pdf: Buffer) => Promise<StoredPdf>,
  input: IssueInput,
): Promise<{ id: number; uuid: string; number: string; validUntil: string }> {
  const { now } = input;
  const issuedOn = wibDate(now);
  const validUntil = successorValidUntil(
    input.application.type,
    input.replacedValidUntil ?? null,
    issuedOn,
    input.validityYears,
  );
  const year = issuedOn.slice(0, 4);
  // The counter row stays locked until the transaction ends: keep what follows short.
  const number = formatCertificateNumber(year, await nextSequenceValue(tx, certificateSequenceKey(year)));
  const uuid = randomUUID();
  const pdf = await renderCertificatePdf(
    {
      number,
      revision: 1,
      data: input.data,
      issuedOn,
      validUntil,
      publicUrl: certificatePublicUrl(input.publicUrl, uuid),
    },
    certificateSignature(input.signingKey, number, 1, now),
  );
  const file = await store(pdf);
  const [cert] = await tx
    .insert(certificates)
    .values({
      uuid,
      number,
      applicationId: input.application.id,
      companyId: input.companyId,
      replacesId: input.replacesId,
      status: 'active',
      statusChangedAt: now,
      revision: 1,
      data: input.data,
      issuedAt: now,
      issuedOn,
      validUntil,
      publishedBy: input.publishedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordCreation(tx, certificateMachine, {
    row: cert,
    name: 'publish',
    actor: { kind: 'admin', userId: input.publishedBy },
    now,
  });
  await tx.insert(certificateRevisions).values({
    certificateId: cert.id,
    revision: 1,
    data: input.data,
    reason: null,
    changedFields: [],
    ...file,
    createdBy: input.publishedBy,
    createdAt: now,
  });
  return { id: cert.id, uuid, number, validUntil };
}

/** A verified company holding its first certificate becomes `active` (docs/business-rules.md#company-status). */
export async function activateCompany(tx: DbTx, companyId: number, now: Date): Promise<void> {
  const activated = await tx
    .update(companies)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(companies.id, companyId), eq(companies.status, 'verified')))
    .returning({ id: companies.id });
  if (activated.length > 0)
    await recordAudit(tx, {
      action: 'company.activate',
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: { status: 'verified' },
      after: { status: 'active' },
      at: now,
    });
}
