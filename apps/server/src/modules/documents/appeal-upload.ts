import { and, eq } from 'drizzle-orm';
import { COMPANY_STATUS, wibDate } from '@portal/contract';
import type { Db } from '../../db/client';
import { appeals, companies } from '../../db/schema';
import { isCompanyOfUser } from '../companies';
import { appealDeadline } from '../dashboard';
import { lastRegistrationRejection } from '../reviews';

/**
 * Whether a company may upload a supporting file (category `other`, `dokumen_tambahan`) for an
 * appeal of its own rejected registration (docs/business-rules.md#complaints-and-appeals): its
 * registration is `rejected`, that rejection's appeal window (APPEAL_WINDOW_WORKING_DAYS working
 * days, WIB) has not closed, and it has not been appealed yet. Outside that state the company is
 * not verified and the upload stays 403 DOCUMENTS_NOT_VERIFIED. Read before the upload's
 * transaction (the calendar reads the database itself); the transaction checks the locked
 * company is still `rejected`.
 */
export async function registrationAppealOpen(db: Db, userId: number, now: Date): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(isCompanyOfUser(userId))
    .limit(1);
  if (company?.status !== COMPANY_STATUS.REJECTED) return false;
  const event = await lastRegistrationRejection(db, company.id);
  if (!event) return false;
  if (wibDate(now) > (await appealDeadline(db, event.at))) return false;
  const [appealed] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(
      and(
        eq(appeals.subjectType, 'registration'),
        eq(appeals.subjectKey, String(company.id)),
        eq(appeals.decisionAt, event.at),
      ),
    )
    .limit(1);
  return !appealed;
}
