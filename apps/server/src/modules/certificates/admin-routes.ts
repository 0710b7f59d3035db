import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { exportCertificatesPage, listAdminCertificates } from './admin-list-service';
import { CERTIFICATE_CSV, CERTIFICATE_XLSX } from './certificate-export';
import { releaseClaim } from '../queue';
import { publishBatch } from './publish-batch';
import { certificateDraft, certificatePreviewPdf, publishCertificate } from './publish-service';
import { certificateApprovalActions } from './revision-service';
import { requestOrAct } from '../approvals';
import { certificateDetail, pdfReply, storedCertificatePdf } from './service';
import { msg } from '../../lib/server-message';
import type { CertificateRouteDeps } from './routes';

/** Publishing, Daftar SBU Terbit, Revisi Data SBU and revocation (docs/api.md#admin-certificates). */
export function registerCertificateAdminRoutes(app: FastifyInstance, given: CertificateRouteDeps): void {
  defineRoute(app, 'admin/certificates/draft.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await certificateDraft(deps, user, query.code_reg) }),
  });

  defineRoute(app, 'admin/certificates/view.php', {
    handler: async ({ deps, user, query, req }) => {
      if (query.code_reg !== undefined)
        return pdfReply(
          await certificatePreviewPdf(deps, query.code_reg),
          `pratinjau-sertifikat-${query.code_reg}.pdf`,
          query.mode,
        );
      return storedCertificatePdf(
        deps,
        user,
        { uuid: query.uuid!, revision: query.revision, mode: query.mode },
        req.log,
      );
    },
  });

  defineRoute(app, 'admin/certificates/publish.php', {
    handler: async ({ deps, user, body }) => {
      const certificate = await publishCertificate(deps, user, body, given.noticeToCompany);
      await releaseClaim(deps.db, 'application', body.code_reg);
      deps.mailDispatcher.kick();
      return { message: msg('certificates.published'), data: { certificate } };
    },
  });

  defineRoute(app, 'admin/certificates/publish-batch.php', {
    handler: async ({ deps, user, body, req }) => {
      const data = await publishBatch(deps, user, body, given.noticeToCompany, req.log);
      deps.mailDispatcher.kick();
      return { message: msg('certificates.batch_done', { published: data.published, failed: data.failed }), data };
    },
  });

  defineRoute(app, 'admin/certificates/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAdminCertificates(deps.db, query, deps.clock.now()) }),
  });

  defineExportRoute(app, 'admin/certificates/export.php', {
    list: 'certificates',
    baseName: () => 'sertifikat',
    sheetName: { id: 'Sertifikat', en: 'Certificates' },
    total: async (deps, filter, now) =>
      (await listAdminCertificates(deps.db, { ...filter, page: 1, per_page: 1 }, now)).total,
    page: (deps, filter, now) => exportCertificatesPage(deps.db, filter, now),
    csv: CERTIFICATE_CSV,
    xlsx: CERTIFICATE_XLSX,
  });

  defineRoute(app, 'admin/certificates/detail.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({
      data: { certificate: await certificateDetail(deps, user, query.uuid) },
    }),
  });

  // Four eyes (docs/business-rules.md#four-eyes): 202 `{ approval }` while a second administrator
  // is needed, else carried out at once and answered as before.
  const actions = certificateApprovalActions(given.noticeToCompany);

  defineRoute(app, 'admin/certificates/update.php', {
    handler: async ({ deps, user, body }) => {
      const { approval } = await requestOrAct(deps, user, actions['certificate.revise'], body);
      if (approval) return { statusCode: 202, message: msg('approvals.requested'), data: { approval } };
      return {
        message: msg('certificates.revised'),
        data: { certificate: await certificateDetail(deps, user, body.uuid) },
      };
    },
  });

  defineRoute(app, 'admin/certificates/revoke.php', {
    handler: async ({ deps, user, body }) => {
      const { approval } = await requestOrAct(deps, user, actions['certificate.revoke'], body);
      deps.mailDispatcher.kick();
      if (approval) return { statusCode: 202, message: msg('approvals.requested'), data: { approval } };
      return {
        message: msg('certificates.revoked'),
        data: { certificate: await certificateDetail(deps, user, body.uuid) },
      };
    },
  });
}
