import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubmitRegistrationResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useSession } from '@/features/session';
import { DOCUMENTS_QUERY_KEY } from '@/features/documents';

/** POST registrations/submit.php: unverified|rejected → in_review once everything required is there. */
export function submitRegistration(): Promise<TSubmitRegistrationResponse> {
  return apiPost('registrations/submit.php', {});
}

/** The new status shows at once, then the session reloads (menus and badges follow it). */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  const { refresh, updateProfile } = useSession();
  return useMutation({
    mutationFn: submitRegistration,
    // A 422 lists what is missing on the page; the page raises the toast itself.
    meta: { silent: true },
    onSuccess: ({ company }) => {
      updateProfile((old) => ({ ...old, company }));
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      void refresh().catch(() => undefined);
    },
  });
}
