import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { setupStatus } from './service';

/** The first-run setup checklist (docs/api.md#admin-queues-claims-notes-exports-and-setup). */
export function registerSetupRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/setup/status.php', {
    noStore: true,
    handler: async ({ deps }) => ({ data: { setup: await setupStatus(deps.db) } }),
  });
}
