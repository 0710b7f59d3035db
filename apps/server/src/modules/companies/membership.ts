import { eq, sql, type SQL } from 'drizzle-orm';
import { COMPANY_MEMBER_ROLE } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';

/**
 * Whose company an account works for (docs/business-rules.md#company-staff, docs/decisions/104):
 * `users.company_id`, set for the owner by the companies trigger and for staff by the invitation.
 * One indexed lookup by primary key, usable inside any statement: every "own company" check of the
 * company's side goes through it, so an owner and their staff see the same applications, invoices,
 * certificates and documents.
 */
export const companyIdOfUser = (userId: number): SQL<number> =>
  sql<number>`(select ${users.companyId} from ${users} where ${users.id} = ${userId})`;

/** `companies.id` is the company of `userId` (owner or staff). */
export const isCompanyOfUser = (userId: number): SQL => eq(companies.id, companyIdOfUser(userId));

/**
 * What only the company's owner may do (its data, registration documents, members, the leader's
 * profile): staff are refused with 403 `OWNER_ONLY`. An administrator or an account without a
 * company passes here; the route's own checks refuse it as before.
 */
export function assertCompanyOwner(user: Pick<SessionUser, 'companyRole'>): void {
  if (user.companyRole === COMPANY_MEMBER_ROLE.STAFF) throw new AppError('OWNER_ONLY');
}

export const isCompanyStaff = (user: Pick<SessionUser, 'companyRole'>): boolean =>
  user.companyRole === COMPANY_MEMBER_ROLE.STAFF;
