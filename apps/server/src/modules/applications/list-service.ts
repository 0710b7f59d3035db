import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  addDays,
  wibDate,
  wibStartOfDay,
  type TAdminApplicationListItem,
  type TAdminApplicationListQuery,
  type TAdminDocumentRequestListItem,
  type TAdminDocumentRequestListQuery,
  type TApplicationListItem,
  type TApplicationListQuery,
  type TListResult,
} from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  applicationSubBidang,
  applications,
  companies,
  documentRequests,
  documents,
  invoices,
  users,
} from '../../db/schema';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import type { SessionUser } from '../../types';
import { AppError } from '../../lib/app-error';
import { claimOf, claimsFor } from '../queue';
import { ownCompany } from './access';
import {
  toAdminApplicationListItemDto,
  toAdminDocumentRequestListItemDto,
  toApplicationListItemDto,
  type ApplicationListExtras,
} from './application-dto';

const live = isNull(applications.deletedAt);

/**
 * `q` over code_reg, as people type it: `SP-12345…` or just its digits, matched as a prefix (the
 * `applications_code_reg_prefix_idx` pattern index).
 */
function codeRegPrefix(q: string): SQL | undefined {
  const term = q
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!term) return undefined;
  return like(applications.codeReg, /^\d/.test(term) ? `SP-${term}%` : `${term}%`);
}

/**
 * The parts of a list item that live in other tables, for a whole page at once: three queries
 * whatever the page size (no N+1): the newest invoice, the sub-bidang count and the open
 * requests of each application.
 */
async function extrasOf(db: Db, ids: number[]): Promise<Map<number, ApplicationListExtras>> {
  const out = new Map<number, ApplicationListExtras>(
    ids.map((id) => [id, { invoice: null, subBidangCount: 0, openDocumentRequests: 0 }]),
  );
  if (ids.length === 0) return out;
  const [inv, subs, reqs] = await Promise.all([
    db
      .selectDistinctOn([invoices.applicationId])
      .from(invoices)
      .where(inArray(invoices.applicationId, ids))
      .orderBy(invoices.applicationId, desc(invoices.issuedAt), desc(invoices.id)),
    db
      .select({ id: applicationSubBidang.applicationId, n: count() })
      .from(applicationSubBidang)
      .where(inArray(applicationSubBidang.applicationId, ids))
      .groupBy(applicationSubBidang.applicationId),
    db
      .select({ id: documentRequests.applicationId, n: count() })
      .from(documentRequests)
      .where(and(inArray(documentRequests.applicationId, ids), eq(documentRequests.status, 'open')))
      .groupBy(documentRequests.applicationId),
  ]);
  for (const i of inv) out.get(i.applicationId)!.invoice = i;
  for (const s of subs) out.get(s.id)!.subBidangCount = Number(s.n);
  for (const r of reqs) out.get(r.id)!.openDocumentRequests = Number(r.n);
  return out;
}

const COMPANY_ORDER = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  updated: [desc(applications.updatedAt), desc(applications.id)],
} as const;

/** GET applications/list.php: the caller's company's live applications. */
export async function listOwnApplications(
  db: Db,
  user: SessionUser,
  q: TApplicationListQuery,
): Promise<TListResult<TApplicationListItem>> {
  const company = await ownCompany(db, user.id);
  const where = allOf([
    eq(applications.companyId, company.id),
    live,
    q.status ? eq(applications.status, q.status) : undefined,
    q.type ? eq(applications.type, q.type) : undefined,
    q.q ? codeRegPrefix(q.q) : undefined,
  ]);
  const page = await pagedList(
    q,
    (limit, offset) =>
      db
        .select()
        .from(applications)
        .where(where)
        .orderBy(...COMPANY_ORDER[q.sort ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(applications).where(where),
  );
  const extras = await extrasOf(
    db,
    page.items.map((a) => a.id),
  );
  return { ...page, items: page.items.map((a) => toApplicationListItemDto(a, extras.get(a.id)!)) };
}

type AdminFilter = Omit<TAdminApplicationListQuery, 'page' | 'per_page'>;

/** `from`/`to` (WIB dates, both included) as bounds on an instant column. */
export function wibDateRange(column: typeof applications.createdAt, from?: string, to?: string): SQL | undefined {
  return allOf([
    from ? gte(column, wibStartOfDay(from)) : undefined,
    to ? lt(column, wibStartOfDay(addDays(to, 1))) : undefined,
  ]);
}

/**
 * `q` over code_reg (prefix) or the company's name. The name half is a set of company ids looked up
 * first (thousands of companies against a hundred thousand applications), so the filter needs no
 * join and the count and the page's ids come from the applications' own indexes
 * (docs/decisions/062).
 */
function adminSearch(db: Db, q: string): SQL | undefined {
  const named = db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, likePattern(q.trim())));
  // `= ANY(ARRAY(…))`, not `IN (…)`: PostgreSQL then ORs the code_reg and company indexes into one
  // bitmap instead of testing every application of the status against a hashed list.
  return or(codeRegPrefix(q), sql`${applications.companyId} = any(array(${named}))`);
}

function adminWhere(db: Db, q: AdminFilter): SQL | undefined {
  const search = q.q ? adminSearch(db, q.q) : undefined;
  return allOf([
    live,
    q.status ? eq(applications.status, q.status) : undefined,
    q.type ? eq(applications.type, q.type) : undefined,
    wibDateRange(applications.createdAt, q.from, q.to),
    search,
  ]);
}

