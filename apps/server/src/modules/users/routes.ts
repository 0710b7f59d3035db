import type { FastifyInstance } from 'fastify';
import type { issueOtp } from '../auth';
import { defineRoute } from '../../lib/route';
import { registerUserAdminRoutes } from './admin-routes';
import { profileSession, toProfile, updateSettings } from './service';
import { msg } from '../../lib/server-message';

/**
 * What the list of modules hands this module instead of an import (docs/decisions/095): auth's
 * `issueOtp`, for the administrator's resend of a confirmation code. Auth answers with the user
 * DTO, so users importing auth would close a cycle.
 */
export interface UserRouteDeps {
  issueOtp: typeof issueOtp;
}

export function registerUserRoutes(app: FastifyInstance, given: UserRouteDeps): void {
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

  registerUserAdminRoutes(app, given);
}
