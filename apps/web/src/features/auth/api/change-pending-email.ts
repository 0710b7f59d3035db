import type { TChangePendingEmailRequest, TChangePendingEmailResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TChangePendingEmailBody = Omit<TChangePendingEmailRequest, 'csrf_token'>;

/** POST auth/change-pending-email.php: a mistyped address is replaced and a new code goes to the new one. */
export const changePendingEmail = (body: TChangePendingEmailBody) => apiPost('auth/change-pending-email.php', body);

export const useChangePendingEmail = (options?: TActionOptions<TChangePendingEmailResponse, TChangePendingEmailBody>) =>
  useAction(changePendingEmail, options);
