import { eq } from 'drizzle-orm';
import {
  V,
  type TCertificateData,
  type ZRevokeCertificateRequest,
  type ZUpdateCertificateRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import { certificateRevisions, certificates, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { certificateMachine } from '../../lib/state-machines';
import { invalidTransition, transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { catalogueSubBidang } from './certificate-data';
import type { CompanyNotice } from './company-notice';
import { certificateSignature, renderCertificatePdf } from './pdf';
import { pdfSigningKey } from '../signing';
import { withPdfStore } from './pdf-store';
import { setStatusListBit } from './status-list';
import { certificatePageUrl, certificatePublicUrl } from './urls';
import { msg } from '../../lib/server-message';

type CertificateRow = typeof certificates.$inferSelect;

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

/**
 * POST admin/certificates/update.php, Revisi Data SBU (docs/business-rules.md#certificate-revision):
 * an `active` certificate gets new data from its current data and the changes; the number stays,
 * `revision` goes up, a new revision row keeps the reason, the changed fields and a new stored
 * PDF; earlier PDFs stay. Nothing changed → 422; any other status → 409.
 */
export async function reviseCertificate(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'secret'>,
  admin: SessionUser,
  body: z.output<typeof ZUpdateCertificateRequest>,
  noticeToCompany: CompanyNotice,
): Promise<void> {
  const now = deps.clock.now();
  // Read before the certificate is locked (docs/decisions/102).
  const signingKey = await pdfSigningKey(deps);
  await withPdfStore(deps.storage, (store) =>
    deps.db.transaction(async (tx) => {
      const { cert, company } = await lockCertificate(tx, body.uuid);
      if (cert.status !== 'active') throw invalidTransition(cert.status);
      const { next, changed } = await revisedData(tx, cert.data, body);
      if (changed.length === 0)
        throw new AppError('VALIDATION_FAILED', {
          message: msg('certificates.nothing_changed'),
          errors: { company_name: [V.required] },
        });
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
        createdBy: admin.id,
        createdAt: now,
      });
      // The changed fields of the data (with the revision number), before and after, and the reason.
      const pick = (d: TCertificateData) => Object.fromEntries(changed.map((f) => [f, d[f]]));
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
    }),
  );
}

/** POST admin/certificates/revoke.php (docs/business-rules.md#certificate-revocation): `active` → `revoked` with the reason; the company is notified and mailed. */
export async function revokeCertificate(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  admin: SessionUser,
  body: z.output<typeof ZRevokeCertificateRequest>,
  noticeToCompany: CompanyNotice,
): Promise<CertificateRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { cert, company } = await lockCertificate(tx, body.uuid);
    const { row } = await transition(tx, certificateMachine, {
      id: cert.id,
      name: 'revoke',
      actor: { kind: 'admin', userId: admin.id },
      now,
      note: body.reason,
      set: { revokedAt: now, revokeReason: body.reason, updatedAt: now },
    });
    // The credential's status-list bit is set here, inside the revocation itself, so it commits or
    // rolls back with it wherever this runs (a four-eyes approval's transaction too; docs/decisions/102).
    await setStatusListBit(tx, cert.id, now);
    await noticeToCompany(
      tx,
      company,
      'certificate_revoked',
      { number: cert.number, reason: body.reason },
      certificatePageUrl(cert.uuid),
      { publicUrl: deps.config.publicUrl },
    );
    return row;
  });
}
