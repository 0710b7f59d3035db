import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TGetUserByUuidResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

/** POST auth/get-user-by-uuid.php: the e-mail of an account awaiting its OTP, and the current resend wait. */
export const getUserByUuid = (uuid: string) => apiPost<TGetUserByUuidResponse>(API.getUserByUuid, { uuid });

export const userByUuidQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['auth', 'user-by-uuid', uuid],
    queryFn: () => getUserByUuid(uuid),
    staleTime: Infinity,
    retry: false,
    // The page explains an unknown or finished link itself.
    meta: { silent: true },
  });

export const useUserByUuid = (uuid: string, enabled: boolean) => useQuery({ ...userByUuidQueryOptions(uuid), enabled: enabled && uuid.length > 0 });
