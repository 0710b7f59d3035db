import type { FastifyInstance } from 'fastify';
import { languageFromAcceptLanguage } from '@portal/contract';
import { csvChunks, csvFile } from '../../lib/csv';
import { auditExport } from '../../lib/export-audit';
import { defineRoute } from '../../lib/route';
import { xlsxFile } from '../../lib/xlsx';
import { APPLICATION_CSV, APPLICATION_XLSX } from './application-export';
import { getApplicationDetail } from './detail-service';
import { cancelDocumentRequest, createDocumentRequest } from './document-request-service';
import { exportApplicationsPage, listAdminApplications, listAdminDocumentRequests } from './list-service';
import { decideApplication } from './workflow-service';
import { msg } from '../../lib/server-message';

/**
 * Manajemen Permohonan / Perpanjangan and Permohonan Dokumen (docs/api.md, Admin: applications
 * and document requests). Admins read an application's detail through applications/get_detail.php.
 */
export function registerApplicationAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/applications/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAdminApplications(deps.db, query) }),
  });

  defineRoute(app, 'admin/applications/export.php', {
    handler: async ({ deps, query, req }) => {
      const { format, ...filter } = query;
      const { total } = await listAdminApplications(deps.db, { ...query, page: 1, per_page: 1 });
      await auditExport(deps, 'applications', query, total);
      const rows = exportApplicationsPage(deps.db, filter);
      const baseName = filter.type === 'renewal' ? 'perpanjangan' : 'permohonan';
      if (format === 'xlsx') {
        const lang = languageFromAcceptLanguage(req.headers['accept-language']);
        return xlsxFile({
          baseName,
          now: deps.clock.now(),
          sheetName: { id: 'Permohonan', en: 'Applications' },
          lang,
          columns: APPLICATION_XLSX,
          fetchPage: rows,
        });
      }
      return csvFile(baseName, deps.clock.now(), csvChunks(APPLICATION_CSV, rows));
    },
  });

  defineRoute(app, 'admin/applications/decide.php', {
    handler: async ({ deps, user, body }) => {
      await decideApplication(deps, user, body);
      deps.mailDispatcher.kick();
      return {
        message: body.decision === 'approve' ? msg('applications.approved') : msg('applications.rejected'),
        data: { application: await getApplicationDetail(deps.db, user, body.code_reg, deps.clock.now()) },
      };
    },
  });

  defineRoute(app, 'admin/document-requests/create.php', {
    handler: async ({ deps, user, body }) => {
      const request = await createDocumentRequest(deps, user, body);
      deps.mailDispatcher.kick();
      return { statusCode: 201, message: msg('applications.document_request_sent'), data: { request } };
    },
  });

  defineRoute(app, 'admin/document-requests/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAdminDocumentRequests(deps.db, query, deps.clock.now()) }),
  });

  defineRoute(app, 'admin/document-requests/cancel.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('applications.document_request_cancelled'),
      data: { request: await cancelDocumentRequest(deps, user, body) },
    }),
  });
}
