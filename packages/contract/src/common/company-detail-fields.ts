import { INT4_MAX } from '../limits';
import {
  V,
  emptyToNull,
  emptyToUndefined,
  zText,
  zCompanyPhone,
  zEmail,
  zIsoDate,
  zLooseInt,
  zLooseIntUpTo,
  zNik,
  zNpwp,
  zOptionalString,
  zPostalCode,
} from './fields';

/**
 * The company details that registration leaves optional and Dokumen Registrasi completes
 * (docs/business-rules.md#sign-up), one validator each, keyed by their snake_case API names. Register
 * (camelCase names) and the company update calls both take their rules from here.
 */
const DETAIL_RULES = {
  address: zOptionalString(500),
  province: zOptionalString(100),
  regency_city: zOptionalString(100),
  district: zOptionalString(100),
  village: zOptionalString(100),
  postal_code: zPostalCode,
  // A fixed line with its area code is fine for the company; the leader's phone stays mobile.
  phone: zCompanyPhone,
  email: zEmail,
  business_type: zOptionalString(200),
  // bigint column (rupiah), int4 column (docs/decisions/016)
  investment_value: zLooseInt,
  employee_count: zLooseIntUpTo(INT4_MAX),
  leader_name: zOptionalString(120),
  leader_position: zOptionalString(120),
  leader_nik: zNik,
  leader_npwp: zNpwp,
  kta_kadin_number: zOptionalString(100),
  kta_date: zIsoDate,
};

/** Registration: an empty field is simply "not given". */
export const COMPANY_DETAIL_FIELDS = {
  address: emptyToUndefined(DETAIL_RULES.address),
  province: emptyToUndefined(DETAIL_RULES.province),
  regency_city: emptyToUndefined(DETAIL_RULES.regency_city),
  district: emptyToUndefined(DETAIL_RULES.district),
  village: emptyToUndefined(DETAIL_RULES.village),
  postal_code: emptyToUndefined(DETAIL_RULES.postal_code),
  phone: emptyToUndefined(DETAIL_RULES.phone),
  email: emptyToUndefined(DETAIL_RULES.email),
  business_type: emptyToUndefined(DETAIL_RULES.business_type),
  investment_value: emptyToUndefined(DETAIL_RULES.investment_value),
  employee_count: emptyToUndefined(DETAIL_RULES.employee_count),
  leader_name: emptyToUndefined(DETAIL_RULES.leader_name),
  leader_position: emptyToUndefined(DETAIL_RULES.leader_position),
  leader_nik: emptyToUndefined(DETAIL_RULES.leader_nik),
  leader_npwp: emptyToUndefined(DETAIL_RULES.leader_npwp),
  kta_kadin_number: emptyToUndefined(DETAIL_RULES.kta_kadin_number),
  kta_date: emptyToUndefined(DETAIL_RULES.kta_date),
};

/**
 * Company updates: an empty string (or null) is a request to clear the field, parsed as `null`.
 * Every detail field is needed for submission, so the server refuses to clear one that holds a
 * value (docs/business-rules.md#company-data) and ignores a clear of one that is already empty.
 */
export const COMPANY_DETAIL_UPDATE_FIELDS = {
  address: emptyToNull(DETAIL_RULES.address),
  province: emptyToNull(DETAIL_RULES.province),
  regency_city: emptyToNull(DETAIL_RULES.regency_city),
  district: emptyToNull(DETAIL_RULES.district),
  village: emptyToNull(DETAIL_RULES.village),
  postal_code: emptyToNull(DETAIL_RULES.postal_code),
  phone: emptyToNull(DETAIL_RULES.phone),
  email: emptyToNull(DETAIL_RULES.email),
  business_type: emptyToNull(DETAIL_RULES.business_type),
  investment_value: emptyToNull(DETAIL_RULES.investment_value),
  employee_count: emptyToNull(DETAIL_RULES.employee_count),
  leader_name: emptyToNull(DETAIL_RULES.leader_name),
  leader_position: emptyToNull(DETAIL_RULES.leader_position),
  leader_nik: emptyToNull(DETAIL_RULES.leader_nik),
  leader_npwp: emptyToNull(DETAIL_RULES.leader_npwp),
  kta_kadin_number: emptyToNull(DETAIL_RULES.kta_kadin_number),
  kta_date: emptyToNull(DETAIL_RULES.kta_date),
  // Official area codes from regions/list.php; the server checks them and takes the names from them.
  province_code: emptyToNull(
    zText()
      .trim()
      .regex(/^\d{2}$/, V.invalid),
  ),
  regency_city_code: emptyToNull(
    zText()
      .trim()
      .regex(/^\d{2}\.\d{2}$/, V.invalid),
  ),
  district_code: emptyToNull(
    zText()
      .trim()
      .regex(/^\d{2}\.\d{2}\.\d{2}$/, V.invalid),
  ),
  village_code: emptyToNull(
    zText()
      .trim()
      .regex(/^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, V.invalid),
  ),
};
