import { emptyToUndefined, zEmail, zIsoDate, zLooseInt, zNik, zNpwp, zOptionalString, zPhone, zPostalCode } from './fields';

/**
 * The company details that registration leaves optional and Dokumen Registrasi completes
 * (DOMAIN.md "Registration"), one validator each, keyed by their snake_case API names. Register
 * (camelCase names) and the company update calls both take their rules from here.
 */
export const COMPANY_DETAIL_FIELDS = {
  address: emptyToUndefined(zOptionalString(500)),
  province: emptyToUndefined(zOptionalString(100)),
  regency_city: emptyToUndefined(zOptionalString(100)),
  district: emptyToUndefined(zOptionalString(100)),
  village: emptyToUndefined(zOptionalString(100)),
  postal_code: emptyToUndefined(zPostalCode),
  phone: emptyToUndefined(zPhone),
  email: emptyToUndefined(zEmail),
  business_type: emptyToUndefined(zOptionalString(200)),
  investment_value: emptyToUndefined(zLooseInt),
  employee_count: emptyToUndefined(zLooseInt),
  leader_name: emptyToUndefined(zOptionalString(120)),
  leader_position: emptyToUndefined(zOptionalString(120)),
  leader_nik: emptyToUndefined(zNik),
  leader_npwp: emptyToUndefined(zNpwp),
  kta_kadin_number: emptyToUndefined(zOptionalString(100)),
  kta_date: emptyToUndefined(zIsoDate),
};
