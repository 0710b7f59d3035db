import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { listCompanies } from './admin-service';
import { COMPANY_CSV, COMPANY_XLSX, exportCompanyRows } from './company-export';
import { toCompanyDto } from './company-dto';
import { updateCompany } from './service';
import { msg } from '../../lib/server-message';

/** Manajemen Perusahaan: list, corrections and the CSV export (the detail is the registration review's). Admins only. */
export function registerCompanyAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/companies/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listCompanies(deps, query) }),
  });

  /** Any field, identity ones included (an admin may correct them: docs/business-rules.md#company-data), same validation. */
  defineRoute(app, 'admin/companies/update.php', {
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, company_id: companyId, ...fields } = body;
      const company = await updateCompany(deps, { byCompanyId: companyId }, fields, { asAdmin: true });
      return { message: msg('companies.saved'), data: { company: toCompanyDto(company) } };
    },
  });

  /** The list's filter as CSV or (`format=xlsx`) a workbook in the reader's language (docs/business-rules.md#exports). */
  defineExportRoute(app, 'admin/companies/export.php', {
    list: 'companies',
    baseName: () => 'perusahaan',
    sheetName: { id: 'Perusahaan', en: 'Companies' },
    total: async (deps, filter) => (await listCompanies(deps, { ...filter, page: 1, per_page: 1 })).total,
    page: (deps, filter) => exportCompanyRows(deps, filter),
    csv: COMPANY_CSV,
    xlsx: COMPANY_XLSX,
  });
}
