import { API } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';

/** POST auth/logout.php (SPEC §7); CSRF in header and body like every state change. */
export function postLogout(): Promise<unknown> {
  return apiPost<unknown>(API.logout, {});
}
