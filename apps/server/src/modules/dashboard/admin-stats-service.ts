import { sql } from 'drizzle-orm';
import {
  ANSWERED_REQUEST_SLA_WORKING_DAYS,
  APPLICATION_REVIEW_SLA_WORKING_DAYS,
  PUBLISH_SLA_WORKING_DAYS,
  QUEUE_LIST_URLS,
  APPLICATION_STATUSES,
  COMPANY_VERIFICATION_SLA_WORKING_DAYS,
  PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
  addDays,
  waitingTime,
  wibDate,
  wibStartOfDay,
  type TAdminDashboardStatsResponse,
  type TQueueStats,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { Deps } from '../../types';
import { holidaySet } from './holidays';
import { keptPerDatabase } from './kept-figures';
import { iso, num, rows } from './rows';
import { slaCutoff } from './sla';

/**
 * The admin screens each queue links to, filtered so that the screen's total is the queue's count
 * (the same filter on the list endpoint gives the same total; docs/api.md#dashboards).
 */
export const ADMIN_LIST_URLS = {
  companyVerification: QUEUE_LIST_URLS.companies_waiting,
  paymentVerification: QUEUE_LIST_URLS.payments_waiting,
  applicationReview: QUEUE_LIST_URLS.applications_review,
  certificatePublication: QUEUE_LIST_URLS.certificates_to_publish,
  answeredRequests: QUEUE_LIST_URLS.document_requests_answered,
  applicationsByStatus: (status: string) => `/admin/applications?status=${status}`,
  openRequests: '/admin/document-requests?status=open&sort=due_date',
  overdueRequests: '/admin/document-requests?status=open&overdue=true&sort=due_date',
  expiring: (days: number) => `/admin/certificates?status=active&expiring_within_days=${days}&sort=valid_until`,
} as const;

/** The first instant of the WIB month `months` after (or before) the month of `today`. */
function monthStart(today: string, months: number): { month: string; start: Date } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return { month, start: wibStartOfDay(`${month}-01`) };
}

type Raw = Record<string, unknown>;

/** A json column: parsed by node-postgres, a string elsewhere; `fallback` for SQL null. */
const json = <T>(v: unknown, fallback: T): T =>
  v === null || v === undefined ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);

/** How old the settled statuses' counts may be before a refresh is started (docs/decisions/081). */
const SETTLED_COUNTS_TTL_MS = 60_000;
const SETTLED = ['draft', 'rejected', 'completed'] as const;
const settledCounts = keptPerDatabase<Record<string, number>>(SETTLED_COUNTS_TTL_MS);

async function loadSettled(db: Db): Promise<Record<string, number>> {
  const found = await rows<{ status: string; n: unknown }>(
    db,
    sql`select status, count(*) as n from applications where deleted_at is null and status in ('draft', 'rejected', 'completed') group by status`,
  );
  return Object.fromEntries(SETTLED.map((s) => [s, num(found.find((f) => f.status === s)?.n)]));
}

/**
 * Counts of the statuses nobody waits in (draft, rejected, completed): most of the table, so a
 * count reads most of an index. The first call per database counts; later ones answer what the
 * last count found and, once it is older than SETTLED_COUNTS_TTL_MS, start a new count in the
 * background (the figures of a chart, not of a queue: a minute late at most).
 */
function settledStatusCounts(db: Db): Promise<Record<string, number>> {
  return settledCounts(db, Date.now, '', () => loadSettled(db));
}

/**
 * GET admin/dashboard/stats.php (docs/decisions/081): one statement of indexed counts and minima
 * (each scalar subquery reads one index), plus the holiday set from its cache. Over-SLA counts
 * compare the waiting-since column with the instant from which the SLA's working days have passed,
 * so no row is read one by one.
 */
