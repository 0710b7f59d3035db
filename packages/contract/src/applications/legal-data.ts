import type { TBusinessEntityType } from '../statuses';

/**
 * The company's legal data as of an application (docs/business-rules.md#applications): body
 * name (camelCase, as the original portal) → response name (snake_case). The server's columns
 * carry the body names, so a row can be checked as it is. Zod-free.
 *
 * This table is the one list of the legal fields (docs/decisions/095): the body and the answer
 * schemas (schemas.ts), the server's columns and answer (its application mapper), the detail and
 * the form of the web app all take their fields from it. A new field is a row here (and its kind
 * below), a column and a label.
 */
export const APPLICATION_LEGAL_FIELDS = {
  aktaPendirianNotaris: 'akta_pendirian_notaris',
  aktaPendirianNomor: 'akta_pendirian_nomor',
  aktaPendirianTanggal: 'akta_pendirian_tanggal',
  aktaPerubahanNotaris: 'akta_perubahan_notaris',
  aktaPerubahanNomor: 'akta_perubahan_nomor',
  aktaPerubahanTanggal: 'akta_perubahan_tanggal',
  skKemenkumhamNomor: 'sk_kemenkumham_nomor',
  skKemenkumhamTanggal: 'sk_kemenkumham_tanggal',
  nibDate: 'nib_date',
} as const;
export type TLegalField = keyof typeof APPLICATION_LEGAL_FIELDS;
/** The legal fields in the table's order. */
export const LEGAL_FIELD_NAMES = Object.keys(APPLICATION_LEGAL_FIELDS) as TLegalField[];
export const LEGAL_DATE_FIELDS = [
  'aktaPendirianTanggal',
  'aktaPerubahanTanggal',
  'skKemenkumhamTanggal',
  'nibDate',
] as const satisfies readonly TLegalField[];
export type TLegalDateField = (typeof LEGAL_DATE_FIELDS)[number];
export const isLegalDateField = (f: TLegalField): f is TLegalDateField =>
  (LEGAL_DATE_FIELDS as readonly TLegalField[]).includes(f);
/** Every other legal field is text, at most this many characters (the dates are `YYYY-MM-DD`). */
export const LEGAL_TEXT_MAX = {
  aktaPendirianNotaris: 200,
  aktaPendirianNomor: 100,
  aktaPerubahanNotaris: 200,
  aktaPerubahanNomor: 100,
  skKemenkumhamNomor: 100,
} as const satisfies Record<Exclude<TLegalField, TLegalDateField>, number>;

const AKTA_PENDIRIAN = ['aktaPendirianNotaris', 'aktaPendirianNomor', 'aktaPendirianTanggal'] as const;
const AKTA_PERUBAHAN = ['aktaPerubahanNotaris', 'aktaPerubahanNomor', 'aktaPerubahanTanggal'] as const;
const SK_KEMENKUMHAM = ['skKemenkumhamNomor', 'skKemenkumhamTanggal'] as const;

/**
 * The legal fields an application must carry before it is submitted (a draft may be saved
 * incomplete), following the registration documents' rule: the deed of establishment unless the
 * company is a Perorangan, the SK Kemenkumham for a PT or Koperasi, the NIB date always; the
 * latest amendment deed is optional but all-or-nothing.
 */
export function requiredLegalFields(entityType: TBusinessEntityType | string): TLegalField[] {
  const out: TLegalField[] = [];
  if (entityType !== 'Perorangan') out.push(...AKTA_PENDIRIAN);
  if (entityType === 'PT' || entityType === 'Koperasi') out.push(...SK_KEMENKUMHAM);
  out.push('nibDate');
  return out;
}

type TLegalValues = Partial<Record<TLegalField, string | null | undefined>>;
const isBlank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/** The legal fields still missing for submission (body names, in table order). */
export function missingLegalFields(values: TLegalValues, entityType: TBusinessEntityType | string): TLegalField[] {
  const missing = new Set(requiredLegalFields(entityType).filter((f) => isBlank(values[f])));
  if (AKTA_PERUBAHAN.some((f) => !isBlank(values[f])))
    for (const f of AKTA_PERUBAHAN) if (isBlank(values[f])) missing.add(f);
  return LEGAL_FIELD_NAMES.filter((f) => missing.has(f));
}

/** Message keys of the legal dates' plausibility (the web app's `validation` namespace). */
export const V_LEGAL = {
  /** A legal date after today (WIB). */
  dateInFuture: 'validation.dateInFuture',
  /** The NIB date before the date of the deed of establishment. */
  nibBeforeAkta: 'validation.nibBeforeAkta',
} as const;

/**
 * Plausibility of the legal dates (docs/business-rules.md#applications): none lies after `today`
 * (a WIB date), and the NIB date is not before the deed of establishment. Empty dates are not
 * judged here (submission asks for the required ones). Answers field → message key.
 */
export function implausibleLegalDates(
  legal: Partial<Record<TLegalField, string | null | undefined>>,
  today: string,
): Partial<Record<TLegalDateField, string>> {
  const out: Partial<Record<TLegalDateField, string>> = {};
  for (const f of LEGAL_DATE_FIELDS) {
    const v = legal[f];
    if (v && v > today) out[f] = V_LEGAL.dateInFuture;
  }
  const akta = legal.aktaPendirianTanggal;
  const nib = legal.nibDate;
  if (!out.nibDate && akta && nib && nib < akta) out.nibDate = V_LEGAL.nibBeforeAkta;
  return out;
}
