import type { FastifyInstance } from 'fastify';
import { API, ZSubmitRegistrationRequest, ZSubmitRegistrationResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { registerRegistrationAdminRoutes } from './admin-routes';
import { submitRegistration } from './service';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: API.registrationsSubmit,
    access: 'user',
    body: ZSubmitRegistrationRequest,
    response: ZSubmitRegistrationResponse,
    handler: async ({ deps, user }) => ({
      message: 'Registrasi berhasil dikirim untuk diverifikasi.',
      data: { company: await submitRegistration(deps, user) },
    }),
  });

  registerRegistrationAdminRoutes(app);
}
