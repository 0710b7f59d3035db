import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerRegistrationAdminRoutes } from './admin-routes';
import { submitRegistration } from './service';
import { msg } from '../../lib/server-message';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  defineRoute(app, 'registrations/submit.php', {
    handler: async ({ deps, user }) => ({
      message: msg('registrations.submitted'),
      data: { company: await submitRegistration(deps, user) },
    }),
  });

  registerRegistrationAdminRoutes(app);
}
