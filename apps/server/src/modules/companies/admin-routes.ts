import type { FastifyInstance } from 'fastify';
import {
  API,
  ENTITY_STATUS_LABELS_ID,
  ZAdminCompanyDetailQuery,
  ZAdminCompanyListQuery,
  ZAdminUpdateCompanyRequest,
  type TAdminCompanyListItem,
} from '@portal/contract';
import { assertAccess, defineRoute, parseOrThrow } from '../../lib/route';
import { csvChunks, sendCsv, type CsvColumn } from '../../lib/csv';
import { exportCompaniesPage, getCompanyDetail, listCompanies } from './admin-service';
import { toCompanyDto } from './company-dto';
import { updateCompany } from './service';

const COMPANY_CSV: CsvColumn<TAdminCompanyListItem>[] = [
  { header: 'ID', value: (c) => c.companyId },
  { header: 'Nama Perusahaan', value: (c) => c.name },
  { header: 'Bentuk Usaha', value: (c) => c.business_entity_type },
  { header: 'NPWP', value: (c) => c.npwp },
  { header: 'NIB', value: (c) => c.nib },
  { header: 'Status', value: (c) => ENTITY_STATUS_LABELS_ID[c.status] },
  { header: 'Pemilik', value: (c) => c.owner_name },
  { header: 'Email Pemilik', value: (c) => c.owner_email },
  { header: 'Terdaftar (UTC)', value: (c) => c.created_at },
  { header: 'Diverifikasi (UTC)', value: (c) => c.verified_at },
];

/** Manajemen Perusahaan: list, detail, corrections and the CSV export. Admins only. */
export function registerCompanyAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminCompaniesList,
    access: 'admin',
    query: ZAdminCompanyListQuery,
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listCompanies(deps, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCompaniesDetail,
    access: 'admin',
    query: ZAdminCompanyDetailQuery,
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await getCompanyDetail(deps, query.id) }),
  });

  /** Any field, identity ones included (DOMAIN.md: an admin may correct them), same validation. */
  defineRoute(app, {
    method: 'POST',
    url: API.adminCompaniesUpdate,
    access: 'admin',
    body: ZAdminUpdateCompanyRequest,
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, company_id: companyId, ...fields } = body;
      const company = await updateCompany(deps, { byCompanyId: companyId }, fields, { asAdmin: true });
      return { message: 'Data perusahaan berhasil disimpan.', data: { company: toCompanyDto(company) } };
    },
  });

  const meta = { access: 'admin', csrf: false, query: ZAdminCompanyListQuery, file: true } as const;
  app.get(API.adminCompaniesExport, { config: { meta } }, async (req, reply) => {
    assertAccess('admin', req.user);
    const query = parseOrThrow(ZAdminCompanyListQuery, req.query);
    return sendCsv(reply, 'perusahaan', app.deps.clock.now(), csvChunks(COMPANY_CSV, exportCompaniesPage(app.deps, query)));
  });
}
