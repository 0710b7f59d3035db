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
