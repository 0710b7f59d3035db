import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { exportUsersPage, getUserDetail, listUsers, resendOtpForUser, setSuspended } from './admin-service';
import type { UserRouteDeps } from './routes';
import { USER_CSV, USER_XLSX } from './user-export';
import { msg } from '../../lib/server-message';

/** Manajemen Pengguna (issue 3): list, detail, suspend/reactivate, CSV export. Admins only. */
export function registerUserAdminRoutes(app: FastifyInstance, given: UserRouteDeps): void {
  defineRoute(app, 'admin/users/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listUsers(deps, query) }),
  });

  defineRoute(app, 'admin/users/detail.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await getUserDetail(deps, query.uuid) }),
  });

  defineRoute(app, 'admin/users/set-suspended.php', {
    handler: async ({ deps, user, body }) => ({
      message: body.suspended ? msg('users.suspended') : msg('users.reactivated'),
      data: { user: await setSuspended(deps, user, body) },
    }),
  });

  /**
   * The same filter as the list, as CSV or (`format=xlsx`) a workbook in the reader's language
   * (docs/business-rules.md#exports); a file answer, errors in the envelope.
   */
  defineExportRoute(app, 'admin/users/export.php', {
    list: 'users',
    baseName: () => 'pengguna',
    sheetName: { id: 'Pengguna', en: 'Users' },
    total: async (deps, filter) => (await listUsers(deps, { ...filter, page: 1, per_page: 1 })).total,
    page: (deps, filter) => exportUsersPage(deps, filter),
    csv: USER_CSV,
    xlsx: USER_XLSX,
  });

  /** Resend the confirmation code of an account awaiting it (docs/api.md#verification-queue). */
  defineRoute(app, 'admin/users/resend-otp.php', {
    handler: async ({ deps, body }) => ({
      message: msg('users.otp_resent'),
      data: await resendOtpForUser(deps, body.uuid, given.issueOtp),
    }),
  });
}
