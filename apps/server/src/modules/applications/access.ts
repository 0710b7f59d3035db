import { and, eq, isNull } from 'drizzle-orm';
import { ROLE } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applications, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { isCompanyOfUser, type CompanyRow } from '../companies';
import { msg } from '../../lib/server-message';

export type ApplicationRow = typeof applications.$inferSelect;

/** The caller's company (as its owner or staff); an administrator has none and cannot act as a company (403). */
export async function ownCompany(db: DbOrTx, userId: number): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(isCompanyOfUser(userId)).limit(1);
  if (!company) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return company;
}

/**
 * A live application by its code (docs/business-rules.md#applications): an administrator reads
 * any, a company only its own; another company's, an unknown or a deleted one answer the same
 * 404, so codes cannot be probed. `lock` takes the row for the rest of the transaction (first in
 * the lock order of docs/decisions/026).
 */
export async function findApplication(
  db: DbOrTx,
  user: SessionUser,
  codeReg: string,
  opts: { lock?: boolean; asOwner?: boolean } = {},
): Promise<{ application: ApplicationRow; company: CompanyRow }> {
  // A company-only action (edit, submit, withdraw, fulfil) by an administrator: 403, not 404.
  if (opts.asOwner && user.role === ROLE.ADMIN)
    throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  const ownerOnly = user.role !== ROLE.ADMIN;
  const where = and(
    eq(applications.codeReg, codeReg),
    isNull(applications.deletedAt),
    ownerOnly ? isCompanyOfUser(user.id) : undefined,
  );
  const query = db
    .select({ application: applications, company: companies })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(where)
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
