import { useMutation, useQuery } from '@tanstack/react-query';
import type { TMfaEnableResponse, TMfaSetupResponse } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET account/mfa/setup.php: the secret, as text and as a QR code (the same one until enrolment ends). */
export function useSecondFactorSetup(enabled: boolean) {
  return useQuery<TMfaSetupResponse>({
    queryKey: ['account', 'mfa-setup'],
    queryFn: () => apiGet('account/mfa/setup.php'),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // The page shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

/** POST account/mfa/enable.php: a current code switches the factor on and answers the recovery codes, once. */
export function useEnableSecondFactor() {
  return useMutation<TMfaEnableResponse, Error, { code: string }>({
    mutationFn: (body) => apiPost('account/mfa/enable.php', body),
    // A wrong code shows on its field; anything else the form reports itself.
    meta: { silent: true },
  });
}

/** POST account/mfa/disable.php (company users): the password and a code switch it off. */
export function useDisableSecondFactor() {
  return useMutation<null, Error, { password: string; code: string }>({
    mutationFn: (body) => apiPost('account/mfa/disable.php', body),
    meta: { silent: true },
  });
}

/** POST account/mfa/recovery-codes.php: the password and a current code replace the recovery codes (shown once). */
export function useRegenerateRecoveryCodes() {
  return useMutation<TMfaEnableResponse, Error, { password: string; code: string }>({
    mutationFn: (body) => apiPost('account/mfa/recovery-codes.php', body),
    meta: { silent: true },
  });
}
