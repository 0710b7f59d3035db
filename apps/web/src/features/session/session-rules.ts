import {
  ADMIN_ROLE,
  COMPANY_STATUS,
  ROLE,
  USER_STATUS,
  type TAdminRole,
  type TCompanyStatus,
  type TRole,
  type TUserStatus,
} from '@portal/contract/constants';

/**
 * Pure session and access rules (docs/business-rules.md#web-routes and
 * docs/business-rules.md#session-state). No React here, so every rule is unit-tested on its own and the guards only translate decisions into redirects.
 */

export interface TSessionUserLike {
  status: TUserStatus;
  role: TRole;
}
export interface TSessionCompanyLike {
  status: TCompanyStatus;
}

/** User active or verified AND a company with status verified or active. */
export function computeIsDocumentVerified(
  user: TSessionUserLike | null | undefined,
  company: TSessionCompanyLike | null | undefined,
): boolean {
  if (!user || !company) return false;
  const userOk = user.status === USER_STATUS.ACTIVE || user.status === USER_STATUS.VERIFIED;
  const companyOk = company.status === COMPANY_STATUS.VERIFIED || company.status === COMPANY_STATUS.ACTIVE;
  return userOk && companyOk;
}

/** True when total_certificates is above 0; false on any failure or odd shape. */
export function computeHasActiveCertificate(summary: unknown): boolean {
  if (!summary || typeof summary !== 'object') return false;
  const total = (summary as { total_certificates?: unknown }).total_certificates;
  return typeof total === 'number' && Number.isFinite(total) && total > 0;
}

export function isAdminUser(user: Pick<TSessionUserLike, 'role'> | null | undefined): boolean {
  return user?.role === ROLE.ADMIN;
}

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const USER_DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';
/** Where a user whose password must change is kept (the change-password form). */
export const PASSWORD_CHANGE_PATH = '/settings';

/** An authenticated user on an auth page goes to /admin/dashboard (admin) or /dashboard. */
export function dashboardPathFor(user: Pick<TSessionUserLike, 'role'> | null | undefined): string {
  return isAdminUser(user) ? ADMIN_DASHBOARD_PATH : USER_DASHBOARD_PATH;
}

/** Public pages and prefixes: no login needed, no redirect to /login. */
const PUBLIC_PREFIXES = ['/sertifikat/', '/invoice/', '/verify_details', '/verify_transaction', '/download'];
const PUBLIC_EXACT = ['/verify', '/error', '/terms'];
/** Auth pages (a logged-in user is redirected away from them). */
const AUTH_EXACT = ['/login', '/register', '/forgot-password'];
const AUTH_PREFIXES = ['/reset-password/', '/verify-otp/'];

function matchesSegmentPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix) && pathname.length > prefix.length;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_EXACT.includes(pathname) || PUBLIC_PREFIXES.some((p) => matchesSegmentPrefix(pathname, p));
}

