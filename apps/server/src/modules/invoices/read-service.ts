import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY,
  clockYears,
  invoiceClock,
  ROLE,
  addDays,
  normalizeTransId,
  wibStartOfDay,
  type TAdminInvoiceListItem,
  type TAdminInvoiceListQuery,
  type TAdminInvoiceSummary,
  type TInvoice,
  type TInvoiceListItem,
  type TInvoiceListQuery,
  type TListResult,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applications, companies, documents, invoiceEvents, invoices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invoiceVerificationCode } from '../../lib/invoice-code';
import { allOf, likePattern, pagedList } from '../../lib/list-query';
import type { Deps, SessionUser } from '../../types';
import type { DocumentRow } from '../documents';
import { pendingApprovalsOf } from '../approvals';
import { claimOf } from '../queue';
import {
  toAdminInvoiceListItemDto,
  toAdminInvoiceSummaryDto,
  toInvoiceDto,
  toInvoiceListItemDto,
  type InvoiceApplication,
  type InvoiceEventRow,
  type InvoiceRow,
} from './invoice-dto';
import { msg } from '../../lib/server-message';
import { companyIdOfUser, isCompanyOfUser } from '../companies';
import { holidaySet } from '../dashboard';

/** The columns of the application every invoice answer names. */
export const applicationRef = { code_reg: applications.codeReg, type: applications.type, status: applications.status };

/** The caller's company id (owner or staff), or a 403 for an account without one (an admin calling a company-only list). */
export async function ownCompanyId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(isCompanyOfUser(userId)).limit(1);
  if (!row) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return row.id;
}

/**
 * The condition that a reader may see an invoice: an admin any, a company only its own. For
 * anyone else the invoice does not exist (404, so uuids cannot be probed).
 */
export function readableBy(db: DbOrTx, user: SessionUser): SQL | undefined {
  if (user.role === ROLE.ADMIN) return undefined;
  return eq(invoices.companyId, companyIdOfUser(user.id));
}

/** `q` by a typed number: the whole of it or any part (a company has few invoices). */
const transIdContains = (q: string) => ilike(invoices.transId, likePattern(normalizeTransId(q)));

function companySort(sort: TInvoiceListQuery['sort']) {
  switch (sort) {
    case 'oldest':
      return [asc(invoices.issuedAt), asc(invoices.id)];
    case 'due_date':
      return [asc(invoices.dueDate), asc(invoices.id)];
    default:
      return [desc(invoices.issuedAt), desc(invoices.id)];
  }
}

/** transactions/list.php: the caller's company's invoices (index invoices_company_issued_idx and the 0010 ones). */
export async function listOwnInvoices(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: TInvoiceListQuery,
): Promise<TListResult<TInvoiceListItem>> {
  const companyId = await ownCompanyId(deps.db, user.id);
  const where = allOf([
    eq(invoices.companyId, companyId),
    q.status ? eq(invoices.status, q.status) : undefined,
    q.q ? transIdContains(q.q) : undefined,
  ]);
  return pagedList(
    q,
    async (limit, offset) => {
      const rows = await deps.db
        .select({ inv: invoices, app: applicationRef })
        .from(invoices)
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .where(where)
        .orderBy(...companySort(q.sort))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => toInvoiceListItemDto(r.inv, r.app));
    },
    () => deps.db.select({ n: count() }).from(invoices).where(where),
  );
}

/**
 * transactions/detail.php: the invoice (owner or admin) with its application, status history
 * and transfer proofs — three queries whatever the history's length.
 */
export async function invoiceDetail(
  deps: Pick<Deps, 'db' | 'secret' | 'clock'>,
  user: SessionUser | null,
  uuid: string,
  db: DbOrTx = deps.db,
): Promise<TInvoice> {
  const [found] = await db
    .select({ inv: invoices, app: applicationRef })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(and(eq(invoices.uuid, uuid), user ? readableBy(db, user) : undefined))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', { message: msg('invoices.not_found') });
  const now = deps.clock.now();
  // One after another: inside a transaction the statements share one connection.
  const events = await invoiceHistory(db, found.inv.id);
  const proofs = await invoiceProofs(db, found.inv.id);
  // The applicant's clock counts the admin dashboard's working days (docs/business-rules.md#applicant-clock).
  const holidays = await holidaySet(db, ...clockYears(found.inv.statusChangedAt, now), now.getTime());
  const clock = invoiceClock(found.inv, holidays, now);
  // An administrator (or the server answering one: `user` null) also reads who handles it.
  const admin = !user || user.role === ROLE.ADMIN;
  const claimedBy = admin ? await claimOf(db, 'invoice', found.inv.uuid, now) : null;
  return toInvoiceDto(
    found.inv,
    found.app,
    events,
    proofs,
    invoiceVerificationCode(deps.secret, found.inv.transId),
    clock,
    admin ? { claimedBy } : undefined,
  );
}

