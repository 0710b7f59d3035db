import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { disableMfa, enableMfa, regenerateRecoveryCodes, startMfaSetup } from './mfa-service';
import { msg } from '../../lib/server-message';

/** Enrolling and switching off the second factor (docs/api.md#account; docs/decisions/098). */
export function registerMfaRoutes(app: FastifyInstance): void {
  defineRoute(app, 'account/mfa/setup.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({
      message: msg('account.mfa_setup'),
      data: await startMfaSetup(deps, user),
    }),
  });

  defineRoute(app, 'account/mfa/enable.php', {
    noStore: true,
    handler: async ({ deps, user, body }) => ({
      message: msg('account.mfa_enabled'),
      data: { recovery_codes: await enableMfa(deps, user, body.code) },
    }),
  });

  defineRoute(app, 'account/mfa/recovery-codes.php', {
    noStore: true,
    handler: async ({ deps, user, body }) => ({
      message: msg('account.mfa_recovery_codes'),
      data: { recovery_codes: await regenerateRecoveryCodes(deps, user, body) },
    }),
  });

  defineRoute(app, 'account/mfa/disable.php', {
    handler: async ({ deps, user, body }) => {
      await disableMfa(deps, user, body);
      return { message: msg('account.mfa_disabled') };
    },
  });
}
