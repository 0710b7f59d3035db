import { useRequest } from '@/hooks/use-request';
import { apiPost } from '@/lib/api-client';

/** POST auth/get-user-by-uuid.php: the e-mail of an account awaiting its OTP, and the current resend wait. */
export const getUserByUuid = (uuid: string, signal?: AbortSignal) =>
  apiPost('auth/get-user-by-uuid.php', { uuid }, { signal });

/** Asked only when the page has no e-mail from the navigation; the page explains an unknown or finished link itself. */
export const useUserByUuid = (uuid: string, enabled: boolean) =>
  useRequest(enabled && uuid.length > 0 ? uuid : null, getUserByUuid);
