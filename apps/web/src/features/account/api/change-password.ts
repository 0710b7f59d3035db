import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TChangePasswordResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

export type TChangePasswordBody = Omit<TChangePasswordRequest, 'csrf_token'>;

/** POST users/change-password.php: every other session of the user ends (docs/business-rules.md#sessions). */
export function changePassword(body: TChangePasswordBody): Promise<TChangePasswordResponse> {
  return apiPost('users/change-password.php', body);
}

export function useChangePassword() {
  // The form shows a wrong current password on its field and raises the toast itself.
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
