import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { changePassword } from './password-service';
import { updateProfile } from './profile-service';

/** users/update-profile.php and users/change-password.php (docs/api.md#account). */
export function registerAccountRoutes(app: FastifyInstance): void {
  defineRoute(app, 'users/update-profile.php', {
    handler: async ({ deps, user, body }) => ({
      message: 'Profil berhasil disimpan.',
      data: await updateProfile(deps, user, body),
    }),
  });

  defineRoute(app, 'users/change-password.php', {
    handler: async ({ deps, user, body, req }) => ({
      message: 'Password berhasil diubah. Sesi lain telah diakhiri.',
      data: await changePassword(deps, user, req.sessionIdHash, body),
    }),
  });
}
