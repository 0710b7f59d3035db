import type { TCompany } from '@portal/contract';
import type { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

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
    submitted_at: c.submittedAt ? c.submittedAt.toISOString() : null,
  };
}
