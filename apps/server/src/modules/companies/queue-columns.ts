import { asc, count, eq, sql } from 'drizzle-orm';
import { COMPANY_STATUS, DOCUMENT_CATEGORY, DOCUMENT_STATUS, requiredRegistrationDocuments } from '@portal/contract';
import { companies, documents } from '../../db/schema';
import type { Deps } from '../../types';
import type { CompanyRow } from './company-dto';

/**
 * The verification queue's additions to the admin company list (docs/business-rules.md#verification-queue),
 * kept apart from its search and sorts: the `waiting` order and the progress columns.
 */

/** Oldest submission first; companies never submitted go last. Served by companies_status_submitted_idx. */
export const WAITING_ORDER = [sql`${companies.submittedAt} asc nulls last`, asc(companies.id)] as const;

/**
 * The verified current registration document types of the row's company, as one comma-joined
 * text: a subquery in the list's own select (no query per row), on documents_company_idx.
 */
export const verifiedTypesColumn = sql<string | null>`(
  select string_agg(${documents.documentType}, ',')
  from ${documents}
  where ${documents.companyId} = ${companies.id}
    and ${documents.isCurrent} = 1
    and ${documents.category} = ${DOCUMENT_CATEGORY.INITIAL_REGISTRATION}
    and ${documents.status} = ${DOCUMENT_STATUS.VERIFIED}
)`.as('verified_types');

/** `submitted_at` and "x of y required documents verified" of one list row. */
export function queueFields(c: CompanyRow, verifiedTypes: string | null) {
  const required = requiredRegistrationDocuments(c.businessEntityType);
  const verified = new Set((verifiedTypes ?? '').split(',').filter(Boolean));
  return {
    submitted_at: c.submittedAt ? c.submittedAt.toISOString() : null,
    documents_verified: required.filter((t) => verified.has(t)).length,
    documents_required: required.length,
  };
}

/** Companies waiting in the verification queue (the admin menu's badge), on companies_status_submitted_idx. */
export async function countCompaniesWaiting(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.status, COMPANY_STATUS.IN_REVIEW));
  return Number(row?.n ?? 0);
}
