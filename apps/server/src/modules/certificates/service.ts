import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  ROLE,
  isExpiringSoon,
  type TAdminCertificate,
  type TCertificateListResponse,
  type TCertificatePdfQuery,
} from '@portal/contract';
import type { Db } from '../../db/client';
import {
  applications,
  certificateEvents,
  certificateRevisions,
  certificateVerifications,
  certificates,
  companies,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileReply } from '../../lib/file-reply';
import type { Logger } from '../../lib/logger';
import type { Deps, SessionUser } from '../../types';
import {
  successor,
  successorJoin,
  summaryColumns,
  toAdminCertificateDto,
  toCertificateSummaryDto,
} from './certificate-dto';
import { certificatePublicUrl } from './urls';
import { msg } from '../../lib/server-message';
import { pendingApprovalsOf } from '../approvals';
import { isCompanyOfUser } from '../companies';

/**
 * The company's certificates (docs/business-rules.md#certificates) and the detail both sides read.
 * A company reads only its own: another company's certificate answers 404 like an unknown one.
 */

/** GET certificates/list.php: the caller's company's certificates, newest first, in one query; the summary from the same rows. */
export async function listCertificates(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
): Promise<TCertificateListResponse> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select(summaryColumns)
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .leftJoin(successor, successorJoin)
    .where(isCompanyOfUser(user.id))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const items = rows.map((r) => toCertificateSummaryDto(r, now));
  const active = items.filter((c) => c.status === 'active');
  return {
    items,
    summary: {
      // The menus' rule: "holds a certificate" means an active one (docs/business-rules.md#certificate-issue).
      total_certificates: active.length,
      active_certificates: active.length,
      expiring_soon: active.filter((c) => isExpiringSoon(c.valid_until, now)).length,
      expired: items.filter((c) => c.status === 'expired').length,
    },
  };
}

/** A certificate by UUID with its list columns: any for an admin, the caller's company's own otherwise (else 404). */
async function readableCertificate(db: Db, user: SessionUser, uuid: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      ownerUserId: companies.userId,
      codeReg: applications.codeReg,
      applicationType: applications.type,
    })
    .from(certificates)
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .leftJoin(successor, successorJoin)
    .where(and(eq(certificates.uuid, uuid), user.role === ROLE.ADMIN ? undefined : isCompanyOfUser(user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET certificates/detail.php and admin/certificates/detail.php: the certificate with its revisions, timeline, verifications and QR code. */
export async function certificateDetail(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  user: SessionUser,
  uuid: string,
): Promise<TAdminCertificate> {
  const now = deps.clock.now();
  const row = await readableCertificate(deps.db, user, uuid);
  const c = row.cert;
  const [revisions, events, [verified], [replaces]] = await Promise.all([
    deps.db
      .select({
        revision: certificateRevisions.revision,
        reason: certificateRevisions.reason,
        createdAt: certificateRevisions.createdAt,
        changedFields: certificateRevisions.changedFields,
      })
      .from(certificateRevisions)
      .where(eq(certificateRevisions.certificateId, c.id))
      .orderBy(asc(certificateRevisions.revision)),
    deps.db
      .select({ event: certificateEvents, actorName: users.name, actorRole: users.role })
      .from(certificateEvents)
      .leftJoin(users, eq(users.id, certificateEvents.actorUserId))
      .where(eq(certificateEvents.certificateId, c.id))
      .orderBy(asc(certificateEvents.at), asc(certificateEvents.id)),
    deps.db
      .select({ n: count(), last: max(certificateVerifications.at) })
      .from(certificateVerifications)
      .where(eq(certificateVerifications.certificateId, c.id)),
    c.replacesId === null
      ? [undefined]
      : deps.db
          .select({ uuid: certificates.uuid, number: certificates.number })
          .from(certificates)
          .where(eq(certificates.id, c.replacesId))
          .limit(1),
  ]);
  // A revocation or revision waiting for a second administrator: an administrator's view only.
  const waiting =
    user.role === ROLE.ADMIN
      ? await pendingApprovalsOf(deps.db, 'certificate', [c.uuid], ['certificate.revoke', 'certificate.revise'], now)
      : null;
  const publicUrl = certificatePublicUrl(deps.config.publicUrl, c.uuid);
  return toAdminCertificateDto(
    row,
    {
      application: { codeReg: row.codeReg, type: row.applicationType },
      replaces: replaces ?? null,
      revisions,
      events,
      verifications: { count: Number(verified?.n ?? 0), lastAt: verified?.last ? new Date(verified.last) : null },
      publicUrl,
      qrSvg: await QRCode.toString(publicUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      reader: user,
      now,
    },
    waiting?.get(c.uuid) ?? null,
  );
}

/** A PDF answer: inline to view, attachment to download (the file helper's `mode`). */
export function pdfReply(pdf: Buffer | Readable, name: string, mode: 'view' | 'download', length?: number): FileReply {
  return {
    body: Buffer.isBuffer(pdf) ? Readable.from([pdf]) : pdf,
    type: 'application/pdf',
    length: Buffer.isBuffer(pdf) ? pdf.length : length,
    disposition: `${mode === 'download' ? 'attachment' : 'inline'}; filename="${name}"`,
    headers: { 'Content-Security-Policy': "sandbox; frame-ancestors 'self'" },
  };
}

/**
 * certificates/generate_pdf.php (owner or admin) and admin/certificates/view.php with `uuid`: the
 * stored PDF of one revision (the current one by default), as it was made; unknown revision → 404.
 */
export async function storedCertificatePdf(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  q: Pick<TCertificatePdfQuery, 'uuid' | 'mode'> & { revision?: number },
  log: Logger,
): Promise<FileReply> {
  const row = await readableCertificate(deps.db, user, q.uuid);
  const revision = q.revision ?? row.cert.revision;
  const [rev] = await deps.db
    .select({ storageKey: certificateRevisions.storageKey, sizeBytes: certificateRevisions.sizeBytes })
    .from(certificateRevisions)
    .where(and(eq(certificateRevisions.certificateId, row.cert.id), eq(certificateRevisions.revision, revision)))
    .limit(1);
  if (!rev) throw new AppError('NOT_FOUND');
  const stream = await deps.storage.openRead(rev.storageKey);
  if (!stream) {
    log.error({ uuid: q.uuid, revision }, 'stored certificate PDF missing');
    throw new AppError('NOT_FOUND', { message: msg('files.not_found') });
  }
  const name = `sertifikat-${row.cert.number}${revision > 1 ? `-revisi-${revision}` : ''}.pdf`;
  return pdfReply(stream, name, q.mode, rev.sizeBytes);
}
