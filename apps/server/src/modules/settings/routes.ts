import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { updateSettings } from './service';
import { readSettings } from './settings-store';
import { msg } from '../../lib/server-message';

/** Admin settings: today the invoice issuer (docs/api.md, Admin: catalogue, fees and settings). */
export function registerSettingsRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/settings/get.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: { settings: await readSettings(deps.db) } }),
  });

  defineRoute(app, 'admin/settings/update.php', {
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, ...changes } = body;
      return { message: msg('settings.saved'), data: { settings: await updateSettings(deps, changes) } };
    },
  });
}
