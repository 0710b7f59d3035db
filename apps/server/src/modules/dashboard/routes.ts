import type { FastifyInstance } from 'fastify';
import {
  API,
  ZAdminAnalyticsSummaryResponse,
  ZAdminDashboardStatsResponse,
  ZAnalyticsSummaryResponse,
  ZCalendarDeleteRequest,
  ZCalendarDeleteResponse,
  ZCalendarListQuery,
  ZCalendarListResponse,
  ZCalendarSaveRequest,
  ZCalendarSaveResponse,
  ZDashboardStatsResponse,
} from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { adminDashboard } from './admin-stats-service';
import { adminAnalytics, companyAnalytics } from './analytics-service';
import { deleteCollectiveLeave, listCalendar, saveCollectiveLeave } from './calendar-service';
import { companyDashboard, companyOf } from './stats-service';

/**
 * Dashboards, analytics and the working-day calendar (docs/api.md#dashboards). The company's
 * figures are open to every signed-in company (verified or not: an unverified one still has
 * documents to fix); the admin's and the calendar to administrators.
 */
export function registerDashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.dashboardStats,
    access: 'user',
    noStore: true,
    response: ZDashboardStatsResponse,
    handler: async ({ deps, user }) => ({ data: await companyDashboard(deps, user.id) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: API.analyticsSummary,
    access: 'user',
    noStore: true,
    response: ZAnalyticsSummaryResponse,
    handler: async ({ deps, user }) => ({ data: await companyAnalytics(deps, (await companyOf(deps, user.id)).id) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: API.adminDashboardStats,
    access: 'admin',
    noStore: true,
    response: ZAdminDashboardStatsResponse,
    handler: async ({ deps }) => ({ data: await adminDashboard(deps) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: API.adminAnalyticsSummary,
    access: 'admin',
    noStore: true,
    response: ZAdminAnalyticsSummaryResponse,
    handler: async ({ deps }) => ({ data: await adminAnalytics(deps) }),
  });
  defineRoute(app, {
    method: 'GET',
    url: API.adminCalendarList,
    access: 'admin',
    noStore: true,
    query: ZCalendarListQuery,
    response: ZCalendarListResponse,
    handler: async ({ deps, query }) => ({ data: await listCalendar(deps, query.year) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: API.adminCalendarSave,
    access: 'admin',
    body: ZCalendarSaveRequest,
    response: ZCalendarSaveResponse,
    handler: async ({ deps, body, user }) => ({ message: 'Hari cuti bersama disimpan.', data: await saveCollectiveLeave(deps, user.id, body.date, body.note) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: API.adminCalendarDelete,
    access: 'admin',
    body: ZCalendarDeleteRequest,
    response: ZCalendarDeleteResponse,
    handler: async ({ deps, body }) => ({ message: 'Hari cuti bersama dihapus.', data: await deleteCollectiveLeave(deps, body.date) }),
  });
}
