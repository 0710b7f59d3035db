import { INT4_MAX } from '../limits';
import { emptyToUndefined, zCompanyPhone, zEmail, zIsoDate, zLooseInt, zLooseIntUpTo, zNik, zNpwp, zOptionalString, zPostalCode } from './fields';

/**
 * The company details that registration leaves optional and Dokumen Registrasi completes
 * (docs/business-rules.md#sign-up), one validator each, keyed by their snake_case API names. Register
 * (camelCase names) and the company update calls both take their rules from here.
 */
export const COMPANY_DETAIL_FIELDS = {
  address: emptyToUndefined(zOptionalString(500)),
  province: emptyToUndefined(zOptionalString(100)),
  regency_city: emptyToUndefined(zOptionalString(100)),
  district: emptyToUndefined(zOptionalString(100)),
  village: emptyToUndefined(zOptionalString(100)),
  postal_code: emptyToUndefined(zPostalCode),
  // A fixed line with its area code is fine for the company; the leader's phone stays mobile.
  phone: emptyToUndefined(zCompanyPhone),
  email: emptyToUndefined(zEmail),
  business_type: emptyToUndefined(zOptionalString(200)),
  // bigint column (rupiah), int4 column (docs/decisions/016)
  investment_value: emptyToUndefined(zLooseInt),
  employee_count: emptyToUndefined(zLooseIntUpTo(INT4_MAX)),
  leader_name: emptyToUndefined(zOptionalString(120)),
  leader_position: emptyToUndefined(zOptionalString(120)),
  leader_nik: emptyToUndefined(zNik),
  leader_npwp: emptyToUndefined(zNpwp),
  kta_kadin_number: emptyToUndefined(zOptionalString(100)),
  kta_date: emptyToUndefined(zIsoDate),
};
