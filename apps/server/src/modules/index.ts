import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/routes';
import { registerAdminRoutes } from './admin/routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerRegistrationRoutes } from './registrations/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCertificateRoutes } from './certificates/routes';
import { registerLogRoutes } from './logs/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerSystemRoutes } from './system/routes';
import { registerUserRoutes } from './users/routes';

/**
 * Every module registers its routes here (CONVENTIONS: plugins, then routes).
 * Modules own their folder; this file is the only place that lists them.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  registerSystemRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerCertificateRoutes(app);
  registerNotificationRoutes(app);
  registerLogRoutes(app);
  // Onboarding (issue 3)
  registerDocumentRoutes(app);
  registerRegistrationRoutes(app);
  registerCompanyRoutes(app);
  registerAccountRoutes(app);
  registerAdminRoutes(app);
}
