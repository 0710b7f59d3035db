import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerCompanyAdminRoutes } from './admin-routes';
import { toCompanyDto } from './company-dto';
import { updateCompany } from './service';
import { msg } from '../../lib/server-message';

export function registerCompanyRoutes(app: FastifyInstance): void {
  /**
   * The caller's own company. Open to unverified users too: Dokumen Registrasi completes the
   * company data before verification (docs/business-rules.md#company-data); identity fields lock later.
   */
  defineRoute(app, 'companies/update.php', {
    handler: async ({ deps, user, body }) => {
      const { csrf_token: _csrf, ...fields } = body;
      const company = await updateCompany(deps, { byUserId: user.id }, fields, { asAdmin: false });
      return { message: msg('companies.saved'), data: { company: toCompanyDto(company) } };
    },
  });

  registerCompanyAdminRoutes(app);
}
