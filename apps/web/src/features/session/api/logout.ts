import { apiPost } from '@/lib/api-client';

/** POST auth/logout.php; CSRF in header and body like every state change (docs/business-rules.md#csrf). */
export function postLogout(): Promise<unknown> {
  return apiPost('auth/logout.php', {});
}
