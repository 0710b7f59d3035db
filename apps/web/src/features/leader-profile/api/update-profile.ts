import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TProfileResponse, TUpdateProfileRequest, TUpdateProfileResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, useSession } from '@/features/session';

export type TUpdateProfileBody = Omit<TUpdateProfileRequest, 'csrf_token'>;

/** POST users/update-profile.php: the leader's data (DOMAIN.md onboarding table). */
export function updateProfile(body: TUpdateProfileBody): Promise<TUpdateProfileResponse> {
  return apiPost<TUpdateProfileResponse>(API.updateProfile, body);
}

/** The answer updates the session at once (header name, company leader data), then it reloads quietly. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: ({ user, company }) => {
      queryClient.setQueryData<TProfileResponse | null>(PROFILE_QUERY_KEY, (old) => (old ? { ...old, user: { ...old.user, ...user }, company: company ?? old.company } : old));
      void refresh().catch(() => undefined);
    },
  });
}
