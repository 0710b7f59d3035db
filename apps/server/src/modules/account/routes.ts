import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { changePassword } from './password-service';
import { updateProfile } from './profile-service';
import { msg } from '../../lib/server-message';
import { listSessions, revokeSessions } from './session-service';

/** users/update-profile.php, users/change-password.php and account/sessions/* (docs/api.md#account). */
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

  defineRoute(app, 'account/sessions/list.php', {
    noStore: true,
    handler: async ({ deps, user, req }) => ({
      data: { sessions: await listSessions(deps, user, req.sessionIdHash) },
    }),
  });

  defineRoute(app, 'account/sessions/revoke.php', {
    handler: async ({ deps, user, body, req, reply }) => {
      const r = await revokeSessions(deps, user, req.sessionIdHash, body);
      // Ending the current session is a logout: its cookie goes too.
      if (r.endedCurrent) reply.clearCookie(deps.sessions.cookieName, deps.sessions.cookieOptions);
      return { message: msg('account.sessions_ended'), data: { ended: r.ended } };
    },
  });
}
