import {
  APPLICATION_LEGAL_FIELDS,
  type TApplicationType,
  type TLegalField,
  type TQualification,
} from '@portal/contract/constants';
import type { TApplication, TApplicationCreateRequest } from '@portal/contract';
import type { TPickedSubBidang } from '../components/sub-bidang-picker';

export const LEGAL_FIELDS = Object.keys(APPLICATION_LEGAL_FIELDS) as TLegalField[];

export interface TApplicationFormValues {
  applicationType: TApplicationType;
  certificateUuid: string;
  companyQualification: TQualification;
  subBidang: TPickedSubBidang[];
  legal: Record<TLegalField, string>;
  notes: string;
}

/** The body names the server's 422 `errors` may carry, each shown at its field. */
export const FORM_FIELDS = [
  'applicationType',
  'certificateUuid',
  'companyQualification',
  'subBidangCodes',
  ...LEGAL_FIELDS,
  'notes',
] as const;
export type TFormField = (typeof FORM_FIELDS)[number];

const emptyLegal = () => Object.fromEntries(LEGAL_FIELDS.map((f) => [f, ''])) as Record<TLegalField, string>;

export function emptyForm(certificateUuid = ''): TApplicationFormValues {
  return {
    applicationType: certificateUuid ? 'renewal' : 'new',
    certificateUuid,
    companyQualification: 'kecil',
    subBidang: [],
    legal: emptyLegal(),
    notes: '',
  };
}

/** A draft as the form edits it. */
export function formFromApplication(a: TApplication): TApplicationFormValues {
  const legal = emptyLegal();
  for (const f of LEGAL_FIELDS) legal[f] = a[APPLICATION_LEGAL_FIELDS[f]] ?? '';
  return {
    applicationType: a.type,
    certificateUuid: a.certificate_uuid ?? '',
    companyQualification: a.qualification,
    subBidang: a.sub_bidang.map((s) => ({
      code: s.code,
      name: s.name,
      bidang_code: s.bidang_code,
      kbli_code: s.kbli_code,
    })),
    legal,
    notes: a.notes ?? '',
  };
}

/** The create body (update adds code_reg). Blank texts go as '' and the server reads them as "not given". */
export function toRequestBody(v: TApplicationFormValues): TApplicationCreateRequest {
  return {
    applicationType: v.applicationType,
    ...(v.applicationType === 'new' ? {} : { certificateUuid: v.certificateUuid }),
    companyQualification: v.companyQualification,
    subBidangCodes: v.subBidang.map((s) => s.code),
    ...Object.fromEntries(LEGAL_FIELDS.map((f) => [f, v.legal[f].trim()])),
    notes: v.notes.trim(),
  };
}
