import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TProfileResponse, TSubmitRegistrationResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, useSession } from '@/features/session';
import { DOCUMENTS_QUERY_KEY } from './get-documents';

/** POST registrations/submit.php: unverified|rejected → in_review once everything required is there. */
export function submitRegistration(): Promise<TSubmitRegistrationResponse> {
  return apiPost<TSubmitRegistrationResponse>(API.registrationsSubmit, {});
}

/** The new status shows at once, then the session reloads (menus and badges follow it). */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: submitRegistration,
    // A 422 lists what is missing on the page; the page raises the toast itself.
    meta: { silent: true },
    onSuccess: ({ company }) => {
      queryClient.setQueryData<TProfileResponse | null>(PROFILE_QUERY_KEY, (old) => (old ? { ...old, company } : old));
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      void refresh().catch(() => undefined);
    },
  });
}