/** `waiting`: longest in the current status first (docs/api.md, Admin: applications). */
const ADMIN_ORDER = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  waiting: [asc(applications.statusChangedAt), asc(applications.id)],
} as const;

async function adminPage(db: Db, q: AdminFilter, limit: number, offset: number): Promise<TAdminApplicationListItem[]> {
  // The page's ids first, from the index alone; then their rows and company names (a deep page
  // never joins or reads the rows it skips).
  const ids = (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(adminWhere(db, q))
      .orderBy(...ADMIN_ORDER[q.sort ?? 'newest'])
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const byId = new Map(
    (
      await db
        .select({ application: applications, companyName: companies.name })
        .from(applications)
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(inArray(applications.id, ids))
    ).map((r) => [r.application.id, r]),
  );
  const rows = ids.map((id) => byId.get(id)!);
  const extras = await extrasOf(
    db,
    rows.map((r) => r.application.id),
  );
  return rows.map(({ application: a, companyName }) =>
    toAdminApplicationListItemDto(a, companyName, extras.get(a.id)!),
  );
}

/**
 * GET admin/applications/list.php (Manajemen Permohonan; `type=renewal` is Manajemen Perpanjangan;
 * `status=under_review&sort=waiting` the review queue, `status=approved&sort=waiting` the publish
 * queue), each item with its claim (docs/business-rules.md#claiming).
 */
export async function listAdminApplications(
  db: Db,
  q: TAdminApplicationListQuery,
  now: Date,
): Promise<TListResult<TAdminApplicationListItem>> {
  const countQuery = () => db.select({ n: count() }).from(applications).where(adminWhere(db, q));
  const page = await pagedList(q, (limit, offset) => adminPage(db, q, limit, offset), countQuery);
  const claims = await claimsFor(
    db,
    'application',
    page.items.map((a) => a.code_reg),
    now,
  );
  return { ...page, items: page.items.map((a) => ({ ...a, claimed_by: claims.get(a.code_reg) ?? null })) };
}

/** The export's pages: the list's filter and order (docs/business-rules.md#exports). */
export const exportApplicationsPage = (db: Db, q: AdminFilter) => (limit: number, offset: number) =>
  adminPage(db, q, limit, offset);

const fulfilledDoc = alias(documents, 'fulfilled_document');
const checker = alias(users, 'checker');

/** GET admin/document-requests/list.php (Permohonan Dokumen). */
export async function listAdminDocumentRequests(
  db: Db,
  q: TAdminDocumentRequestListQuery,
  now: Date,
): Promise<TListResult<TAdminDocumentRequestListItem>> {
  const today = wibDate(now);
  const overdue = and(eq(documentRequests.status, 'open'), lt(documentRequests.dueDate, today));
  const term = q.q?.trim();
  const where = allOf([
    live,
    q.status ? eq(documentRequests.status, q.status) : undefined,
    q.overdue === undefined ? undefined : q.overdue ? overdue : not(overdue!),
    q.checked === undefined
      ? undefined
      : q.checked
        ? isNotNull(documentRequests.checkedAt)
        : and(eq(documentRequests.status, 'fulfilled'), isNull(documentRequests.checkedAt)),
    term
      ? or(
          ilike(documentRequests.title, likePattern(term)),
          codeRegPrefix(term),
          ilike(companies.name, likePattern(term)),
        )
      : undefined,
  ]);
  const order = {
    due_date: [asc(documentRequests.dueDate), asc(documentRequests.id)],
    newest: [desc(documentRequests.createdAt), desc(documentRequests.id)],
    oldest: [asc(documentRequests.createdAt), asc(documentRequests.id)],
    // The answered-requests queue: the oldest answer first (index document_requests_answered_idx).
    answered: [asc(documentRequests.fulfilledAt), asc(documentRequests.id)],
  }[q.sort ?? 'due_date'];
  const from = () =>
    db
      .select({
        request: documentRequests,
        codeReg: applications.codeReg,
        applicationStatus: applications.status,
        companyId: companies.id,
        companyName: companies.name,
        fulfilled: fulfilledDoc,
        checkedByName: checker.name,
      })
      .from(documentRequests)
      .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .leftJoin(fulfilledDoc, eq(fulfilledDoc.id, documentRequests.fulfilledDocumentId))
      .leftJoin(checker, eq(checker.id, documentRequests.checkedBy));
  const page = await pagedList(
    q,
    (limit, offset) =>
      from()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(documentRequests)
        .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(where),
  );
  const claims = await claimsFor(
    db,
    'document_request',
    page.items.map((r) => r.request.uuid),
    now,
  );
  return {
    ...page,
    items: page.items.map((r) => toAdminDocumentRequestListItemDto(r, now, claims.get(r.request.uuid) ?? null)),
  };
}

/** One request as Permohonan Dokumen lists it (the answer of check.php). */
export async function listAdminDocumentRequestByUuid(
  db: Db,
  uuid: string,
  now: Date,
): Promise<TAdminDocumentRequestListItem> {
  const [row] = await db
    .select({
      request: documentRequests,
      codeReg: applications.codeReg,
      applicationStatus: applications.status,
      companyId: companies.id,
      companyName: companies.name,
      fulfilled: fulfilledDoc,
      checkedByName: checker.name,
    })
    .from(documentRequests)
    .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(fulfilledDoc, eq(fulfilledDoc.id, documentRequests.fulfilledDocumentId))
    .leftJoin(checker, eq(checker.id, documentRequests.checkedBy))
    .where(eq(documentRequests.uuid, uuid))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminDocumentRequestListItemDto(row, now, await claimOf(db, 'document_request', uuid, now));
}
