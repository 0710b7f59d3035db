import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { releaseClaim } from '../queue';
import { APPLICATION_CSV, APPLICATION_XLSX } from './application-export';
import { getApplicationDetail } from './detail-service';
import { cancelDocumentRequest, checkDocumentRequest, createDocumentRequest } from './document-request-service';
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
    handler: async ({ deps, query }) => ({ data: await listAdminApplications(deps.db, query, deps.clock.now()) }),
  });

  defineExportRoute(app, 'admin/applications/export.php', {
    list: 'applications',
    baseName: (filter) => (filter.type === 'renewal' ? 'perpanjangan' : 'permohonan'),
    sheetName: { id: 'Permohonan', en: 'Applications' },
    total: async (deps, filter, now) =>
      (await listAdminApplications(deps.db, { ...filter, page: 1, per_page: 1 }, now)).total,
    page: (deps, filter) => exportApplicationsPage(deps.db, filter),
    csv: APPLICATION_CSV,
    xlsx: APPLICATION_XLSX,
  });

  defineRoute(app, 'admin/applications/decide.php', {
    handler: async ({ deps, user, body }) => {
      await decideApplication(deps, user, body);
      // A decision ends the claim on the item (docs/business-rules.md#claiming).
      await releaseClaim(deps.db, 'application', body.code_reg);
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

  defineRoute(app, 'admin/document-requests/check.php', {
    handler: async ({ deps, user, body }) => {
      const request = await checkDocumentRequest(deps, user, body);
      await releaseClaim(deps.db, 'document_request', body.uuid);
      return { message: msg('applications.document_request_checked'), data: { request } };
    },
  });

  defineRoute(app, 'admin/document-requests/cancel.php', {
    handler: async ({ deps, user, body }) => ({
      message: msg('applications.document_request_cancelled'),
      data: { request: await cancelDocumentRequest(deps, user, body) },
    }),
  });
}
