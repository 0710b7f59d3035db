import type { TCompanyField, TCompanyFields } from '@portal/contract';
import type { companies } from '../../db/schema';

type CompanyInsert = Partial<typeof companies.$inferInsert>;

/** snake_case wire field → column property of db/schema/companies.ts */
export const COMPANY_COLUMN: Record<TCompanyField, keyof CompanyInsert> = {
  name: 'name',
  business_entity_type: 'businessEntityType',
  npwp: 'npwp',
  nib: 'nib',
  address: 'address',
  province: 'province',
  regency_city: 'regencyCity',
  district: 'district',
  village: 'village',
  province_code: 'provinceCode',
  regency_city_code: 'regencyCityCode',
  district_code: 'districtCode',
  village_code: 'villageCode',
  postal_code: 'postalCode',
  phone: 'phone',
  email: 'email',
  business_type: 'businessType',
  investment_value: 'investmentValue',
  employee_count: 'employeeCount',
  leader_name: 'leaderName',
  leader_position: 'leaderPosition',
  leader_nik: 'leaderNik',
  leader_npwp: 'leaderNpwp',
  kta_kadin_number: 'ktaKadinNumber',
  kta_date: 'ktaDate',
};

/** The columns a request actually sets (undefined = not sent; null = a clear the service has already allowed or ignored). */
export function toCompanyPatch(fields: Partial<TCompanyFields>): CompanyInsert {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = COMPANY_COLUMN[field as TCompanyField];
    if (column && value !== undefined && value !== null) patch[column] = value;
  }
  return patch as CompanyInsert;
}
