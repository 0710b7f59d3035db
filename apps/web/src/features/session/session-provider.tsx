import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { forgetKeptAnswers, resetCsrfToken } from '@/lib/api-client';
import { onSessionExpired } from '@/lib/session-events';
import { postLogout } from './api/logout';
import { SessionContext, type TSessionContext } from './session-context';
import { createSessionStore, type TSessionStore } from './session-store';
import { computeIsDocumentVerified, LOGIN_PATH } from './session-rules';

/**
 * "This tab had a session": kept in sessionStorage, so a session ended elsewhere (a logout in
 * another tab, a suspension, the idle limit) still gets the login-required message after a reload
 * of the tab (docs/business-rules.md#session-state). Cleared by a logout of this tab.
 */
const HAD_SESSION_KEY = 'bski.had-session';
function storedHadSession(): boolean {
  try {
    return sessionStorage.getItem(HAD_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}
function storeHadSession(value: boolean): void {
  try {
    if (value) sessionStorage.setItem(HAD_SESSION_KEY, '1');
    else sessionStorage.removeItem(HAD_SESSION_KEY);
  } catch {
    /* storage unavailable (private mode): the in-memory flag still works */
  }
}

interface Props {
  children: ReactNode;
  /** The page's session, when its first check started before the first render (main.tsx). */
  store?: TSessionStore;
  /** Called after a logout, e.g. to show the inactivity message. */
  onLoggedOut?: (reason?: 'inactivity') => void;
}

/** The session state of docs/business-rules.md#session-state, from the profile and the certificate check. */
export function SessionProvider({ children, store: given, onLoggedOut }: Props) {
  const [store] = useState(() => given ?? createSessionStore());
  const navigate = useNavigate();
  const { profile, hasActiveCertificate: certificate } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  // While logging out the session reads as "loading": no guard may redirect on stale data.
  const [loggingOut, setLoggingOut] = useState(false);
  const hadSessionRef = useRef(storedHadSession());

  const user = loggingOut ? null : (profile?.user ?? null);
  const company = loggingOut ? null : (profile?.company ?? null);
  const isAuthenticated = user !== null;
  const isDocumentVerified = computeIsDocumentVerified(user, company);
  const mustChangePassword = user?.must_change_password === true;
  // The certificate check only adds the Sertifikat menu item; it never holds the app back.
  const hasActiveCertificate = isDocumentVerified && certificate;
  const isLoading = loggingOut || profile === undefined;

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    if (!isAuthenticated) return;
    hadSessionRef.current = true;
    storeHadSession(true);
  }, [isAuthenticated]);

  // A 401 elsewhere while logged in: confirm with the profile; the guards do the rest.
  useEffect(
    () =>
      onSessionExpired(() => {
        if (store.getSnapshot().profile) store.refresh().catch(() => undefined);
      }),
    [store],
  );

  const refresh = useCallback(async () => (await store.refresh())?.user ?? null, [store]);

  const logout = useCallback(
    async (options?: { reason?: 'inactivity' }) => {
      hadSessionRef.current = false;
      storeHadSession(false);
      setLoggingOut(true);
      try {
        await postLogout();
      } catch {
        // The server session may already be gone (expired); the local state is cleared anyway.
      }
      // Every cached answer belonged to the old session (the query cache listens for this).
      store.clear();
      resetCsrfToken();
      forgetKeptAnswers();
      setLoggingOut(false);
      navigate(LOGIN_PATH, { replace: true });
      onLoggedOut?.(options?.reason);
    },
    [navigate, onLoggedOut, store],
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
      updateProfile: store.update,
      logout,
      hadSession: () => hadSessionRef.current,
      forgetSession: () => {
        hadSessionRef.current = false;
        storeHadSession(false);
      },
    }),
    [
      user,
      company,
      isAuthenticated,
      isDocumentVerified,
      isLoading,
      hasActiveCertificate,
      mustChangePassword,
      refresh,
      store,
      logout,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
