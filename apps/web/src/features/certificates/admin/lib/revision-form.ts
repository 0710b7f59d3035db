import type { TAdminCertificate, TUpdateCertificateRequest } from '@portal/contract';

export interface TRevisionValues {
  company_name: string;
  company_address: string;
  qualification: string;
  sub_bidang_codes: string[];
  signatory_name: string;
  signatory_position: string;
}
export const REVISION_FIELDS = [
  'company_name',
  'company_address',
  'sub_bidang_codes',
  'qualification',
  'signatory_name',
  'signatory_position',
] as const;
export type TRevisionField = (typeof REVISION_FIELDS)[number];

/** The form's starting point: the certificate's current data. */
export const revisionValuesOf = (c: TAdminCertificate): TRevisionValues => ({
  company_name: c.data.company_name,
  company_address: c.data.company_address,
  qualification: c.data.qualification,
  sub_bidang_codes: c.data.sub_bidang.map((s) => s.code),
  signatory_name: c.data.signatory_name,
  signatory_position: c.data.signatory_position,
});

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/**
 * What update.php receives: only the fields that differ from the current data (texts compared
 * trimmed, sub-bidang as a set), so the revision's `changed_fields` name what really changed.
 */
export function changedFields(
  initial: TRevisionValues,
  values: TRevisionValues,
): Partial<Omit<TUpdateCertificateRequest, 'uuid' | 'reason'>> {
  const out: Record<string, unknown> = {};
  for (const f of ['company_name', 'company_address', 'signatory_name', 'signatory_position'] as const) {
    if (values[f].trim() !== initial[f].trim()) out[f] = values[f].trim();
  }
  if (values.qualification !== initial.qualification) out.qualification = values.qualification;
  if (!sameCodes(values.sub_bidang_codes, initial.sub_bidang_codes)) out.sub_bidang_codes = values.sub_bidang_codes;
  return out as Partial<Omit<TUpdateCertificateRequest, 'uuid' | 'reason'>>;
}
