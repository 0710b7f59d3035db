import {
  requiredRegistrationDocuments,
  type TAdminCompanyDetailResponse,
  type TAdminCompanyListItem,
  type TApplication,
  type TClaimedBy,
  type TCompany,
} from '@portal/contract';
import type { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The company's answers, one mapper each (docs/decisions/095). */

/** Contract ZCompany: snake_case except `companyId`, which the original portal's clients use. */
export function toCompanyDto(c: CompanyRow): TCompany {
  return {
    companyId: c.id,
    name: c.name,
    business_entity_type: c.businessEntityType,
    npwp: c.npwp,
    nib: c.nib,
    status: c.status,
    address: c.address,
    province: c.province,
    regency_city: c.regencyCity,
    district: c.district,
    village: c.village,
    province_code: c.provinceCode,
    regency_city_code: c.regencyCityCode,
    district_code: c.districtCode,
    village_code: c.villageCode,
    postal_code: c.postalCode,
    phone: c.phone,
    email: c.email,
    business_type: c.businessType,
    investment_value: c.investmentValue,
    employee_count: c.employeeCount,
    leader_name: c.leaderName,
    leader_position: c.leaderPosition,
    leader_nik: c.leaderNik,
    leader_npwp: c.leaderNpwp,
    kta_kadin_number: c.ktaKadinNumber,
    kta_date: c.ktaDate,
    review_note: c.reviewNote,
    submitted_at: iso(c.submittedAt),
  };
}

/** The administrator's detail: the company with its verification and creation times. */
export const toAdminCompanyDto = (c: CompanyRow): TAdminCompanyDetailResponse['company'] => ({
  ...toCompanyDto(c),
  verified_at: iso(c.verifiedAt),
  created_at: c.createdAt.toISOString(),
  submitted_at: iso(c.submittedAt),
});

/**
 * A row of Manajemen Perusahaan (and of the verification queue): the company, its owner from the
 * list's join, and how many of the required registration documents are verified
 * (`verifiedTypes`: the comma-joined types of queue-columns.ts).
 */
export function toAdminCompanyListItemDto(
  c: CompanyRow,
  owner: { uuid: string; name: string; email: string },
  verifiedTypes: string | null,
  claimedBy: TClaimedBy | null = null,
): TAdminCompanyListItem {
  const required = requiredRegistrationDocuments(c.businessEntityType);
  const verified = new Set((verifiedTypes ?? '').split(',').filter(Boolean));
  return {
    companyId: c.id,
    name: c.name,
    business_entity_type: c.businessEntityType,
    npwp: c.npwp,
    nib: c.nib,
    status: c.status,
    owner_uuid: owner.uuid,
    owner_name: owner.name,
    owner_email: owner.email,
    created_at: c.createdAt.toISOString(),
    verified_at: iso(c.verifiedAt),
    submitted_at: iso(c.submittedAt),
    documents_verified: required.filter((t) => verified.has(t)).length,
    documents_required: required.length,
    claimed_by: claimedBy,
  };
}

/** The company an application names (its detail). */
export const toCompanyRefDto = (c: CompanyRow): TApplication['company'] => ({
  companyId: c.id,
  name: c.name,
  business_entity_type: c.businessEntityType,
});
