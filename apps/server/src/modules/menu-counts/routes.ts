import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { menuCounts } from './service';

/** GET admin/menu-counts.php: the badges of the admin sidebar, polled with the notifications. */
export function registerMenuCountRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/menu-counts.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: await menuCounts(deps, user) }),
  });
}
