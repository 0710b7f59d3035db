import { createContext, useContext } from 'react';
import type { TAdminRole, TCompany, TProfileResponse, TProfileUser } from '@portal/contract';

/** The session state of docs/business-rules.md#session-state. */
export interface TSessionState {
  /** The profile's user, with the password-change and second-factor flags. */
  user: TProfileUser | null;
  company: TCompany | null;
  isAuthenticated: boolean;
  isDocumentVerified: boolean;
  isLoading: boolean;
  hasActiveCertificate: boolean;
  /** A generated password must be changed first: only /settings is open (docs/decisions/014). */
  mustChangePassword: boolean;
  /** An administrator's roles (docs/business-rules.md#admin-roles); empty for everyone else. */
  adminRoles: readonly TAdminRole[];
  /**
   * A staff account of the company, not its owner (docs/business-rules.md#company-staff): the
   * company's data, registration documents, members and the leader's profile are read-only, and
   * the controls that would change them are not rendered.
   */
  isStaff: boolean;
}

export interface TSessionActions {
  /** Loads the profile again (after login, OTP, settings) and answers the new user (or null). */
  refresh: () => Promise<TProfileUser | null>;
  /** Applies a change the server confirmed (theme, company, the leader's data) to the profile. */
  updateProfile: (change: (profile: TProfileResponse) => TProfileResponse) => void;
  /** Clears all state and the inactivity timer and goes to /login. */
  logout: (options?: { reason?: 'inactivity' }) => Promise<void>;
  /** Whether a session existed in this page's life (the login-required toast needs it). */
  hadSession: () => boolean;
  /** Forget the above once the toast has been shown. */
  forgetSession: () => void;
}

export type TSessionContext = TSessionState & TSessionActions;

export const SessionContext = createContext<TSessionContext | null>(null);

export function useSession(): TSessionContext {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
