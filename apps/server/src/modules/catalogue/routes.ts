import type { FastifyInstance } from 'fastify';
import { ROLE } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { saveSubBidang, setSubBidangActive } from './admin-service';
import { listSubBidang } from './service';
import { msg } from '../../lib/server-message';

/** The sub-bidang catalogue (docs/api.md, Catalogue and fees; Admin: catalogue, fees and settings). */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  /** Open to every logged-in user (docs/business-rules.md#sub-bidang). */
  defineRoute(app, 'sub-bidang/list.php', {
    handler: async ({ deps, user, query }) => ({ data: await listSubBidang(deps, query, user.role === ROLE.ADMIN) }),
  });

  defineRoute(app, 'admin/sub-bidang/save.php', {
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, ...input } = body;
      const { entry, created } = await saveSubBidang(deps, input);
      return {
        statusCode: created ? 201 : 200,
        message: created ? msg('catalogue.added') : msg('catalogue.updated'),
        data: { sub_bidang: entry },
      };
    },
  });

  defineRoute(app, 'admin/sub-bidang/set-active.php', {
    handler: async ({ deps, body }) => ({
      message: body.is_active ? msg('catalogue.activated') : msg('catalogue.deactivated'),
      data: { sub_bidang: await setSubBidangActive(deps, body.code, body.is_active) },
    }),
  });
}
