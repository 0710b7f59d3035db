import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { adminDashboard } from './admin-stats-service';
import { adminAnalytics, companyAnalytics } from './analytics-service';
import { deleteCollectiveLeave, listCalendar, saveCollectiveLeave } from './calendar-service';
import { companyDashboard, companyOf } from './stats-service';
import { msg } from '../../lib/server-message';

/**
 * Dashboards, analytics and the working-day calendar (docs/api.md#dashboards). The company's
 * figures are open to every signed-in company (verified or not: an unverified one still has
 * documents to fix); the admin's and the calendar to administrators.
 */
export function registerDashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, 'dashboard/stats.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: await companyDashboard(deps, user.id) }),
  });
  defineRoute(app, 'analytics/summary.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: await companyAnalytics(deps, (await companyOf(deps, user.id)).id) }),
  });
  defineRoute(app, 'admin/dashboard/stats.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: await adminDashboard(deps) }),
  });
  defineRoute(app, 'admin/analytics/summary.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: await adminAnalytics(deps) }),
  });
  defineRoute(app, 'admin/calendar/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listCalendar(deps, query.year) }),
  });
  defineRoute(app, 'admin/calendar/save.php', {
    handler: async ({ deps, body, user }) => ({
      message: msg('calendar.leave_saved'),
      data: await saveCollectiveLeave(deps, user.id, body.date, body.note),
    }),
  });
  defineRoute(app, 'admin/calendar/delete.php', {
    handler: async ({ deps, body }) => ({
      message: msg('calendar.leave_deleted'),
      data: await deleteCollectiveLeave(deps, body.date),
    }),
  });
}
