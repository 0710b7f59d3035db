import type { FastifyInstance } from 'fastify';
import {
  API,
  ENTITY_STATUS_LABELS_ID,
  ZAdminCompanyDetailQuery,
  ZAdminCompanyListQuery,
  ZAdminUpdateCompanyRequest,
  ZVerifyCompanyRequest,
  type TAdminCompanyListItem,
} from '@portal/contract';
import { assertAccess, defineRoute, parseOrThrow } from '../../lib/route';
import { updateCompany } from '../companies/service';
import { toCompanyDto } from '../users/user-dto';
import { exportCompaniesPage, getCompanyDetail, listCompanies } from './companies-service';
import { csvChunks, sendCsv, type CsvColumn } from './csv';
import { verifyCompany } from './verification-service';

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

/** Manajemen Perusahaan and the registration decision (issue 3). Admins only. */
export function registerAdminCompanyRoutes(app: FastifyInstance): void {
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

  defineRoute(app, {
    method: 'POST',
    url: API.adminCompaniesVerify,
    access: 'admin',
    body: ZVerifyCompanyRequest,
    handler: async ({ deps, body, req }) => {
      const result = await verifyCompany(deps, body);
      // After the commit: a mail failure must not undo the decision (the notification is in).
      try {
        await deps.mailer.send(result.mail);
      } catch (err) {
        req.log.warn({ err }, 'registration decision mail failed');
      }
      return {
        message: body.decision === 'approve' ? 'Perusahaan berhasil diverifikasi.' : 'Registrasi perusahaan ditolak.',
        data: { company: result.company },
      };
    },
  });

  const meta = { access: 'admin', csrf: false, query: ZAdminCompanyListQuery, file: true } as const;
  app.get(API.adminCompaniesExport, { config: { meta } }, async (req, reply) => {
    assertAccess('admin', req.user);
    const query = parseOrThrow(ZAdminCompanyListQuery, req.query);
    return sendCsv(reply, 'perusahaan', app.deps.clock.now(), csvChunks(COMPANY_CSV, exportCompaniesPage(app.deps, query)));
  });
}
