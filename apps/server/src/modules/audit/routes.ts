import type { FastifyInstance } from 'fastify';
import type { TAuditListQuery } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { AUDIT_CSV } from './audit-export';
import { exportAuditPage, listAudit } from './list-service';

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
}
