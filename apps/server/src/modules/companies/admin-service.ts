import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  requiredRegistrationDocuments,
  type TAdminCompanyDetailResponse,
  type TAdminCompanyListItem,
  type TAdminCompanyListQuery,
  type TListResult,
} from '@portal/contract';
import { companies, documents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';
import { allOf, pagedList } from '../../lib/list-query';
import { companySearch } from './company-search';
import { toAdminDocumentDto } from '../documents';
import { toUserDto } from '../users';
import { toCompanyDto } from './company-dto';
import { queueFields, verifiedTypesColumn, WAITING_ORDER } from './queue-columns';
import { reviewHistory } from '../reviews';

type Filter = Omit<TAdminCompanyListQuery, 'page' | 'per_page'>;

/** The search is company-search.ts; the owner it also reads is the list's join on users. */
function companyWhere(q: Filter): SQL | undefined {
  const search = q.q ? companySearch(q.q) : undefined;
  return allOf([search, q.status ? eq(companies.status, q.status) : undefined]);
}

const ORDER = {
  newest: [desc(companies.createdAt), desc(companies.id)],
  oldest: [asc(companies.createdAt), asc(companies.id)],
  // Case and legal form ignored: the generated sort_name (docs/decisions/039).
  name: [asc(companies.sortName), asc(companies.id)],
  waiting: WAITING_ORDER,
} as const;

async function selectCompanies(
  deps: Pick<Deps, 'db'>,
  q: Filter,
  limit: number,
  offset: number,
): Promise<TAdminCompanyListItem[]> {
  const rows = await deps.db
    .select({
      c: companies,
      ownerUuid: users.uuid,
      ownerName: users.name,
      ownerEmail: users.email,
      verifiedTypes: verifiedTypesColumn,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(companyWhere(q))
    .orderBy(...ORDER[q.sort ?? 'newest'])
    .limit(limit)
    .offset(offset);
  return rows.map(({ c, ownerUuid, ownerName, ownerEmail, verifiedTypes }) => ({
    companyId: c.id,
    name: c.name,
    business_entity_type: c.businessEntityType,
    npwp: c.npwp,
    nib: c.nib,
    status: c.status,
    owner_uuid: ownerUuid,
    owner_name: ownerName,
    owner_email: ownerEmail,
    created_at: c.createdAt.toISOString(),
    verified_at: c.verifiedAt ? c.verifiedAt.toISOString() : null,
    ...queueFields(c, verifiedTypes),
  }));
}

/** GET admin/companies/list.php: the page (company + owner by a join) and one count. */
export async function listCompanies(
  deps: Pick<Deps, 'db'>,
  q: TAdminCompanyListQuery,
): Promise<TListResult<TAdminCompanyListItem>> {
  return pagedList(
    q,
    (limit, offset) => selectCompanies(deps, q, limit, offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(companyWhere(q)),
  );
}

/** The export's page reader: the list's filter and order, any page (csv.ts streams them). */
export const exportCompaniesPage = (deps: Pick<Deps, 'db'>, q: Filter) => (limit: number, offset: number) =>
  selectCompanies(deps, q, limit, offset);

/** GET admin/companies/detail.php?id=: company, its user and every document with its history. */
export async function getCompanyDetail(deps: Pick<Deps, 'db'>, id: number): Promise<TAdminCompanyDetailResponse> {
  const [row] = await deps.db
    .select({ c: companies, u: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const reviewer = alias(users, 'reviewer');
  const [docs, history] = await Promise.all([
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
  ]);
  return {
    company: {
      ...toCompanyDto(row.c),
      verified_at: row.c.verifiedAt ? row.c.verifiedAt.toISOString() : null,
      created_at: row.c.createdAt.toISOString(),
      submitted_at: row.c.submittedAt ? row.c.submittedAt.toISOString() : null,
    },
    user: toUserDto(row.u),
    // Each review with its reviewer (docs/business-rules.md#reviewer-history).
    documents: docs.map(({ d, reviewerName }) => ({
      ...toAdminDocumentDto(d, row.c.name),
      reviewed_by_name: d.reviewedBy ? reviewerName : null,
    })),
    history,
    required_documents: requiredRegistrationDocuments(row.c.businessEntityType),
  };
}
