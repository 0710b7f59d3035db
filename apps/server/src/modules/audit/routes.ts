import type { FastifyInstance } from 'fastify';
import { csvChunks, csvFile } from '../../lib/csv';
import { verifyAuditChain } from '../../lib/audit-chain';
import { auditExport } from '../../lib/export-audit';
import { defineRoute } from '../../lib/route';
import { AUDIT_CSV } from './audit-export';
import { exportAuditPage, listAudit } from './list-service';
import { msg } from '../../lib/server-message';

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
      const { total } = await listAudit(deps.db, { ...query, page: 1, per_page: 1 });
      await auditExport(deps, 'audit', query, total);
      return csvFile('log-audit', deps.clock.now(), csvChunks(AUDIT_CSV, exportAuditPage(deps.db, filter)));
    },
  });

  /** The hash chain recomputed over every row (docs/decisions/099); `npm run audit:verify` does the same. */
  defineRoute(app, 'admin/audit/verify.php', {
    noStore: true,
    handler: async ({ deps }) => {
      const { head: _head, ...report } = await verifyAuditChain(deps.db);
      return {
        message: report.intact ? msg('audit.chain_intact') : msg('audit.chain_broken'),
        data: report,
      };
    },
  });
}
