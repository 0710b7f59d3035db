import {
  type TCertificateListResponse,
  type TCompany,
  type TFeeScheduleResponse,
  type TProfileResponse,
  type TProfileUser,
  type TUser,
  ZCertificateListResponse,
  ZCompany,
  ZFeeScheduleResponse,
  ZProfileResponse,
  ZUser,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { COMPANY_STATUS, ROLE, USER_STATUS } from '@portal/contract/constants';

/** Test-only builders for the session's profile answer. */
export function makeUser(over: Partial<TUser> = {}): TUser {
  return fake(ZUser, {
    uuid: '0b9f3c5e-1f2a-4c3d-9e8f-7a6b5c4d3e2f',
    email: 'budi@contoh.co.id',
    name: 'Budi Santoso',
    phone: '+6281234567890',
    status: USER_STATUS.ACTIVE,
    role: ROLE.USER,
    theme_preference: 'system',
    is_suspended: false,
    leader_position: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...over,
  });
}

export function makeCompany(over: Partial<TCompany> = {}): TCompany {
  return fake(ZCompany, {
    companyId: 7,
    name: 'PT Contoh Jaya',
    business_entity_type: 'PT',
    npwp: '013121660091000',
    nib: '1234567890123',
    status: COMPANY_STATUS.UNVERIFIED,
    address: null,
    province: null,
    regency_city: null,
    district: null,
    village: null,
    province_code: null,
    regency_city_code: null,
    district_code: null,
    village_code: null,
    postal_code: null,
    phone: null,
    email: null,
    business_type: null,
    investment_value: null,
    employee_count: null,
    leader_name: null,
    leader_position: null,
    leader_nik: null,
    leader_npwp: null,
    kta_kadin_number: null,
    kta_date: null,
    review_note: null,
    submitted_at: null,
    ...over,
  });
}

export function makeProfile(
  user: Partial<TProfileUser> = {},
  company: Partial<TCompany> | null = {},
): TProfileResponse {
  return fake(ZProfileResponse, {
    user: {
      must_change_password: false,
      mfa_enabled: false,
      mfa_required: false,
      // An administrator is a super admin unless the test names the roles (docs/business-rules.md#admin-roles).
      ...makeUser(user),
      admin_roles: user.admin_roles ?? (user.role === ROLE.ADMIN ? ['super_admin'] : []),
      ...makeUser(user),
      // The company's owner unless a test says otherwise (docs/business-rules.md#company-staff).
      company_role: user.company_role !== undefined ? user.company_role : company === null ? null : 'owner',
    },
    company: company === null ? null : makeCompany(company),
    documents: [],
  });
}

export const ADMIN_PROFILE = () =>
  makeProfile({ role: ROLE.ADMIN, name: 'Admin Portal', email: 'admin@portal.test' }, null);
export const UNVERIFIED_PROFILE = () =>
  makeProfile({ status: USER_STATUS.ACTIVE }, { status: COMPANY_STATUS.UNVERIFIED });
export const VERIFIED_PROFILE = () =>
  makeProfile({ status: USER_STATUS.VERIFIED }, { status: COMPANY_STATUS.VERIFIED });

/** certificates/list.php with no certificate listed and `active` active ones (the menus' check). */
export const certificateList = (active = 0): TCertificateListResponse =>
  fake(ZCertificateListResponse, {
    items: [],
    summary: { total_certificates: active, active_certificates: active, expiring_soon: 0, expired: 0 },
  });

/** fees/schedule.php: a schedule made from its schema (pages that show fee examples ask for it). */
export const feeSchedule = (): TFeeScheduleResponse =>
  fake(ZFeeScheduleResponse, {
    fees: {
      kecil: { base_fee: 3_000_000, extra_sub_bidang_fee: 600_000 },
      menengah: { base_fee: 6_000_000, extra_sub_bidang_fee: 1_200_000 },
      besar: { base_fee: 12_000_000, extra_sub_bidang_fee: 2_400_000 },
    },
  });
