import type { TProfileResponse } from '@portal/contract';
import { handleRequestError } from '@/lib/request-errors';
import { notifySessionEnded } from '@/lib/session-events';
import { getCertificatesSummary } from './api/get-certificates-summary';
import { getProfile } from './api/get-profile';
import { computeHasActiveCertificate, computeIsDocumentVerified } from './session-rules';

export interface TSessionSnapshot {
  /** The profile: `undefined` until the first check answers, `null` when nobody is signed in. */
  profile: TProfileResponse | null | undefined;
  /** Only verified companies are asked; any failure means "no active certificate". */
  hasActiveCertificate: boolean;
}

/**
 * The signed-in user, outside any query cache: the first page (login, register, OTP) needs the
 * profile but no cache, so the session lives in this small store (read with useSyncExternalStore)
 * and the screens behind the login load the query cache with their shell (docs/decisions/020).
 */
export interface TSessionStore {
  getSnapshot: () => TSessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The page's first check (users/profile.php); answers the known profile when there is one. */
  load: () => Promise<TProfileResponse | null>;
  /** Asks the server again (after login, OTP, a password change); a failure signs the page out and is thrown. */
  refresh: () => Promise<TProfileResponse | null>;
  /** A change the server confirmed (theme, company, the leader's data), applied without asking again. */
  update: (change: (profile: TProfileResponse) => TProfileResponse) => void;
  /** Forgets the signed-in user (logout). */
  clear: () => void;
}

const isVerified = (p: TProfileResponse | null | undefined) =>
  Boolean(p && computeIsDocumentVerified(p.user, p.company));

export function createSessionStore(): TSessionStore {
  let snapshot: TSessionSnapshot = { profile: undefined, hasActiveCertificate: false };
  const listeners = new Set<() => void>();
  // Only the newest profile request may set the state (a logout or a refresh overtakes older ones).
  let generation = 0;
  let pending: Promise<TProfileResponse | null> | null = null;
  let certificateCheck = 0;

  // The last user signed in on this page: when another one signs in (after the session expired),
  // the cached answers of the first must not show.
  let lastUser: string | null = null;

  const set = (next: Partial<TSessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    const user = snapshot.profile?.user.uuid ?? null;
    const switched = user !== null && lastUser !== null && user !== lastUser;
    if (user !== null) lastUser = user;
    if (switched) notifySessionEnded();
    listeners.forEach((l) => l());
  };

  const checkCertificates = (profile: TProfileResponse | null) => {
    const id = ++certificateCheck;
    if (!isVerified(profile)) {
      if (snapshot.hasActiveCertificate) set({ hasActiveCertificate: false });
      return;
    }
    getCertificatesSummary().then(
      (list) => id === certificateCheck && set({ hasActiveCertificate: computeHasActiveCertificate(list.summary) }),
      () => id === certificateCheck && set({ hasActiveCertificate: false }),
    );
  };

  const fetchProfile = (): Promise<TProfileResponse | null> => {
    const id = ++generation;
    const request = getProfile().then(
      (profile) => {
        if (id === generation) {
          set({ profile });
          checkCertificates(profile);
        }
        return profile;
      },
      (error: unknown) => {
        // Any failure of the profile (a 401 is none: it answers null) leaves the page signed out,
        // with the error catalogue's toast.
        void handleRequestError(error, undefined);
        if (id === generation) {
          set({ profile: null });
          checkCertificates(null);
        }
        throw error;
      },
    );
    pending = request;
    void request.then(
      () => (pending = pending === request ? null : pending),
      () => (pending = pending === request ? null : pending),
    );
    return request;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load: () => {
      if (snapshot.profile !== undefined) return Promise.resolve(snapshot.profile);
      return (pending ?? fetchProfile()).catch(() => null);
    },
    refresh: fetchProfile,
    update: (change) => {
      const { profile } = snapshot;
      if (!profile) return;
      const next = change(profile);
      const becameVerified = !isVerified(profile) && isVerified(next);
      set({ profile: next });
      if (becameVerified) checkCertificates(next);
    },
    clear: () => {
      generation++;
      certificateCheck++;
      pending = null;
      lastUser = null;
      set({ profile: null, hasActiveCertificate: false });
      notifySessionEnded();
    },
  };
}
