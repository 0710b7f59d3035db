import type { FastifyInstance } from 'fastify';
import {
  API,
  ENTITY_STATUS_LABELS_ID,
  ZAdminCompanyDetailQuery,
  ZAdminCompanyDetailResponse,
  ZAdminCompanyListQuery,
  ZAdminCompanyListResponse,
  ZAdminUpdateCompanyRequest,
  ZUpdateCompanyResponse,
  type TAdminCompanyListItem,
} from '@portal/contract';
import { csvChunks, csvFile, type CsvColumn } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
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
    response: ZAdminCompanyListResponse,
    handler: async ({ deps, query }) => ({ data: await listCompanies(deps, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCompaniesDetail,
    access: 'admin',
    query: ZAdminCompanyDetailQuery,
    noStore: true,
    response: ZAdminCompanyDetailResponse,
    handler: async ({ deps, query }) => ({ data: await getCompanyDetail(deps, query.id) }),
  });

  /** Any field, identity ones included (an admin may correct them: docs/business-rules.md#company-data), same validation. */
  defineRoute(app, {
    method: 'POST',
    url: API.adminCompaniesUpdate,
    access: 'admin',
    body: ZAdminUpdateCompanyRequest,
    response: ZUpdateCompanyResponse,
    handler: async ({ deps, body }) => {
      const { csrf_token: _csrf, company_id: companyId, ...fields } = body;
      const company = await updateCompany(deps, { byCompanyId: companyId }, fields, { asAdmin: true });
      return { message: 'Data perusahaan berhasil disimpan.', data: { company: toCompanyDto(company) } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminCompaniesExport,
    access: 'admin',
    query: ZAdminCompanyListQuery,
    reply: 'file',
    handler: async ({ deps, query }) => csvFile('perusahaan', deps.clock.now(), csvChunks(COMPANY_CSV, exportCompaniesPage(deps, query))),
  });
}