export async function adminDashboard(deps: Pick<Deps, 'db' | 'clock'>): Promise<TAdminDashboardStatsResponse> {
  const now = deps.clock.now();
  const today = wibDate(now);
  const year = Number(today.slice(0, 4));
  // A cutoff is at most a few weeks back: this year's and last year's days off are enough.
  const recent = await holidaySet(deps.db, year - 1, year);
  const cutoff = (days: number) => slaCutoff(now, days, recent).toISOString();
  const thisMonth = monthStart(today, 0);
  const nextMonth = monthStart(today, 1);
  const lastMonth = monthStart(today, -1);

  const [r] = await rows<Raw>(
    deps.db,
    sql`select
      (select count(*) from companies where status = 'in_review') as cv_count,
      (select min(submitted_at) from companies where status = 'in_review') as cv_oldest,
      (select count(*) from companies where status = 'in_review' and submitted_at <= ${cutoff(COMPANY_VERIFICATION_SLA_WORKING_DAYS)}::timestamptz) as cv_over,
      (select count(*) from invoices where status = 'waiting_confirmation') as pv_count,
      (select min(status_changed_at) from invoices where status = 'waiting_confirmation') as pv_oldest,
      (select count(*) from invoices where status = 'waiting_confirmation' and status_changed_at <= ${cutoff(PAYMENT_VERIFICATION_SLA_WORKING_DAYS)}::timestamptz) as pv_over,
      (select min(status_changed_at) from applications where deleted_at is null and status = 'under_review') as ar_oldest,
      (select count(*) from applications where deleted_at is null and status = 'under_review' and status_changed_at <= ${cutoff(APPLICATION_REVIEW_SLA_WORKING_DAYS)}::timestamptz) as ar_over,
      (select min(status_changed_at) from applications where deleted_at is null and status = 'approved') as cp_oldest,
      (select count(*) from applications where deleted_at is null and status = 'approved' and status_changed_at <= ${cutoff(PUBLISH_SLA_WORKING_DAYS)}::timestamptz) as cp_over,
      (select count(*) from document_requests r where r.status = 'fulfilled' and r.checked_at is null and not exists (select 1 from applications a where a.id = r.application_id and a.deleted_at is not null)) as aq_count,
      (select min(r.fulfilled_at) from document_requests r where r.status = 'fulfilled' and r.checked_at is null and not exists (select 1 from applications a where a.id = r.application_id and a.deleted_at is not null)) as aq_oldest,
      (select count(*) from document_requests r where r.status = 'fulfilled' and r.checked_at is null and r.fulfilled_at <= ${cutoff(ANSWERED_REQUEST_SLA_WORKING_DAYS)}::timestamptz and not exists (select 1 from applications a where a.id = r.application_id and a.deleted_at is not null)) as aq_over,
      (select json_object_agg(status, n) from (select status, count(*) as n from applications where deleted_at is null and status in ('submitted', 'under_review', 'approved') group by status) s) as queue_status,
      (select count(*) from document_requests r where r.status = 'open' and not exists (select 1 from applications a where a.id = r.application_id and a.deleted_at is not null)) as dr_open,
      (select count(*) from document_requests r where r.status = 'open' and r.due_date < ${today}::date and not exists (select 1 from applications a where a.id = r.application_id and a.deleted_at is not null)) as dr_overdue,
      (select count(*) from certificates where status = 'active' and valid_until >= ${today}::date and valid_until <= ${addDays(today, 30)}::date) as exp_30,
      (select count(*) from certificates where status = 'active' and valid_until >= ${today}::date and valid_until <= ${addDays(today, 90)}::date) as exp_90,
      (select json_build_array(coalesce(sum(total), 0), count(*)) from invoices where status = 'paid' and paid_at >= ${thisMonth.start.toISOString()}::timestamptz and paid_at < ${nextMonth.start.toISOString()}::timestamptz) as rev_this,
      (select json_build_array(coalesce(sum(total), 0), count(*)) from invoices where status = 'paid' and paid_at >= ${lastMonth.start.toISOString()}::timestamptz and paid_at < ${thisMonth.start.toISOString()}::timestamptz) as rev_last`,
  );
  const raw = r ?? {};
  // Exact counts for the statuses someone works on; the settled ones from the short-lived cache.
  const byStatus: Record<string, unknown> = {
    ...(await settledStatusCounts(deps.db)),
    ...json<Record<string, unknown>>(raw.queue_status, {}),
  };
  const [revThis, revThisN] = json<[unknown, unknown]>(raw.rev_this, [0, 0]);
  const [revLast, revLastN] = json<[unknown, unknown]>(raw.rev_last, [0, 0]);

  // The oldest item's age counts the days off of every year it has waited through.
  const oldest = [raw.cv_oldest, raw.pv_oldest, raw.ar_oldest, raw.cp_oldest, raw.aq_oldest]
    .map((v) => iso(v as Date | string | null))
    .filter((v): v is string => v !== null);
  const firstYear = Math.min(year, ...oldest.map((v) => Number(wibDate(new Date(v)).slice(0, 4))));
  const holidays = firstYear < year - 1 ? await holidaySet(deps.db, firstYear, year) : recent;
  const queue = (count: unknown, since: unknown, over: unknown, sla: number, listUrl: string): TQueueStats => {
    const oldestSince = iso(since as Date | string | null);
    return {
      count: num(count),
      oldest_since: oldestSince,
      oldest_age: oldestSince ? waitingTime(new Date(oldestSince), now, sla, holidays) : null,
      sla_working_days: sla,
      over_sla: num(over),
      list_url: listUrl,
    };
  };
  return {
    company_verification: queue(
      raw.cv_count,
      raw.cv_oldest,
      raw.cv_over,
      COMPANY_VERIFICATION_SLA_WORKING_DAYS,
      ADMIN_LIST_URLS.companyVerification,
    ),
    payment_verification: queue(
      raw.pv_count,
      raw.pv_oldest,
      raw.pv_over,
      PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
      ADMIN_LIST_URLS.paymentVerification,
    ),
    // The review queue is what waits for an administrator: paid applications (docs/decisions/103).
    application_review: queue(
      byStatus.under_review,
      raw.ar_oldest,
      raw.ar_over,
      APPLICATION_REVIEW_SLA_WORKING_DAYS,
      ADMIN_LIST_URLS.applicationReview,
    ),
    certificate_publication: queue(
      byStatus.approved,
      raw.cp_oldest,
      raw.cp_over,
      PUBLISH_SLA_WORKING_DAYS,
      ADMIN_LIST_URLS.certificatePublication,
    ),
    answered_requests: queue(
      raw.aq_count,
      raw.aq_oldest,
      raw.aq_over,
      ANSWERED_REQUEST_SLA_WORKING_DAYS,
      ADMIN_LIST_URLS.answeredRequests,
    ),
    applications_by_status: APPLICATION_STATUSES.map((status) => ({
      status,
      count: num(byStatus[status]),
      list_url: ADMIN_LIST_URLS.applicationsByStatus(status),
    })),
    document_requests: {
      open: { count: num(raw.dr_open), list_url: ADMIN_LIST_URLS.openRequests },
      overdue: { count: num(raw.dr_overdue), list_url: ADMIN_LIST_URLS.overdueRequests },
    },
    certificates_expiring: {
      within_30_days: { count: num(raw.exp_30), list_url: ADMIN_LIST_URLS.expiring(30) },
      within_90_days: { count: num(raw.exp_90), list_url: ADMIN_LIST_URLS.expiring(90) },
    },
    revenue: {
      this_month: { month: thisMonth.month, amount: num(revThis), invoices: num(revThisN) },
      last_month: { month: lastMonth.month, amount: num(revLast), invoices: num(revLastN) },
    },
  };
}
