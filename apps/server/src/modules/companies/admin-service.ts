import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { type TAdminCompanyListItem, type TAdminCompanyListQuery, type TListResult } from '@portal/contract';
import { companies, users } from '../../db/schema';
import type { Deps } from '../../types';
import { allOf, pagedList } from '../../lib/list-query';
import { claimsFor } from '../queue';
import { companySearch } from './company-search';
import { toAdminCompanyListItemDto } from './company-dto';
import { verifiedTypesColumn, WAITING_ORDER } from './queue-columns';

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
  return rows.map(({ c, ownerUuid, ownerName, ownerEmail, verifiedTypes }) =>
    toAdminCompanyListItemDto(c, { uuid: ownerUuid, name: ownerName, email: ownerEmail }, verifiedTypes),
  );
}

/**
 * GET admin/companies/list.php: the page (company + owner by a join), one count, and the page's
 * claims (docs/business-rules.md#claiming) in one more query.
 */
export async function listCompanies(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: TAdminCompanyListQuery,
): Promise<TListResult<TAdminCompanyListItem>> {
  const page = await pagedList(
    q,
    (limit, offset) => selectCompanies(deps, q, limit, offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(companyWhere(q)),
  );
  const claims = await claimsFor(
    deps.db,
    'company',
    page.items.map((c) => c.companyId),
    deps.clock.now(),
  );
  return { ...page, items: page.items.map((c) => ({ ...c, claimed_by: claims.get(String(c.companyId)) ?? null })) };
}

/** The export's page reader: the list's filter and order, any page (csv.ts streams them). */
export const exportCompaniesPage = (deps: Pick<Deps, 'db'>, q: Filter) => (limit: number, offset: number) =>
  selectCompanies(deps, q, limit, offset);
