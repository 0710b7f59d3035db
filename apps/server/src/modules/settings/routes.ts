import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { msg } from '../../lib/server-message';
import { requestOrAct } from '../approvals';
import { separationOfDutiesApprovalAction, updateSettings } from './service';
import { readSettings } from './settings-store';

/** Admin settings: the invoice issuer, the certificates, the separation of duties (docs/api.md, Admin: catalogue, fees and settings). */
export function registerSettingsRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/settings/get.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: { settings: await readSettings(deps.db) } }),
  });

  /**
   * Turning the separation of duties off waits for another super admin (202 `{ approval }`; the
   * other fields are saved at once); everything else is saved at once (docs/business-rules.md#separation-of-duties).
   */
  defineRoute(app, 'admin/settings/update.php', {
    handler: async ({ deps, user, body }) => {
      const { csrf_token: _csrf, separation_of_duties: separation, ...changes } = body;
      const { approval } =
        separation === false
          ? await requestOrAct(deps, user, separationOfDutiesApprovalAction, { separation_of_duties: false })
          : { approval: null };
      const settings = await updateSettings(
        deps,
        separation === true ? { ...changes, separation_of_duties: true } : changes,
      );
      if (approval)
        return { statusCode: 202, message: msg('settings.separation_of_duties_pending'), data: { approval } };
      return { message: msg('settings.saved'), data: { settings } };
    },
  });
}
