import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { msg } from '../../lib/server-message';
import { inviteAdmin, listAdmins, updateAdmin } from './service';

/** Manajemen Admin (docs/api.md#admin-staff-and-approvals): super admins manage the staff. */
export function registerAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/admins/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAdmins(deps, query) }),
  });

  defineRoute(app, 'admin/admins/invite.php', {
    handler: async ({ deps, user, body }) => {
      const admin = await inviteAdmin(deps, user, body);
      deps.mailDispatcher.kick();
      return { statusCode: 201, message: msg('admins.invited', { email: admin.email }), data: { admin } };
    },
  });

  defineRoute(app, 'admin/admins/update.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('admins.updated'),
      data: { admin: await updateAdmin(deps, user, body) },
    }),
  });
}
