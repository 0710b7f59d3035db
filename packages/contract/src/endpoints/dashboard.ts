import { ZAdminDashboardStatsResponse } from '../dashboard/admin-stats';
import { ZAdminAnalyticsSummaryResponse, ZAnalyticsSummaryResponse } from '../dashboard/analytics';
import {
  ZCalendarDeleteRequest,
  ZCalendarDeleteResponse,
  ZCalendarListQuery,
  ZCalendarListResponse,
  ZCalendarSaveRequest,
  ZCalendarSaveResponse,
} from '../dashboard/calendar';
import { ZDashboardStatsResponse } from '../dashboard/stats';
import { endpoint } from './define';

/** The endpoints the server's `dashboard` module answers (docs/api.md). */
export const DASHBOARD_ENDPOINTS = {
  'dashboard/stats.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'dashboards',
    summary: "The company dashboard's figures and next actions",
    who: '(verified or not; an admin: 403)',
    answers:
      '`total_applications`, `active_certificates`, `pending_reviews`, `unpaid_invoices`, `next_actions` (`kind, params, amount, due_date, overdue, actionUrl`), `recent_activity` (`kind, entity, reference, to_status, actor, at, actionUrl`)',
    response: ZDashboardStatsResponse,
    errors: ['FORBIDDEN'],
  }),
  'analytics/summary.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'dashboards',
    summary: "The company's monthly series",
    who: '(an admin: 403)',
    answers: '`months`: 12 WIB months of the company ([Dashboards](business-rules.md#dashboards))',
    response: ZAnalyticsSummaryResponse,
    errors: ['FORBIDDEN'],
  }),
  'admin/dashboard/stats.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-dashboard-and-audit',
    summary: "The admin dashboard's queues and figures",
    answers:
      '`company_verification`, `payment_verification`, `application_review` (+ `parts`): `count, oldest_since, oldest_age, sla_working_days, over_sla, list_url`; `applications_by_status`, `document_requests` (`open`, `overdue`), `certificates_expiring` (`within_30_days`, `within_90_days`), `revenue` (`this_month`, `last_month`) of [Dashboards](business-rules.md#dashboards)',
    response: ZAdminDashboardStatsResponse,
  }),
  'admin/analytics/summary.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-dashboard-and-audit',
    summary: "Everyone's monthly and weekly series",
    answers:
      "`months` (everyone's), `weeks` (applications per WIB week, 12), `days_to_certificate` (median per month); kept for a minute ([090](decisions/090-admin-analytics-kept-a-minute.md))",
    response: ZAdminAnalyticsSummaryResponse,
  }),
  'admin/calendar/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'working-day-calendar',
    summary: "A year's holidays and collective-leave days",
    takes: '`year` (2000–2100; the current WIB year when left out)',
    answers:
      '`year`, `national_holidays` (`date, name`, from the holiday package), `collective_leave_days` (`date, note, created_at`)',
    query: ZCalendarListQuery,
    response: ZCalendarListResponse,
  }),
  'admin/calendar/save.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: [],
    section: 'working-day-calendar',
    summary: 'Add or change a collective-leave day',
    takes: '`date` (`YYYY-MM-DD`), `note` (1–200)',
    answers: 'the day; a date saved again keeps one row with the new note',
    body: ZCalendarSaveRequest,
    response: ZCalendarSaveResponse,
  }),
  'admin/calendar/delete.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: [],
    section: 'working-day-calendar',
    summary: 'Remove a collective-leave day',
    takes: '`date`',
    answers: '`{ date }`; 404 when that date has no collective-leave day',
    body: ZCalendarDeleteRequest,
    response: ZCalendarDeleteResponse,
    errors: ['NOT_FOUND'],
  }),
} as const;
