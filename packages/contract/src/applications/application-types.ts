import type { TLabel } from '../common/labels';

/**
 * Application types (docs/business-rules.md#applications): `renewal` of a certificate, `upgrade`
 * (higher qualification or more sub-bidang) of a certificate that is still active. Zod-free.
 */
export const APPLICATION_TYPES = ['new', 'renewal', 'upgrade'] as const;
export type TApplicationType = (typeof APPLICATION_TYPES)[number];
export const APPLICATION_TYPE = { NEW: 'new', RENEWAL: 'renewal', UPGRADE: 'upgrade' } as const satisfies Record<
  string,
  TApplicationType
>;

/** Types that name the certificate they start from (`certificateUuid`). */
export const CERTIFICATE_BASED_APPLICATION_TYPES = [
  'renewal',
  'upgrade',
] as const satisfies readonly TApplicationType[];
export const needsCertificate = (type: TApplicationType): boolean =>
  (CERTIFICATE_BASED_APPLICATION_TYPES as readonly string[]).includes(type);

export const APPLICATION_TYPE_LABELS: Record<TApplicationType, TLabel> = {
  new: { id: 'Baru', en: 'New' },
  renewal: { id: 'Perpanjangan', en: 'Renewal' },
  upgrade: { id: 'Peningkatan', en: 'Upgrade' },
};
