import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { claimItem, releaseItem } from './claims-service';
import { addInternalNote } from './notes-service';

/** Claims on queue items and internal notes on cases (docs/api.md#admin-queues-claims-notes-exports-and-setup). */
export function registerQueueRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/queue/claim.php', {
    handler: async ({ deps, user, body }) => ({ data: await claimItem(deps, user, body) }),
  });

  defineRoute(app, 'admin/queue/release.php', {
    handler: async ({ deps, user, body }) => ({ data: await releaseItem(deps, user, body) }),
  });

  defineRoute(app, 'admin/notes/add.php', {
    handler: async ({ deps, body }) => ({ statusCode: 201, data: { note: await addInternalNote(deps, body) } }),
  });
}
