import { eq, sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  clockYears,
  documentCardId,
  registrationClock,
  RENEWAL_WINDOW_DAYS,
  addDays,
  isPastDueDate,
  wibDate,
  type TActivityItem,
  type TDashboardStatsResponse,
  type TNextAction,
} from '@portal/contract';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../types';
import { holidaySet } from './holidays';
import { iso, num, rows } from './rows';
import { msg } from '../../lib/server-message';

/** The caller's company (as its owner or staff, docs/decisions/104); an administrator has none (403). */
export async function companyOf(
  deps: Pick<Deps, 'db'>,
  userId: number,
): Promise<{ id: number; name: string; status: string; submittedAt: Date | null }> {
  const [company] = await deps.db
    .select({ id: companies.id, name: companies.name, status: companies.status, submittedAt: companies.submittedAt })
    .from(companies)
    // The company of the account (users.company_id), one lookup by primary key.
    .where(eq(companies.id, sql`(select company_id from users where id = ${userId})`))
    .limit(1);
  if (!company) throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return company;
}

/** The company's latest events shown on its dashboard (docs/business-rules.md#dashboards). */
export const RECENT_ACTIVITY_LIMIT = 10;
/** Each kind of next action is capped so the dashboard stays short; the lists hold the rest. */
const NEXT_ACTIONS_PER_KIND = 5;

/**
 * GET dashboard/stats.php: the caller's company's figures, next actions and latest events, in three
 * statements whatever the number of applications (docs/decisions/081).
 */
export async function companyDashboard(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
): Promise<TDashboardStatsResponse> {
  const company = await companyOf(deps, userId);
  const now = deps.clock.now();
  const today = wibDate(now);
  const [counts, actions, activity, holidays] = await Promise.all([
    countsOf(deps, company.id),
    nextActions(deps, company.id, today, now),
    recentActivity(deps, company.id, company.name),
    // Only a registration in review waits on the body: the holidays are read for it alone.
    company.status === COMPANY_STATUS.IN_REVIEW
      ? holidaySet(deps.db, ...clockYears(company.submittedAt ?? now, now), now.getTime())
      : Promise.resolve(new Set<string>()),
  ]);
  return {
    ...counts,
    next_actions: actions,
    recent_activity: activity,
    registration_clock: registrationClock(company, holidays, now),
  };
}

async function countsOf(deps: Pick<Deps, 'db'>, companyId: number) {
  const [r] = await rows<Record<string, unknown>>(
    deps.db,
    sql`select
      (select count(*) from applications where company_id = ${companyId} and deleted_at is null) as total_applications,
      (select count(*) from applications where company_id = ${companyId} and deleted_at is null and status in ('submitted', 'under_review')) as pending_reviews,
      (select count(*) from certificates where company_id = ${companyId} and status = 'active') as active_certificates,
      (select count(*) from invoices where company_id = ${companyId} and status in ('pending', 'waiting_confirmation')) as unpaid_invoices`,
  );
  return {
    total_applications: num(r?.total_applications),
    active_certificates: num(r?.active_certificates),
    pending_reviews: num(r?.pending_reviews),
    unpaid_invoices: num(r?.unpaid_invoices),
  };
}

interface ActionRow {
  kind: TNextAction['kind'];
  ref: string;
  label: string | null;
  amount: string | number | null;
  due: string | null;
  link: string;
}

/**
 * What the company should do now (docs/business-rules.md#dashboards): pay a `pending` invoice; answer
 * an open document request; renew a certificate whose renewal window is open (active or expired, no
 * live application started from it); replace a rejected registration document. Earliest due first.
 */
