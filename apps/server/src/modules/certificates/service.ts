import type { TCertificateListResponse } from '@portal/contract';
import type { Deps, SessionUser } from '../../types';

/**
 * GET certificates/list.php. The menus need only `summary.total_certificates` (the Sertifikat menu
 * shows when it is above 0). There is no certificates table yet: the certificates issue replaces
 * the empty answer below with one query on it (the caller's company's certificates, newest first)
 * and counts `active_certificates` among them.
 */
export async function listCertificates(_deps: Pick<Deps, 'db'>, _user: SessionUser): Promise<TCertificateListResponse> {
  const items: TCertificateListResponse['items'] = []; // ← query the certificates table here
  return {
    items,
    summary: { total_certificates: items.length, active_certificates: 0, expiring_soon: 0, expired: 0 },
  };
}
