import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { changePassword } from './password-service';
import { updateProfile } from './profile-service';
import { msg } from '../../lib/server-message';

/** users/update-profile.php and users/change-password.php (docs/api.md#account). */
export function registerAccountRoutes(app: FastifyInstance): void {
  defineRoute(app, 'users/update-profile.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('account.profile_saved'),
      data: await updateProfile(deps, user, body),
    }),
  });

  defineRoute(app, 'users/change-password.php', {
    handler: async ({ deps, user, body, req }) => ({
      message: msg('account.password_changed'),
      data: await changePassword(deps, user, req.sessionIdHash, body),
    }),
  });
}
