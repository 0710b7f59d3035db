import { eq } from 'drizzle-orm';
import { V, ZRevokeCertificateRequest, ZUpdateCertificateRequest, type TCertificateData } from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import { certificateRevisions, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { certificateMachine } from '../../lib/state-machines';
import { invalidTransition, transition } from '../../lib/transitions';
import type { Deps } from '../../types';
import { catalogueSubBidang } from './certificate-data';
import type { CompanyNotice } from './company-notice';
import { certificateSignature, renderCertificatePdf } from './pdf';
import { pdfStore, type PdfStore } from './pdf-store';
import type { ApprovalActionDef } from '../approvals';
import { pdfSigningKey } from '../signing';
import { setStatusListBit } from './status-list';
import { certificatePageUrl, certificatePublicUrl } from './urls';
import { msg } from '../../lib/server-message';

/** The certificate and its company, the certificate row locked for the rest of the transaction. */
async function lockCertificate(tx: DbTx, uuid: string) {
  const [row] = await tx
    .select({ cert: certificates, company: companies })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.uuid, uuid))
    .for('update', { of: certificates })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The new data and the names of the fields that differ from the current revision's. */
async function revisedData(tx: DbTx, current: TCertificateData, body: z.output<typeof ZUpdateCertificateRequest>) {
  const next: TCertificateData = { ...current };
  if (body.company_name !== undefined) next.company_name = body.company_name;
  if (body.company_address !== undefined) next.company_address = body.company_address;
  if (body.qualification !== undefined) next.qualification = body.qualification;
  if (body.signatory_name !== undefined) next.signatory_name = body.signatory_name;
  if (body.signatory_position !== undefined) next.signatory_position = body.signatory_position;
  if (body.sub_bidang_codes !== undefined) {
    const { items, unavailable } = await catalogueSubBidang(tx, body.sub_bidang_codes);
    if (unavailable.length)
      throw new AppError('VALIDATION_FAILED', {
        errors: { sub_bidang_codes: [V.invalid] },
        data: { unavailable_codes: unavailable },
      });
    next.sub_bidang = items;
  }
  const fields: (keyof typeof body & string)[] = [
    'company_name',
    'company_address',
    'sub_bidang_codes',
    'qualification',
    'signatory_name',
    'signatory_position',
  ];
  const dataKey = (f: string) => (f === 'sub_bidang_codes' ? 'sub_bidang' : f) as keyof TCertificateData;
  const changed = fields
    .filter((f) => body[f] !== undefined && !sameJson(current[dataKey(f)], next[dataKey(f)]))
    .map(dataKey);
  return { next, changed };
}

type ReviseBody = z.output<typeof ZUpdateCertificateRequest>;
type RevokeBody = z.output<typeof ZRevokeCertificateRequest>;

/** The revision's changes that wait for a second administrator: what a certificate says of whom and for what. */
const FOUR_EYES_FIELDS: readonly (keyof TCertificateData)[] = ['company_name', 'sub_bidang'];

/** The active certificate, locked, and what the revision would make of it; nothing changed → 422, not active → 409. */
async function checkedRevision(tx: DbTx, body: ReviseBody) {
  const { cert, company } = await lockCertificate(tx, body.uuid);
  if (cert.status !== 'active') throw invalidTransition(cert.status);
  const { next, changed } = await revisedData(tx, cert.data, body);
  if (changed.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      message: msg('certificates.nothing_changed'),
      errors: { company_name: [V.required] },
    });
  // The changed fields of the data, before and after.
  const pick = (d: TCertificateData) => Object.fromEntries(changed.map((f) => [f, d[f]]));
  return { cert, company, next, changed, pick };
}

/**
 * Revisi Data SBU, carried out (docs/business-rules.md#certificate-revision): an `active` certificate
 * gets new data from its current data and the changes; the number stays, `revision` goes up, a new
 * revision row keeps the reason, the changed fields and a new stored PDF (written through `store`,
 * removed again if the transaction fails); earlier PDFs stay. Nothing changed → 422; any other
 * status → 409. `authorId` is the administrator who asked for it.
 */
