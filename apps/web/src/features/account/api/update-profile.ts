import { useMutation } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUpdateProfileResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useSession } from '@/features/session';

export type TUpdateProfileBody = Omit<TUpdateProfileRequest, 'csrf_token'>;

/** POST users/update-profile.php: the leader's data (docs/api.md). */
export function updateProfile(body: TUpdateProfileBody): Promise<TUpdateProfileResponse> {
  return apiPost('users/update-profile.php', body);
}

/** The answer updates the session at once (header name, company leader data), then it reloads quietly. */
export function useUpdateProfile() {
  const { refresh, updateProfile: applyToSession } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: ({ user, company }) => {
      applyToSession((old) => ({ ...old, user: { ...old.user, ...user }, company: company ?? old.company }));
      void refresh().catch(() => undefined);
    },
  });
}
