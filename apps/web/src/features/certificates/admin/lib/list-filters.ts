import { ADMIN_CERTIFICATE_SORTS } from '@portal/contract';
import { CERTIFICATE_STATUSES } from '@portal/contract/constants';

/** The "expiring within" choices of Daftar SBU Terbit, in days. */
export const EXPIRING_WITHIN_OPTIONS = ['30', '60', '90'] as const;

/** Daftar SBU Terbit (admin/certificates/list.php): the filters kept in the URL. */
export const CERTIFICATE_LIST_FILTERS = {
  status: CERTIFICATE_STATUSES,
  expiring_within_days: EXPIRING_WITHIN_OPTIONS,
  sort: ADMIN_CERTIFICATE_SORTS,
};
export type TCertificateListFilter = keyof typeof CERTIFICATE_LIST_FILTERS;

/** A certificate's key in a route: its UUID. */
export const isCertificateUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
