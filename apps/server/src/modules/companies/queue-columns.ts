import { asc, count, eq, sql } from 'drizzle-orm';
import { COMPANY_STATUS, DOCUMENT_CATEGORY, DOCUMENT_STATUS } from '@portal/contract';
import { companies, documents } from '../../db/schema';
import type { Deps } from '../../types';

/**
 * The verification queue's additions to the admin company list (docs/business-rules.md#verification-queue),
 * kept apart from its search and sorts: the `waiting` order and the progress columns.
 */

/** Oldest submission first; companies never submitted go last. Served by companies_status_submitted_idx. */
export const WAITING_ORDER = [sql`${companies.submittedAt} asc nulls last`, asc(companies.id)] as const;

/**
 * The verified current registration document types of the row's company, as one comma-joined
 * text: a subquery in the list's own select (no query per row), on documents_company_idx; the list
 * item's mapper (company-dto.ts) counts them against the required types.
 */
export const verifiedTypesColumn = sql<string | null>`(
  select string_agg(${documents.documentType}, ',')
  from ${documents}
  where ${documents.companyId} = ${companies.id}
    and ${documents.isCurrent} = 1
    and ${documents.category} = ${DOCUMENT_CATEGORY.INITIAL_REGISTRATION}
    and ${documents.status} = ${DOCUMENT_STATUS.VERIFIED}
)`.as('verified_types');

/** Companies waiting in the verification queue (the admin menu's badge), on companies_status_submitted_idx. */
export async function countCompaniesWaiting(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.status, COMPANY_STATUS.IN_REVIEW));
  return Number(row?.n ?? 0);
}