async function invoiceHistory(db: DbOrTx, invoiceId: number): Promise<InvoiceEventRow[]> {
  return db
    .select({
      name: invoiceEvents.name,
      fromStatus: invoiceEvents.fromStatus,
      toStatus: invoiceEvents.toStatus,
      at: invoiceEvents.at,
      note: invoiceEvents.note,
      actorName: users.name,
      actorRole: users.role,
    })
    .from(invoiceEvents)
    .leftJoin(users, eq(users.id, invoiceEvents.actorUserId))
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id));
}

/** Transfer proofs of an invoice, newest first (index documents_invoice_idx). */
async function invoiceProofs(db: DbOrTx, invoiceId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.invoiceId, invoiceId), eq(documents.category, DOCUMENT_CATEGORY.PAYMENT_PROOF)))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
}

/** An invoice the reader may see, with its application (PDFs); 404 otherwise. */
export async function findReadableInvoice(
  db: DbOrTx,
  user: SessionUser,
  uuid: string,
): Promise<{
  inv: InvoiceRow;
  app: InvoiceApplication & { qualification: typeof applications.$inferSelect.qualification };
}> {
  const [found] = await db
    .select({ inv: invoices, app: { ...applicationRef, qualification: applications.qualification } })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(and(eq(invoices.uuid, uuid), readableBy(db, user)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', { message: msg('invoices.not_found') });
  return found;
}

/**
 * `q` of the admin lists: a number typed from its start (`INV-2026…`, index
 * invoices_trans_id_prefix_idx) or a part of the company name (the name printed on the invoice).
 */
export function adminInvoiceSearch(q: string): SQL | undefined {
  const prefix = `${normalizeTransId(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(like(invoices.transId, prefix), ilike(invoices.companyName, likePattern(q)));
}

type AdminFilter = Omit<TAdminInvoiceListQuery, 'page' | 'per_page'>;

export function adminInvoiceWhere(q: AdminFilter): SQL | undefined {
  return allOf([
    q.status ? eq(invoices.status, q.status) : undefined,
    // Issue dates are WIB calendar days, both ends included (docs/business-rules.md#time).
    q.from ? gte(invoices.issuedAt, wibStartOfDay(q.from)) : undefined,
    q.to ? lt(invoices.issuedAt, wibStartOfDay(addDays(q.to, 1))) : undefined,
    q.q ? adminInvoiceSearch(q.q) : undefined,
  ]);
}

function adminSort(sort: AdminFilter['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(invoices.issuedAt), asc(invoices.id)];
    case 'due_date':
      return [asc(invoices.dueDate), asc(invoices.id)];
    // Longest in its current status first.
    case 'waiting':
      return [asc(invoices.statusChangedAt), asc(invoices.id)];
    default:
      return [desc(invoices.issuedAt), desc(invoices.id)];
  }
}

/**
 * The ids of one page, read from the sort's index alone (an index-only scan), so a deep page
 * (page 500) skips its offset over index entries instead of over joined rows; the page's rows
 * and their applications are then read by id (docs/decisions/049).
 */
export const pageIds = (db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) =>
  db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/** One page of the admin list's rows in its order (the list and the export read the same pages). */
const adminInvoiceRows = (deps: Pick<Deps, 'db'>, q: AdminFilter, limit: number, offset: number) => {
  const order = adminSort(q.sort);
  return deps.db
    .select({ inv: invoices, app: applicationRef })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(inArray(invoices.id, pageIds(deps.db, adminInvoiceWhere(q), order, limit, offset)))
    .orderBy(...order);
};

/** One page of the export in the list's order. */
export const adminInvoicePage =
  (deps: Pick<Deps, 'db'>, q: AdminFilter) =>
  async (limit: number, offset: number): Promise<TAdminInvoiceSummary[]> =>
    (await adminInvoiceRows(deps, q, limit, offset)).map((r) => toAdminInvoiceSummaryDto(r.inv, r.app));

/** admin/transactions/list.php (docs/api.md, Admin: invoices and payments). */
export async function listAdminInvoices(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: TAdminInvoiceListQuery,
): Promise<TListResult<TAdminInvoiceListItem>> {
  return pagedList(
    q,
    async (limit, offset) => {
      const rows = await adminInvoiceRows(deps, q, limit, offset);
      // The refunds waiting for a second administrator, for the whole page in one query.
      const waiting = await pendingApprovalsOf(
        deps.db,
        'invoice',
        rows.map((r) => r.inv.uuid),
        ['invoice.refund'],
        deps.clock.now(),
      );
      return rows.map((r) => toAdminInvoiceListItemDto(r.inv, r.app, waiting.get(r.inv.uuid) ?? null));
    },
    () => deps.db.select({ n: count() }).from(invoices).where(adminInvoiceWhere(q)),
  );
}
