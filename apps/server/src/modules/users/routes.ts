import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerUserAdminRoutes } from './admin-routes';
import { profileSession, toProfile, updateSettings } from './service';
import { msg } from '../../lib/server-message';

export function registerUserRoutes(app: FastifyInstance): void {
  /** No-store: the profile decides what the web app shows and must never come from a cache (docs/business-rules.md#session-state). */
  defineRoute(app, 'users/profile.php', {
    noStore: true,
    session: profileSession,
    handler: async ({ req }) => ({ data: toProfile(profileSession.rowsOf(req)) }),
  });

  defineRoute(app, 'users/update-settings.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('users.settings_saved'),
      data: await updateSettings(deps, user, body.theme_preference),
    }),
  });

  registerUserAdminRoutes(app);
}