export function isAuthPagePath(pathname: string): boolean {
  return AUTH_EXACT.includes(pathname) || AUTH_PREFIXES.some((p) => matchesSegmentPrefix(pathname, p));
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * "Remembering origin" keeps only a path inside the app (no open redirect): anything with a scheme, a
 * host, a protocol-relative '//' or '\' trick, control characters, or an auth page is dropped.
 */
export function sanitizeRememberedOrigin(from: unknown): string | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(from)) return null;
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (isAuthPagePath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a freshly logged-in user lands: the remembered origin when it is safe and fits the role
 * (an admin only back into /admin, a company user never into /admin), else the role's dashboard.
 */
export function postLoginDestination(user: Pick<TSessionUserLike, 'role'> | null | undefined, from: unknown): string {
  const safe = sanitizeRememberedOrigin(from);
  const admin = isAdminUser(user);
  if (safe) {
    const path = safe.split(/[?#]/)[0];
    if (admin && isAdminPath(path)) return safe;
    if (!admin && !isAdminPath(path) && !isPublicPath(path)) return safe;
  }
  return dashboardPathFor(user);
}

export interface TAccessState {
  isLoading: boolean;
  isAuthenticated: boolean;
  isDocumentVerified: boolean;
  user: Pick<TSessionUserLike, 'role'> | null;
  /** The server answers every other call with 403 PASSWORD_CHANGE_REQUIRED until it is changed. */
  mustChangePassword?: boolean;
}

export type TRedirectReason =
  | 'login-required'
  | 'verification-required'
  | 'admin-only'
  | 'admin-shell-denied'
  | 'role-dashboard'
  | 'password-change-required';
export type TAccessDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; replace: true; state?: Record<string, unknown>; reason: TRedirectReason };

const LOADING: TAccessDecision = { kind: 'loading' };
const ALLOW: TAccessDecision = { kind: 'allow' };

/**
 * Unauthenticated on a non-public path → /login (replace, origin + from-protected flag).
 * A user whose password must change is kept on the change-password form (docs/decisions/014).
 */
export function decideRequireAuth(state: TAccessState, currentPath: string): TAccessDecision {
  if (state.isLoading) return LOADING;
  if (state.isAuthenticated) {
    if (state.mustChangePassword && currentPath.split(/[?#]/)[0] !== PASSWORD_CHANGE_PATH) {
      return { kind: 'redirect', to: PASSWORD_CHANGE_PATH, replace: true, reason: 'password-change-required' };
    }
    return ALLOW;
  }
  return {
    kind: 'redirect',
    to: LOGIN_PATH,
    replace: true,
    state: { from: currentPath, fromProtected: true },
    reason: 'login-required',
  };
}

/** Pages that need verified documents send others to /dashboard (with a notice). */
export function decideRequireVerified(state: TAccessState, currentPath: string): TAccessDecision {
  const auth = decideRequireAuth(state, currentPath);
  if (auth.kind !== 'allow') return auth;
  if (state.isDocumentVerified) return ALLOW;
  return { kind: 'redirect', to: USER_DASHBOARD_PATH, replace: true, reason: 'verification-required' };
}

/** Non-admin in the admin guard → /error with status 403, or /login when unauthenticated. */
export function decideRequireAdmin(state: TAccessState, currentPath: string): TAccessDecision {
  const auth = decideRequireAuth(state, currentPath);
  if (auth.kind !== 'allow') return auth;
  if (isAdminUser(state.user)) return ALLOW;
  return { kind: 'redirect', to: ERROR_PATH, replace: true, state: { status: 403 }, reason: 'admin-only' };
}

/** Second line of defence: the admin shell itself sends a non-admin to /login. */
export function decideAdminShell(state: TAccessState): TAccessDecision {
  if (state.isLoading) return LOADING;
  if (state.isAuthenticated && isAdminUser(state.user)) return ALLOW;
  return { kind: 'redirect', to: LOGIN_PATH, replace: true, reason: 'admin-shell-denied' };
}

/** An authenticated user on an auth page goes to the role's dashboard (or a safe origin). */
export function decideAuthPage(state: TAccessState, rememberedFrom?: unknown): TAccessDecision {
  if (state.isLoading) return LOADING;
  if (!state.isAuthenticated) return ALLOW;
  if (state.mustChangePassword)
    return { kind: 'redirect', to: PASSWORD_CHANGE_PATH, replace: true, reason: 'password-change-required' };
  return {
    kind: 'redirect',
    to: postLoginDestination(state.user, rememberedFrom),
    replace: true,
    reason: 'role-dashboard',
  };
}

/** An admin visiting / or /dashboard goes to /admin/dashboard. */
export function decideUserDashboard(state: TAccessState): TAccessDecision {
  if (state.isLoading) return LOADING;
  if (state.isAuthenticated && isAdminUser(state.user)) {
    return { kind: 'redirect', to: ADMIN_DASHBOARD_PATH, replace: true, reason: 'role-dashboard' };
  }
  return ALLOW;
}

/**
 * The "you need to log in" toast only makes sense when a session existed and the user
 * was on a protected page; a first anonymous visit stays quiet.
 */
export function shouldWarnLoginRequired(hadSession: boolean, fromProtected: boolean): boolean {
  return hadSession && fromProtected;
}

/**
 * Whether an administrator's roles cover what a screen (or an endpoint) needs
 * (docs/business-rules.md#admin-roles): a super admin may do everything; `'any'` is every
 * administrator; otherwise one of the named roles.
 */
export function holdsAdminRole(held: readonly TAdminRole[], needed: readonly TAdminRole[] | 'any'): boolean {
  if (needed === 'any' || held.includes(ADMIN_ROLE.SUPER_ADMIN)) return true;
  return needed.some((r) => held.includes(r));
}
