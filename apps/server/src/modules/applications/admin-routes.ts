import type { FastifyInstance } from 'fastify';
import {
  API,
  languageFromAcceptLanguage,
  ZAdminApplicationExportQuery,
  ZAdminApplicationListQuery,
  ZAdminApplicationListResponse,
  ZAdminDocumentRequestListQuery,
  ZAdminDocumentRequestListResponse,
  ZApplicationResponse,
  ZCancelDocumentRequestRequest,
  ZCreateDocumentRequestRequest,
  ZDecideApplicationRequest,
  ZDocumentRequestResponse,
} from '@portal/contract';
import { csvChunks, csvFile } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
import { xlsxFile } from '../../lib/xlsx';
import { APPLICATION_CSV, APPLICATION_XLSX } from './application-export';
import { getApplicationDetail } from './detail-service';
import { cancelDocumentRequest, createDocumentRequest } from './document-request-service';
import { exportApplicationsPage, listAdminApplications, listAdminDocumentRequests } from './list-service';
import { decideApplication } from './workflow-service';

/**
 * Manajemen Permohonan / Perpanjangan and Permohonan Dokumen (docs/api.md, Admin: applications
 * and document requests). Admins read an application's detail through applications/get_detail.php.
 */
export function registerApplicationAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminApplicationsList,
    access: 'admin',
    query: ZAdminApplicationListQuery,
    noStore: true,
    response: ZAdminApplicationListResponse,
    handler: async ({ deps, query }) => ({ data: await listAdminApplications(deps.db, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminApplicationsExport,
    access: 'admin',
    query: ZAdminApplicationExportQuery,
    reply: 'file',
    handler: async ({ deps, query, req }) => {
      const { format, ...filter } = query;
      const rows = exportApplicationsPage(deps.db, filter);
      const baseName = filter.type === 'renewal' ? 'perpanjangan' : 'permohonan';
      if (format === 'xlsx') {
        const lang = languageFromAcceptLanguage(req.headers['accept-language']);
        return xlsxFile({ baseName, now: deps.clock.now(), sheetName: { id: 'Permohonan', en: 'Applications' }, lang, columns: APPLICATION_XLSX, fetchPage: rows });
      }
      return csvFile(baseName, deps.clock.now(), csvChunks(APPLICATION_CSV, rows));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminApplicationsDecide,
    access: 'admin',
    body: ZDecideApplicationRequest,
    response: ZApplicationResponse,
    handler: async ({ deps, user, body }) => {
      await decideApplication(deps, user, body);
      deps.mailDispatcher.kick();
      return {
        message: body.decision === 'approve' ? 'Permohonan disetujui.' : 'Permohonan ditolak.',
        data: { application: await getApplicationDetail(deps.db, user, body.code_reg, deps.clock.now()) },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminDocumentRequestsCreate,
    access: 'admin',
    body: ZCreateDocumentRequestRequest,
    response: ZDocumentRequestResponse,
    handler: async ({ deps, user, body }) => {
      const request = await createDocumentRequest(deps, user, body);
      deps.mailDispatcher.kick();
      return { statusCode: 201, message: 'Permintaan dokumen dikirim ke perusahaan.', data: { request } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminDocumentRequestsList,
    access: 'admin',
    query: ZAdminDocumentRequestListQuery,
    noStore: true,
    response: ZAdminDocumentRequestListResponse,
    handler: async ({ deps, query }) => ({ data: await listAdminDocumentRequests(deps.db, query, deps.clock.now()) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminDocumentRequestsCancel,
    access: 'admin',
    body: ZCancelDocumentRequestRequest,
    response: ZDocumentRequestResponse,
    handler: async ({ deps, user, body }) => ({ message: 'Permintaan dokumen dibatalkan.', data: { request: await cancelDocumentRequest(deps, user, body) } }),
  });
}
