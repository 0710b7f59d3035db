import type { TLabel } from '../common/labels';

/** Kualifikasi of an application (docs/business-rules.md#sub-bidang). Zod-free. */
export const QUALIFICATIONS = ['kecil', 'menengah', 'besar'] as const;
export type TQualification = (typeof QUALIFICATIONS)[number];
export const QUALIFICATION = { KECIL: 'kecil', MENENGAH: 'menengah', BESAR: 'besar' } as const satisfies Record<
  string,
  TQualification
>;

/** Both languages here, not only in the web app: fee lines, PDFs and exports name the qualification too. */
export const QUALIFICATION_LABELS: Record<TQualification, TLabel> = {
  kecil: { id: 'Kecil', en: 'Small' },
  menengah: { id: 'Menengah', en: 'Medium' },
  besar: { id: 'Besar', en: 'Large' },
};

/**
 * The rule the body applies to choose a qualification (docs/business-rules.md#qualification-rule):
 * the company's business capital (nilai investasi / modal usaha, land and buildings excluded), as
 * Indonesia's business-scale rule (PP 7/2021) bands it. The two limits are admin settings
 * (`sub-bidang/qualifications.php`); these are their values until an admin changes them.
 */
export interface TQualificationThresholds {
  /** Up to this capital (rupiah, inclusive): Kecil. */
  kecil_max_investment: number;
  /** Up to this capital (inclusive): Menengah; above it: Besar. */
  menengah_max_investment: number;
}
export const DEFAULT_QUALIFICATION_THRESHOLDS: TQualificationThresholds = {
  kecil_max_investment: 5_000_000_000,
  menengah_max_investment: 10_000_000_000,
};

/** The qualification the company's capital suggests, or null when the capital is not known. */
export function suggestQualification(
  investmentValue: number | null | undefined,
  t: TQualificationThresholds,
): TQualification | null {
  if (investmentValue === null || investmentValue === undefined || investmentValue < 0) return null;
  if (investmentValue <= t.kecil_max_investment) return 'kecil';
  if (investmentValue <= t.menengah_max_investment) return 'menengah';
  return 'besar';
}
