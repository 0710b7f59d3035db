import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetCsrfToken } from '@/lib/api-client';
import { CERTIFICATES_SUMMARY_QUERY_KEY, certificatesSummaryQueryOptions } from './api/get-certificates-summary';
import { PROFILE_QUERY_KEY, profileQueryOptions } from './api/get-profile';
import { postLogout } from './api/logout';
import { SessionContext, type TSessionContext } from './session-context';
import { onSessionExpired } from './session-events';
import { computeHasActiveCertificate, computeIsDocumentVerified, LOGIN_PATH } from './session-rules';

const isProfileKey = (key: readonly unknown[]) => key[0] === PROFILE_QUERY_KEY[0] && key[1] === PROFILE_QUERY_KEY[1];

interface Props {
  children: ReactNode;
  /** Called after a logout, e.g. to show the inactivity message. */
  onLoggedOut?: (reason?: 'inactivity') => void;
}

/** Session state of SPEC §3/§4, derived from the profile query and the certificate check. */
export function SessionProvider({ children, onLoggedOut }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profileQuery = useQuery(profileQueryOptions());
  // While logging out the session reads as "loading": no guard may redirect on stale data.
  const [loggingOut, setLoggingOut] = useState(false);
  const hadSessionRef = useRef(false);

  // SPEC §4: any profile failure clears the session.
  const profile = profileQuery.isError ? null : (profileQuery.data ?? null);
  const user = loggingOut ? null : (profile?.user ?? null);
  const company = loggingOut ? null : (profile?.company ?? null);
  const isAuthenticated = user !== null;
  const isDocumentVerified = computeIsDocumentVerified(user, company);
  const mustChangePassword = loggingOut ? false : profile?.user.must_change_password === true;

  const certificatesQuery = useQuery(certificatesSummaryQueryOptions(isDocumentVerified));
  const hasActiveCertificate =
    isDocumentVerified && certificatesQuery.isSuccess && computeHasActiveCertificate(certificatesQuery.data?.summary);
  // The certificate check only adds the Sertifikat menu item; it never holds the app back.
  const isLoading = loggingOut || profileQuery.isPending;

  useEffect(() => {
    if (isAuthenticated) hadSessionRef.current = true;
  }, [isAuthenticated]);

  useEffect(() => {
    if (loggingOut && profileQuery.data === null && !profileQuery.isFetching) setLoggingOut(false);
  }, [loggingOut, profileQuery.data, profileQuery.isFetching]);

  // A 401 elsewhere while logged in: confirm with the profile; the guards do the rest.
  useEffect(
    () =>
      onSessionExpired(() => {
        if (queryClient.getQueryData(PROFILE_QUERY_KEY)) void queryClient.refetchQueries({ queryKey: PROFILE_QUERY_KEY });
      }),
    [queryClient],
  );

  const refresh = useCallback(async () => {
    const data = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    if (data && computeIsDocumentVerified(data.user, data.company)) {
      void queryClient.invalidateQueries({ queryKey: CERTIFICATES_SUMMARY_QUERY_KEY });
    }
    return data?.user ?? null;
  }, [queryClient]);

  const logout = useCallback(
    async (options?: { reason?: 'inactivity' }) => {
      hadSessionRef.current = false;
      setLoggingOut(true);
      try {
        await postLogout();
      } catch {
        // The server session may already be gone (expired); the local state is cleared anyway.
      }
      queryClient.getMutationCache().clear();
      // Every cached answer belonged to the old session; only the (now empty) profile stays.
      queryClient.removeQueries({ predicate: (q) => !isProfileKey(q.queryKey) });
      queryClient.setQueryData(PROFILE_QUERY_KEY, null);
      resetCsrfToken();
      navigate(LOGIN_PATH, { replace: true });
      onLoggedOut?.(options?.reason);
    },
    [navigate, onLoggedOut, queryClient],
  );

  const value = useMemo<TSessionContext>(
    () => ({
      user,
      company,
      isAuthenticated,
      isDocumentVerified,
      isLoading,
      hasActiveCertificate,
      mustChangePassword,
      refresh,
      logout,
      hadSession: () => hadSessionRef.current,
      forgetSession: () => {
        hadSessionRef.current = false;
      },
    }),
    [user, company, isAuthenticated, isDocumentVerified, isLoading, hasActiveCertificate, mustChangePassword, refresh, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
