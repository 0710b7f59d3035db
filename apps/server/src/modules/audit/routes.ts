import type { FastifyInstance } from 'fastify';
import type { TAuditListQuery } from '@portal/contract';
import { verifyAuditChain } from '../../lib/audit-chain';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { AUDIT_CSV } from './audit-export';
import { exportAuditPage, listAudit } from './list-service';
import { msg } from '../../lib/server-message';

type AuditFilter = Omit<TAuditListQuery, 'page' | 'per_page'>;

/** Log Audit (docs/business-rules.md#audit-trail): the trail's list and its CSV. Admins only. */
export function registerAuditRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/audit/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAudit(deps.db, query) }),
  });

  /** The same filter and order as a CSV file, streamed a page at a time (docs/business-rules.md#exports). */
  defineExportRoute(
    app,
    'admin/audit/export.php',
    {
      list: 'audit',
      baseName: () => 'log-audit',
      sheetName: { id: 'Log Audit', en: 'Audit Log' },
      total: async (deps, filter) => (await listAudit(deps.db, { ...filter, page: 1, per_page: 1 })).total,
      page: (deps, filter) => exportAuditPage(deps.db, filter),
      csv: AUDIT_CSV,
      xlsx: null,
    },
    ({ page: _page, per_page: _perPage, ...filter }) => filter as AuditFilter,
  );

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
