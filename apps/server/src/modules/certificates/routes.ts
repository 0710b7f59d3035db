import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerCertificateAdminRoutes } from './admin-routes';
import type { CompanyNotice } from './company-notice';
import { toOwnerCertificateDto } from './certificate-dto';
import { certificateDetail, listCertificates, storedCertificatePdf } from './service';
import { certificateCredential } from './credential-service';

/** The company's certificate routes (docs/api.md#certificates); the admins' are in admin-routes.ts. */
/** What the list of modules hands this module instead of an import (docs/decisions/095). */
export interface CertificateRouteDeps {
  noticeToCompany: CompanyNotice;
}

export function registerCertificateRoutes(app: FastifyInstance, given: CertificateRouteDeps): void {
  defineRoute(app, 'certificates/list.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: await listCertificates(deps, user) }),
  });

  defineRoute(app, 'certificates/detail.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({
      data: { certificate: toOwnerCertificateDto(await certificateDetail(deps, user, query.uuid)) },
    }),
  });

  defineRoute(app, 'certificates/credential.php', {
    noStore: true,
    handler: async ({ deps, user, query }) => ({ data: await certificateCredential(deps, user, query.uuid) }),
  });

  defineRoute(app, 'certificates/generate_pdf.php', {
    handler: async ({ deps, user, query, req }) => storedCertificatePdf(deps, user, query, req.log),
  });

  registerCertificateAdminRoutes(app, given);
}
