import { and, asc, count, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  wibDate,
  type TAdminCertificateListItem,
  type TAdminCertificateListQuery,
  type TListResult,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { applications, certificates, companies } from '../../db/schema';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import { successor, successorJoin, summaryColumns, toAdminCertificateListItemDto } from './certificate-dto';

type Filter = Omit<TAdminCertificateListQuery, 'page' | 'per_page'>;

/** `q` as a number prefix, typed in any case; digits alone are read as `SBU-…` (the `certificates_number_prefix_idx` pattern index). */
function numberPrefix(q: string): SQL | undefined {
  const term = q
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!term) return undefined;
  return like(certificates.number, /^\d/.test(term) ? `SBU-${term}%` : `${term}%`);
}

/**
 * `q` over the number (prefix) or the company's name (the trigram index on companies.name): the
 * name half is a set of company ids looked up first, like the applications list (docs/decisions/062).
 */
function search(db: Db, q: string): SQL | undefined {
  const named = db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, likePattern(q.trim())));
  return or(numberPrefix(q), sql`${certificates.companyId} = any(array(${named}))`);
}

function where(db: Db, q: Filter, now: Date): SQL | undefined {
  const today = wibDate(now);
  return allOf([
    q.status ? eq(certificates.status, q.status) : undefined,
    // Active and ending between today and today + N (WIB dates, both included).
    q.expiring_within_days !== undefined
      ? and(
          eq(certificates.status, 'active'),
          gte(certificates.validUntil, today),
          lte(certificates.validUntil, addDays(today, q.expiring_within_days)),
        )
      : undefined,
    q.q ? search(db, q.q) : undefined,
  ]);
}

const ORDER = {
  newest: [desc(certificates.issuedAt), desc(certificates.id)],
  oldest: [asc(certificates.issuedAt), asc(certificates.id)],
  valid_until: [asc(certificates.validUntil), asc(certificates.id)],
} as const;

/** One page: the ids from the indexes alone, then their rows with the application code and successor. */
async function page(db: Db, q: Filter, now: Date, limit: number, offset: number): Promise<TAdminCertificateListItem[]> {
  const ids = (
    await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(where(db, q, now))
      .orderBy(...ORDER[q.sort ?? 'newest'])
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      cert: certificates,
      codeReg: applications.codeReg,
      successorUuid: successor.uuid,
      successorNumber: successor.number,
      successorKind: summaryColumns.successorKind,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .leftJoin(successor, successorJoin)
    .where(inArray(certificates.id, ids));
  const byId = new Map(rows.map((r) => [r.cert.id, r]));
  return ids.map((id) => toAdminCertificateListItemDto(byId.get(id)!, now));
}

/** GET admin/certificates/list.php (Daftar SBU Terbit). */
export async function listAdminCertificates(
  db: Db,
  q: TAdminCertificateListQuery,
  now: Date,
): Promise<TListResult<TAdminCertificateListItem>> {
  return pagedList(
    q,
    (limit, offset) => page(db, q, now, limit, offset),
    () =>
      db
        .select({ n: count() })
        .from(certificates)
        .where(where(db, q, now)),
  );
}

/** The export's pages: the list's filter and order (docs/business-rules.md#exports). */
export const exportCertificatesPage = (db: Db, q: Filter, now: Date) => (limit: number, offset: number) =>
  page(db, q, now, limit, offset);