async function reviseIn(
  tx: DbTx,
  deps: Deps,
  store: PdfStore,
  authorId: number,
  body: ReviseBody,
  noticeToCompany: CompanyNotice,
): Promise<void> {
  const now = deps.clock.now();
  // Loaded before the transaction by the action's `preload` (docs/decisions/102): here it comes from
  // memory, and no second connection is asked for while the certificate is locked.
  const signingKey = await pdfSigningKey(deps);
  const { cert, company, next, changed, pick } = await checkedRevision(tx, body);
  const revision = cert.revision + 1;
  const pdf = await renderCertificatePdf(
    {
      number: cert.number,
      revision,
      data: next,
      issuedOn: cert.issuedOn,
      validUntil: cert.validUntil,
      publicUrl: certificatePublicUrl(deps.config.publicUrl, cert.uuid),
    },
    certificateSignature(signingKey, cert.number, revision, now),
  );
  const file = await store(pdf);
  await tx.update(certificates).set({ revision, data: next, updatedAt: now }).where(eq(certificates.id, cert.id));
  await tx.insert(certificateRevisions).values({
    certificateId: cert.id,
    revision,
    data: next,
    reason: body.reason,
    changedFields: changed,
    ...file,
    createdBy: authorId,
    createdAt: now,
  });
  // The changed fields of the data (with the revision number), before and after, and the reason.
  await recordAudit(tx, {
    action: 'certificate.revise',
    entityType: 'certificate',
    entityId: cert.uuid,
    companyId: cert.companyId,
    before: { revision: cert.revision, ...pick(cert.data) },
    after: { revision, ...pick(next) },
    reason: body.reason,
    at: now,
  });
  await noticeToCompany(
    tx,
    company,
    'certificate_revised',
    { number: cert.number, revision, reason: body.reason },
    certificatePageUrl(cert.uuid),
    null,
  );
}

/** Revocation, carried out (docs/business-rules.md#certificate-revocation): `active` → `revoked` with the reason; the company is notified and mailed. */
async function revokeIn(
  tx: DbTx,
  deps: Pick<Deps, 'clock' | 'config'>,
  authorId: number,
  body: RevokeBody,
  noticeToCompany: CompanyNotice,
): Promise<void> {
  const now = deps.clock.now();
  const { cert, company } = await lockCertificate(tx, body.uuid);
  await transition(tx, certificateMachine, {
    id: cert.id,
    name: 'revoke',
    actor: { kind: 'admin', userId: authorId },
    now,
    note: body.reason,
    set: { revokedAt: now, revokeReason: body.reason, updatedAt: now },
  });
  // The credential's status-list bit is set here, inside the revocation itself, so it commits or
  // rolls back with it, at once or in a four-eyes approval's transaction (docs/decisions/102).
  await setStatusListBit(tx, cert.id, now);
  await noticeToCompany(
    tx,
    company,
    'certificate_revoked',
    { number: cert.number, reason: body.reason },
    certificatePageUrl(cert.uuid),
    { publicUrl: deps.config.publicUrl },
  );
}

/**
 * The certificates' four-eyes actions (docs/business-rules.md#four-eyes, docs/decisions/101):
 * revoking (POST admin/certificates/revoke.php) and a revision of the company name or the
 * sub-bidang (POST admin/certificates/update.php; any other revision is carried out at once).
 * Each checks the request as acting at once would, and is carried out by the same code.
 */
export function certificateApprovalActions(noticeToCompany: CompanyNotice) {
  const revoke: ApprovalActionDef<RevokeBody> = {
    action: 'certificate.revoke',
    parse: (raw) => ZRevokeCertificateRequest.parse(raw),
    async prepare(tx, _deps, body) {
      const { cert } = await lockCertificate(tx, body.uuid);
      if (cert.status !== 'active') throw invalidTransition(cert.status);
      return {
        entityType: 'certificate',
        entityId: cert.uuid,
        entityLabel: cert.number,
        companyId: cert.companyId,
        before: { status: cert.status },
        after: { status: 'revoked' },
        reason: body.reason,
      };
    },
    execute: (tx, deps, body, run) => revokeIn(tx, deps, run.requesterId, body, noticeToCompany),
  };
  const revise: ApprovalActionDef<ReviseBody> = {
    action: 'certificate.revise',
    parse: (raw) => ZUpdateCertificateRequest.parse(raw),
    async prepare(tx, _deps, body) {
      const { cert, next, changed, pick } = await checkedRevision(tx, body);
      return {
        entityType: 'certificate',
        entityId: cert.uuid,
        entityLabel: cert.number,
        companyId: cert.companyId,
        before: pick(cert.data),
        after: pick(next),
        reason: body.reason,
        needsApproval: changed.some((f) => FOUR_EYES_FIELDS.includes(f)),
      };
    },
    preload: async (deps) => void (await pdfSigningKey(deps)),
    execute: (tx, deps, body, run) =>
      reviseIn(
        tx,
        deps,
        pdfStore(deps.storage, (key) => run.onRollback(() => deps.storage.remove(key))),
        run.requesterId,
        body,
        noticeToCompany,
      ),
  };
  return { 'certificate.revoke': revoke, 'certificate.revise': revise } as const;
}
