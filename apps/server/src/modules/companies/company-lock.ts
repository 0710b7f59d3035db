import { COMPANY_STATUS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CompanyRow } from './company-dto';
import { isCompanyOfUser } from './membership';
import { msg } from '../../lib/server-message';

/**
 * The caller's company (as its owner or staff), locked for the rest of the transaction so uploads,
 * deletes, submission and the admin's decision on one company run one after another.
 */
export async function lockOwnCompany(tx: DbOrTx, userId: number): Promise<CompanyRow> {
  const [company] = await tx.select().from(companies).where(isCompanyOfUser(userId)).for('update').limit(1);
  // An administrator account has no company and no registration documents.
  if (!company) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return company;
}

/** Verified or active: the registration was approved (docs/business-rules.md#company-status). */
export const isCompanyApproved = (company: CompanyRow) =>
  company.status === COMPANY_STATUS.VERIFIED || company.status === COMPANY_STATUS.ACTIVE;
