import { eq } from 'drizzle-orm';
import { COMPANY_STATUS, DOCUMENT_STATUS, type TRemindCompanyResponse } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Deps, SessionUser } from '../../types';
import { lastReviewAt, recordReview } from '../reviews';
import { notifyStalledRegistration } from './reminder-notice';
import { currentRegistrationDocuments, missingCompanyFields, missingDocuments } from './requirements';
import { msg } from '../../lib/server-message';

const DAY_MS = 24 * 60 * 60_000;
/** Reminders go to companies that have not (re)submitted: before the first submission or after a rejection. */
const REMINDABLE: readonly string[] = [COMPANY_STATUS.UNVERIFIED, COMPANY_STATUS.REJECTED];

/**
 * POST admin/companies/remind.php (docs/business-rules.md#reminders): a notification and an e-mail
 * listing what the company still lacks; at most one per company per 24 hours (429 with
 * Retry-After), only before a submission (409). The company row is locked, so two clerks
 * clicking at once send one reminder. The mail is queued in the same transaction.
 */
export async function remindStalledCompany(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  admin: Pick<SessionUser, 'id' | 'name'>,
  companyId: number,
): Promise<TRemindCompanyResponse> {
  return deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!company) throw new AppError('NOT_FOUND');
    if (!REMINDABLE.includes(company.status))
      throw new AppError('INVALID_TRANSITION', { message: msg('registrations.remind_not_stalled') });
    const now = deps.clock.now();
    const last = await lastReviewAt(tx, 'company', company.id, 'remind');
    if (last && now.getTime() - last.getTime() < DAY_MS) {
      const retryAfterS = Math.ceil((last.getTime() + DAY_MS - now.getTime()) / 1000);
      throw new AppError('RATE_LIMITED', {
        message: msg('registrations.remind_too_soon'),
        retryAfterS,
        data: { wait_time: retryAfterS },
      });
    }
    const [owner] = await tx.select().from(users).where(eq(users.id, company.userId)).limit(1);
    const docs = await currentRegistrationDocuments(tx, company.userId);
    const missingFields = missingCompanyFields(company);
    const missingDocs = missingDocuments(company.businessEntityType, docs, [
      DOCUMENT_STATUS.UPLOADED,
      DOCUMENT_STATUS.VERIFIED,
    ]);
    await notifyStalledRegistration(deps, tx, {
      userId: owner.id,
      to: owner.email,
      name: owner.name,
      companyName: company.name,
      missingFields,
      missingDocuments: missingDocs,
    });
    await recordReview(tx, { entity: 'company', entityId: company.id, action: 'remind', actor: admin, at: now });
    await recordAudit(tx, {
      action: 'company.remind',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      after: { missing_fields: missingFields, missing_documents: missingDocs },
      at: now,
    });
    return { missing_fields: missingFields, missing_documents: missingDocs, reminded_at: now.toISOString() };
  });
}
