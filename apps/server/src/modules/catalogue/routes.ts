import type { FastifyInstance } from 'fastify';
import { ROLE } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { saveSubBidang, setSubBidangActive } from './admin-service';
import { readQualificationThresholds, saveQualificationThresholds } from './qualification-rule';
import { listSubBidang } from './service';
import { msg } from '../../lib/server-message';

/** The sub-bidang catalogue (docs/api.md, Catalogue and fees; Admin: catalogue, fees and settings). */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  /** Open to every logged-in user (docs/business-rules.md#sub-bidang). */
  defineRoute(app, 'sub-bidang/list.php', {
    handler: async ({ deps, user, query }) => ({ data: await listSubBidang(deps, query, user.role === ROLE.ADMIN) }),
  });

  /** The rule behind Kecil, Menengah and Besar, for the form's help and suggestion (docs/business-rules.md#qualification-rule). */
  defineRoute(app, 'sub-bidang/qualifications.php', {
    handler: async ({ deps }) => ({ data: { thresholds: await readQualificationThresholds(deps.db) } }),
  });

  defineRoute(app, 'admin/sub-bidang/qualifications.php', {
    handler: async ({ deps, body }) => ({
      message: msg('catalogue.qualifications_saved'),
      data: {
        thresholds: await saveQualificationThresholds(deps, {
          kecil_max_investment: body.kecil_max_investment,
          menengah_max_investment: body.menengah_max_investment,
        }),
      },
    }),
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
