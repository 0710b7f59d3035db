import type { FastifyInstance } from 'fastify';
import { csvChunks, csvFile } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
import { AUDIT_CSV } from './audit-export';
import { exportAuditPage, listAudit } from './list-service';

/** Log Audit (docs/business-rules.md#audit-trail): the trail's list and its CSV. Admins only. */
export function registerAuditRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/audit/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAudit(deps.db, query) }),
  });

  /** The same filter and order as a CSV file, streamed a page at a time (docs/business-rules.md#exports). */
  defineRoute(app, 'admin/audit/export.php', {
    handler: async ({ deps, query }) => {
      const { page: _page, per_page: _perPage, ...filter } = query;
      return csvFile('log-audit', deps.clock.now(), csvChunks(AUDIT_CSV, exportAuditPage(deps.db, filter)));
    },
  });
}
