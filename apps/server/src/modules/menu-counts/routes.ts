import type { FastifyInstance } from 'fastify';
import { API, ZMenuCountsResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { menuCounts } from './service';

/** GET admin/menu-counts.php: the badges of the admin sidebar, polled with the notifications. */
export function registerMenuCountRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminMenuCounts,
    access: 'admin',
    noStore: true,
    response: ZMenuCountsResponse,
    handler: async ({ deps }) => ({ data: await menuCounts(deps) }),
  });
}
