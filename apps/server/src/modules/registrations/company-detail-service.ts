import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requiredRegistrationDocuments, type TAdminCompanyDetailResponse } from '@portal/contract';
import { companies, documents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';
import { toAdminCompanyDto } from '../companies';
import { toReviewedAdminDocumentDto } from '../documents';
import { claimOf } from '../queue';
import { reviewHistory } from '../reviews';
import { toUserDto } from '../users';

/**
 * The administrator's company detail, the workspace of the registration review (docs/decisions/095):
 * it composes the company, its owner, its documents and their reviews, so it lives here, above the
 * modules that own them, rather than in companies (which documents and users depend on).
 */
/** GET admin/companies/detail.php?id=: company, its user and every document with its history. */
export async function getCompanyDetail(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: number,
): Promise<TAdminCompanyDetailResponse> {
  const [row] = await deps.db
    .select({ c: companies, u: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const reviewer = alias(users, 'reviewer');
  const [docs, history, claimedBy] = await Promise.all([
    deps.db
      .select({ d: documents, reviewerName: reviewer.name })
      .from(documents)
      .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
      .where(eq(documents.companyId, id))
      .orderBy(
        asc(documents.category),
        asc(documents.documentType),
        desc(documents.isCurrent),
        desc(documents.uploadedAt),
        desc(documents.id),
      ),
    reviewHistory(deps.db, 'company', id),
    claimOf(deps.db, 'company', id, deps.clock.now()),
  ]);
  return {
    company: toAdminCompanyDto(row.c),
    user: toUserDto(row.u),
    // Each review with its reviewer (docs/business-rules.md#reviewer-history).
    documents: docs.map(({ d, reviewerName }) => toReviewedAdminDocumentDto(d, row.c.name, reviewerName)),
    history,
    required_documents: requiredRegistrationDocuments(row.c.businessEntityType),
    claimed_by: claimedBy,
  };
}