async function nextActions(
  deps: Pick<Deps, 'db'>,
  companyId: number,
  today: string,
  now: Date,
): Promise<TNextAction[]> {
  const opensBy = addDays(today, RENEWAL_WINDOW_DAYS); // valid_until on or before: window opened
  const closesFrom = addDays(today, -RENEWAL_WINDOW_DAYS); // valid_until on or after: window not closed
  const found = await rows<ActionRow>(
    deps.db,
    sql`(select 'unpaid_invoice' as kind, trans_id as ref, null as label, total as amount, due_date::text as due, uuid::text as link
        from invoices where company_id = ${companyId} and status = 'pending' order by due_date, id limit ${NEXT_ACTIONS_PER_KIND})
      union all
      (select 'document_request', a.code_reg, r.title, null, r.due_date::text, a.code_reg
        from document_requests r join applications a on a.id = r.application_id
        where a.company_id = ${companyId} and a.deleted_at is null and r.status = 'open' order by r.due_date, r.id limit ${NEXT_ACTIONS_PER_KIND})
      union all
      (select 'certificate_renewal', c.number, null, null, (c.valid_until + ${RENEWAL_WINDOW_DAYS}::int)::text, c.uuid::text
        from certificates c
        where c.company_id = ${companyId} and c.status in ('active', 'expired')
          and c.valid_until <= ${opensBy}::date and c.valid_until >= ${closesFrom}::date
          and not exists (select 1 from applications a where a.certificate_id = c.id and a.deleted_at is null and a.status <> 'rejected')
        order by c.valid_until, c.id limit ${NEXT_ACTIONS_PER_KIND})
      union all
      (select 'rejected_document', d.document_type, d.review_note, null, null, d.uuid
        from documents d
        where d.company_id = ${companyId} and d.category = ${DOCUMENT_CATEGORY.INITIAL_REGISTRATION} and d.is_current = 1 and d.status = 'rejected'
        order by d.reviewed_at desc nulls last, d.id limit ${NEXT_ACTIONS_PER_KIND})`,
  );
  const actions = found.map((r): TNextAction => {
    switch (r.kind) {
      case 'unpaid_invoice':
        return {
          kind: r.kind,
          params: { trans_id: r.ref },
          amount: num(r.amount),
          due_date: r.due,
          overdue: !!r.due && isPastDueDate(r.due, now),
          actionUrl: `/payment/${r.link}`,
        };
      case 'document_request':
        return {
          kind: r.kind,
          params: { code_reg: r.ref, title: r.label ?? '' },
          amount: null,
          due_date: r.due,
          overdue: !!r.due && isPastDueDate(r.due, now),
          actionUrl: `/applications/${r.link}`,
        };
      case 'certificate_renewal': {
        const validUntil = addDays(r.due!, -RENEWAL_WINDOW_DAYS);
        // The deadline is the last valid day: a renewal published by then keeps the remaining days
        // (docs/business-rules.md#certificate-renewal). Past it, the grace window's last day.
        return {
          kind: r.kind,
          params: { number: r.ref, valid_until: validUntil },
          amount: null,
          due_date: today <= validUntil ? validUntil : r.due,
          overdue: false,
          actionUrl: `/renewal/sbu/${r.link}`,
        };
      }
      default:
        // The reviewer's note on a registration document is meant for the company (it says what to fix).
        return {
          kind: 'rejected_document',
          params: { document_type: r.ref, ...(r.label ? { review_note: r.label } : {}) },
          amount: null,
          due_date: null,
          overdue: false,
          // The card of that document, scrolled to and focused (docs/decisions/104).
          actionUrl: `/document-registration#${documentCardId(r.ref)}`,
        };
    }
  });
  // Dated actions first, earliest due first; undated ones (rejected documents) after them.
  return actions.sort((a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'));
}

interface ActivityRow {
  entity: TActivityItem['entity'];
  name: string;
  ref: string;
  to_status: string | null;
  actor_id: number | null;
  actor_role: string | null;
  actor_name: string | null;
  at: Date | string;
  link: string | null;
}

/**
 * The company's last events across its timelines (docs/decisions/082): application, invoice and
 * certificate transitions and the verification steps of the company itself. Notes are never read
 * here: an event's note may be an administrator's internal remark, and the places that show a
 * reason to the company (a rejection, a document request) show it there.
 */
async function recentActivity(
  deps: Pick<Deps, 'db'>,
  companyId: number,
  companyName: string,
): Promise<TActivityItem[]> {
  const n = RECENT_ACTIVITY_LIMIT;
  const found = await rows<ActivityRow>(
    deps.db,
    // Each timeline row is a transition, which also sets its object's `status_changed_at`: the last
    // 10 events are among the events of the 10 objects changed last, found on (company_id,
    // status_changed_at), each object's events on (object id, at). No scan of a whole timeline.
    sql`select y.*, u.role as actor_role, u.name as actor_name, u.company_id as actor_company_id
      from (select x.* from (
      (select 'application' as entity, e.name, a.code_reg as ref, e.to_status, e.actor_user_id as actor_id, e.at, e.id, a.code_reg as link
        from (select id, code_reg from applications where company_id = ${companyId} and deleted_at is null order by status_changed_at desc limit ${n}) a
        cross join lateral (select * from application_events ev where ev.application_id = a.id order by ev.at desc, ev.id desc limit ${n}) e)
      union all
      (select 'invoice', e.name, i.trans_id, e.to_status, e.actor_user_id, e.at, e.id, i.uuid::text
        from (select id, trans_id, uuid from invoices where company_id = ${companyId} order by status_changed_at desc limit ${n}) i
        cross join lateral (select * from invoice_events ev where ev.invoice_id = i.id order by ev.at desc, ev.id desc limit ${n}) e)
      union all
      (select 'certificate', e.name, c.number, e.to_status, e.actor_user_id, e.at, e.id, c.uuid::text
        from (select id, number, uuid from certificates where company_id = ${companyId} order by status_changed_at desc limit ${n}) c
        cross join lateral (select * from certificate_events ev where ev.certificate_id = c.id order by ev.at desc, ev.id desc limit ${n}) e)
      union all
      (select 'company', r.action, ${companyName}, null, r.actor_user_id, r.at, r.id, null
        from review_events r where r.entity_type = 'company' and r.entity_id = ${companyId} order by r.at desc, r.id desc limit ${n})
    ) x order by x.at desc, x.id desc limit ${n}) y
    left join users u on u.id = y.actor_id
    order by y.at desc, y.id desc`,
  );
  return found.map((r) => ({
    kind: `${r.entity}.${r.name}`,
    entity: r.entity,
    reference: r.ref,
    to_status: r.to_status,
    actor: r.actor_id === null ? 'system' : r.actor_role !== 'admin' ? 'company' : 'admin',
    // The member who acted, by name (an owner or staff; a former member too): who did what (docs/decisions/104).
    actor_name: r.actor_id !== null && r.actor_role !== 'admin' ? r.actor_name : null,
    at: iso(r.at)!,
    actionUrl: activityUrl(r.entity, r.link),
  }));
}

function activityUrl(entity: TActivityItem['entity'], link: string | null): string | null {
  if (!link) return entity === 'company' ? '/profile' : null;
  if (entity === 'application') return `/applications/${link}`;
  if (entity === 'invoice') return `/payment/${link}`;
  return `/certificates/view/${link}`;
}
