import { count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  wibStartOfDay,
  type TAdminDocument,
  type TAdminDocumentListQuery,
  type TListResult,
} from '@portal/contract';
import { applications, companies, documents, invoices } from '../../db/schema';
import type { Deps } from '../../types';
import { reviewUrl, toAdminDocumentDto } from './document-dto';
import { allOf, likePattern, pagedList } from '../../lib/list-query';

type Filter = Omit<TAdminDocumentListQuery, 'page' | 'per_page'>;

function documentWhere(q: Filter): SQL | undefined {
  return allOf([
    q.q ? or(ilike(documents.originalName, likePattern(q.q)), ilike(companies.name, likePattern(q.q))) : undefined,
    q.status ? eq(documents.status, q.status) : undefined,
    q.document_type ? eq(documents.documentType, q.document_type) : undefined,
    q.category ? eq(documents.category, q.category) : undefined,
    q.company_id ? eq(documents.companyId, q.company_id) : undefined,
    q.current === undefined ? undefined : eq(documents.isCurrent, q.current ? 1 : 0),
    // Upload date as WIB calendar days, both ends included (docs/business-rules.md#time).
    q.from ? gte(documents.uploadedAt, wibStartOfDay(q.from)) : undefined,
    q.to ? lt(documents.uploadedAt, wibStartOfDay(addDays(q.to, 1))) : undefined,
  ]);
}

/**
 * GET admin/documents/list.php (Manajemen Dokumen): every uploaded document, newest first, with
 * its company's name by a join; one query for the page and one count.
 */
export async function listAllDocuments(
  deps: Pick<Deps, 'db'>,
  q: TAdminDocumentListQuery,
): Promise<TListResult<TAdminDocument>> {
  const where = documentWhere(q);
  return pagedList(
    q,
    (limit, offset) => documentsPage(deps, q, limit, offset),
    () =>
      deps.db
        .select({ n: count() })
        .from(documents)
        .leftJoin(companies, eq(companies.id, documents.companyId))
        .where(where),
  );
}

/**
 * A page of Manajemen Dokumen, newest first, each with its company and where it is reviewed (its
 * application and, for a transfer proof, its invoice, by joins: no query per row).
 */
async function documentsPage(
  deps: Pick<Deps, 'db'>,
  q: Filter,
  limit: number,
  offset: number,
): Promise<TAdminDocument[]> {
  const rows = await deps.db
    .select({
      d: documents,
      companyName: companies.name,
      codeReg: applications.codeReg,
      invoiceUuid: invoices.uuid,
      invoiceStatus: invoices.status,
    })
    .from(documents)
    .leftJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(invoices, eq(invoices.id, documents.invoiceId))
    .leftJoin(applications, eq(applications.id, sql`coalesce(${documents.applicationId}, ${invoices.applicationId})`))
    .where(documentWhere(q))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toAdminDocumentDto(r.d, r.companyName, reviewUrl(r.d, r)));
}

/** The export's page reader: the list's filter and order (docs/business-rules.md#exports). */
export const exportDocumentsPage = (deps: Pick<Deps, 'db'>, q: Filter) => (limit: number, offset: number) =>
  documentsPage(deps, q, limit, offset);
