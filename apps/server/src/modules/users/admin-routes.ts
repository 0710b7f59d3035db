import type { FastifyInstance } from 'fastify';
import {
  API,
  ENTITY_STATUS_LABELS_ID,
  ZAdminUserDetailQuery,
  ZAdminUserDetailResponse,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZSetSuspendedRequest,
  ZSetSuspendedResponse,
  ZAdminResendOtpRequest,
  ZAdminResendOtpResponse,
  type TAdminUserListItem,
} from '@portal/contract';
import { csvChunks, csvFile, type CsvColumn } from '../../lib/csv';
import { defineRoute } from '../../lib/route';
import { exportUsersPage, getUserDetail, listUsers, resendOtpForUser, setSuspended } from './admin-service';

const USER_CSV: CsvColumn<TAdminUserListItem>[] = [
  { header: 'UUID', value: (u) => u.uuid },
  { header: 'Nama', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Telepon', value: (u) => u.phone },
  { header: 'Peran', value: (u) => u.role },
  { header: 'Status', value: (u) => (u.is_suspended ? ENTITY_STATUS_LABELS_ID.suspended : ENTITY_STATUS_LABELS_ID[u.status]) },
  { header: 'Alasan Penonaktifan', value: (u) => u.suspended_reason },
  { header: 'Perusahaan', value: (u) => u.company?.name },
  { header: 'Status Perusahaan', value: (u) => (u.company ? ENTITY_STATUS_LABELS_ID[u.company.status as keyof typeof ENTITY_STATUS_LABELS_ID] : '') },
  { header: 'Terdaftar (UTC)', value: (u) => u.created_at },
];

/** Manajemen Pengguna (issue 3): list, detail, suspend/reactivate, CSV export. Admins only. */
export function registerUserAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminUsersList,
    access: 'admin',
    query: ZAdminUserListQuery,
    noStore: true,
    response: ZAdminUserListResponse,
    handler: async ({ deps, query }) => ({ data: await listUsers(deps, query) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.adminUsersDetail,
    access: 'admin',
    query: ZAdminUserDetailQuery,
    noStore: true,
    response: ZAdminUserDetailResponse,
    handler: async ({ deps, query }) => ({ data: await getUserDetail(deps, query.uuid) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminUsersSetSuspended,
    access: 'admin',
    body: ZSetSuspendedRequest,
    response: ZSetSuspendedResponse,
    handler: async ({ deps, user, body }) => ({
      message: body.suspended ? 'Pengguna dinonaktifkan.' : 'Pengguna diaktifkan kembali.',
      data: { user: await setSuspended(deps, user, body) },
    }),
  });

  /** The same filter as the list, as CSV (docs/business-rules.md#exports); a file answer, errors in the envelope. */
  defineRoute(app, {
    method: 'GET',
    url: API.adminUsersExport,
    access: 'admin',
    query: ZAdminUserListQuery,
    reply: 'file',
    handler: async ({ deps, query }) => csvFile('pengguna', deps.clock.now(), csvChunks(USER_CSV, exportUsersPage(deps, query))),
  });

  /** Resend the confirmation code of an account awaiting it (docs/api.md#verification-queue). */
  defineRoute(app, {
    method: 'POST',
    url: API.adminUsersResendOtp,
    access: 'admin',
    body: ZAdminResendOtpRequest,
    response: ZAdminResendOtpResponse,
    handler: async ({ deps, body }) => ({ message: 'Kode OTP baru telah dikirim.', data: await resendOtpForUser(deps, body.uuid) }),
  });
}
