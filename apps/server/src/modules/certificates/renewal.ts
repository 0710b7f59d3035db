import { and, eq, isNull, ne } from 'drizzle-orm';
import { V, renewalWindow, renewalWindowState, type TApplicationType } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { applications, certificates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invalidTransition } from '../../lib/transitions';
import { msg } from '../../lib/server-message';

export interface CertificateBaseRequest {
  /** The caller's company: a certificate of another company is not found. */
  companyId: number;
  type: TApplicationType;
  /** By UUID (create/update) or by id (submit re-checks the one stored). */
  certificate: { uuid: string } | { id: number };
  /** The application being updated or submitted: it does not count as a second one. */
  applicationId?: number;
  now: Date;
}

const notFound = () =>
  new AppError('VALIDATION_FAILED', {
    message: msg('certificates.not_found'),
    errors: { certificateUuid: [V.invalid] },
  });

/**
 * The certificate a renewal or upgrade starts from (docs/business-rules.md#renewal-window), checked
 * on create, update and again on submit (the window may close in between). Answers its id.
 * - not the company's, or unknown → 422 on `certificateUuid`;
 * - renewal: `active` or `expired`, and today (WIB) inside the window, else 409
 *   INVALID_TRANSITION with `window_opens` / `window_closes` and a message naming the date;
 * - upgrade: `active`, else 409;
 * - another live application (not deleted, not rejected) already naming it → 409 CONFLICT with its code.
 * The certificate row is locked for the transaction so two drafts naming it at once are
 * serialised and the second sees the first.
 */
export async function checkCertificateBase(tx: DbTx, r: CertificateBaseRequest): Promise<number> {
  const by =
    'uuid' in r.certificate ? eq(certificates.uuid, r.certificate.uuid) : eq(certificates.id, r.certificate.id);
  const [cert] = await tx
    .select({ id: certificates.id, status: certificates.status, validUntil: certificates.validUntil })
    .from(certificates)
    .where(and(by, eq(certificates.companyId, r.companyId)))
    .limit(1)
    .for('update');
  if (!cert) throw notFound();

  if (r.type === 'renewal') {
    const { opens, closes } = renewalWindow(cert.validUntil);
    const data = { window_opens: opens, window_closes: closes, current_status: cert.status };
    if (cert.status !== 'active' && cert.status !== 'expired')
      throw new AppError('INVALID_TRANSITION', { message: msg('transition.refused', { status: cert.status }), data });
    const state = renewalWindowState(cert.validUntil, r.now);
    if (state === 'before')
      throw new AppError('INVALID_TRANSITION', {
        message: msg('certificates.renewal_opens', { date: opens }),
        data,
      });
    if (state === 'after')
      throw new AppError('INVALID_TRANSITION', {
        message: msg('certificates.renewal_closed', { date: closes }),
        data,
      });
  } else if (cert.status !== 'active') {
    throw invalidTransition(cert.status);
  }

  const [taken] = await tx
    .select({ codeReg: applications.codeReg })
    .from(applications)
    .where(
      and(
        eq(applications.certificateId, cert.id),
        isNull(applications.deletedAt),
        ne(applications.status, 'rejected'),
        r.applicationId === undefined ? undefined : ne(applications.id, r.applicationId),
      ),
    )
    .limit(1);
  if (taken)
    throw new AppError('CONFLICT', {
      message: msg('certificates.already_applied', { codeReg: taken.codeReg }),
      data: { code_reg: taken.codeReg },
    });
  return cert.id;
}
