import {
  type TAdminUserDetailResponse,
  type TAdminUserListItem,
  type TListResult,
  ZAdminUserDetailResponse,
  ZAdminUserListItem,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { COMPANY_STATUS, ROLE, USER_STATUS } from '@portal/contract/constants';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';

/** Test-only builders of the admin user list. */
export const ME = ADMIN_PROFILE().user;

export function makeListUser(over: Partial<TAdminUserListItem> = {}): TAdminUserListItem {
  return fake(ZAdminUserListItem, {
    uuid: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    email: 'siti@contoh.co.id',
    name: 'Siti Rahma',
    phone: '+6281111111111',
    status: USER_STATUS.VERIFIED,
    role: ROLE.USER,
    theme_preference: 'system',
    is_suspended: false,
    leader_position: 'Direktur',
    created_at: '2025-03-01T20:30:00.000Z',
    suspended_reason: null,
    company: { companyId: 7, name: 'PT Contoh Jaya', status: COMPANY_STATUS.VERIFIED },
    ...over,
  });
}

export const page = (
  items: TAdminUserListItem[],
  over: Partial<TListResult<TAdminUserListItem>> = {},
): TListResult<TAdminUserListItem> => ({
  items,
  page: 1,
  per_page: 20,
  total: items.length,
  ...over,
});

export function detailOf(user: TAdminUserListItem, activeSessions = 1): TAdminUserDetailResponse {
  const { company: _c, ...rest } = user;
  return fake(ZAdminUserDetailResponse, {
    user: rest,
    company: null,
    documents: [],
    active_sessions: activeSessions,
    history: [],
  });
}

/** The current admin as a list row. */
export const meRow = () =>
  makeListUser({ uuid: ME.uuid, name: ME.name, email: ME.email, role: ROLE.ADMIN, company: null });
