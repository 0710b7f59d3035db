import type { FastifyInstance } from 'fastify';
import {
  API,
  languageFromAcceptLanguage,
  ZAdminCertificateExportQuery,
  ZAdminCertificateListQuery,
  ZAdminCertificateListResponse,
  ZAdminCertificateResponse,
  ZAdminCertificateViewQuery,
  ZCertificateDraftResponse,
  ZCertificateUuidQuery,
  ZCodeRegQuery,
  ZPublishCertificateRequest,
  ZPublishCertificateResponse,
  ZRevokeCertificateRequest,
  ZUpdateCertificateRequest,
} from '@portal/contract';
import { csvChunks, csvFile } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
import { xlsxFile } from '../../lib/xlsx';
import { exportCertificatesPage, listAdminCertificates } from './admin-list-service';
import { CERTIFICATE_CSV, CERTIFICATE_XLSX } from './certificate-export';
import { PUBLISH_MESSAGES, certificateDraft, certificatePreviewPdf, publishCertificate } from './publish-service';
import { reviseCertificate, revokeCertificate } from './revision-service';
import { certificateDetail, pdfReply, storedCertificatePdf } from './service';

/** Publishing, Daftar SBU Terbit, Revisi Data SBU and revocation (docs/api.md#admin-certificates). */
export function registerCertificateAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminCertificatesDraft,
    access: 'admin',
    noStore: true,
    query: ZCodeRegQuery,
    response: ZCertificateDraftResponse,
    handler: async ({ deps, query }) => ({ data: await certificateDraft(deps, query.code_reg) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCertificatesView,
    access: 'admin',
    query: ZAdminCertificateViewQuery,
    reply: 'file',
    handler: async ({ deps, user, query, req }) => {
      if (query.code_reg !== undefined) return pdfReply(await certificatePreviewPdf(deps, query.code_reg), `pratinjau-sertifikat-${query.code_reg}.pdf`, query.mode);
      return storedCertificatePdf(deps, user, { uuid: query.uuid!, revision: query.revision, mode: query.mode }, req.log);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminCertificatesPublish,
    access: 'admin',
    body: ZPublishCertificateRequest,
    response: ZPublishCertificateResponse,
    handler: async ({ deps, user, body }) => {
      const certificate = await publishCertificate(deps, user, body);
      deps.mailDispatcher.kick();
      return { message: PUBLISH_MESSAGES.published, data: { certificate } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCertificatesList,
    access: 'admin',
    noStore: true,
    query: ZAdminCertificateListQuery,
    response: ZAdminCertificateListResponse,
    handler: async ({ deps, query }) => ({ data: await listAdminCertificates(deps.db, query, deps.clock.now()) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCertificatesExport,
    access: 'admin',
    query: ZAdminCertificateExportQuery,
    reply: 'file',
    handler: async ({ deps, query, req }) => {
      const { format, ...filter } = query;
      const now = deps.clock.now();
      const rows = exportCertificatesPage(deps.db, filter, now);
      if (format === 'xlsx') {
        const lang = languageFromAcceptLanguage(req.headers['accept-language']);
        return xlsxFile({ baseName: 'sertifikat', now, sheetName: { id: 'Sertifikat', en: 'Certificates' }, lang, columns: CERTIFICATE_XLSX, fetchPage: rows });
      }
      return csvFile('sertifikat', now, csvChunks(CERTIFICATE_CSV, rows));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCertificatesDetail,
    access: 'admin',
    noStore: true,
    query: ZCertificateUuidQuery,
    response: ZAdminCertificateResponse,
    handler: async ({ deps, user, query }) => ({ data: { certificate: await certificateDetail(deps, user, query.uuid) } }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminCertificatesUpdate,
    access: 'admin',
    body: ZUpdateCertificateRequest,
    response: ZAdminCertificateResponse,
    handler: async ({ deps, user, body }) => {
      await reviseCertificate(deps, user, body);
      return { message: 'Data sertifikat direvisi.', data: { certificate: await certificateDetail(deps, user, body.uuid) } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminCertificatesRevoke,
    access: 'admin',
    body: ZRevokeCertificateRequest,
    response: ZAdminCertificateResponse,
    handler: async ({ deps, user, body }) => {
      await revokeCertificate(deps, user, body);
      deps.mailDispatcher.kick();
      return { message: 'Sertifikat dicabut.', data: { certificate: await certificateDetail(deps, user, body.uuid) } };
    },
  });
}
