import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATUSES,
  ROLE,
  USER_STATUSES,
  type TCompanyStatus,
  type TUserStatus,
} from '@portal/contract/constants';
import {
  computeHasActiveCertificate,
  computeIsDocumentVerified,
  dashboardPathFor,
  decideAdminShell,
  decideAuthPage,
  decideRequireAdmin,
  decideRequireAuth,
  decideRequireVerified,
  decideUserDashboard,
  isAuthPagePath,
  isPublicPath,
  postLoginDestination,
  sanitizeRememberedOrigin,
  shouldWarnLoginRequired,
  type TAccessState,
} from './session-rules';

const admin = { role: ROLE.ADMIN } as const;
const user = { role: ROLE.USER } as const;
const state = (over: Partial<TAccessState> = {}): TAccessState => ({
  isLoading: false,
  isAuthenticated: true,
  isDocumentVerified: false,
  user,
  ...over,
});

describe('computeIsDocumentVerified (truth table)', () => {
  const expected = (u: TUserStatus, c: TCompanyStatus) =>
    (u === 'active' || u === 'verified') && (c === 'verified' || c === 'active');
  for (const u of USER_STATUSES) {
    for (const c of COMPANY_STATUSES) {
      it(`user ${u} + company ${c} → ${expected(u, c)}`, () => {
        expect(computeIsDocumentVerified({ status: u, role: 'user' }, { status: c })).toBe(expected(u, c));
      });
    }
    it(`user ${u} without a company → false`, () => {
      expect(computeIsDocumentVerified({ status: u, role: 'user' }, null)).toBe(false);
    });
  }
  it('no user → false even with a verified company', () => {
    expect(computeIsDocumentVerified(null, { status: 'verified' })).toBe(false);
  });
});

describe('computeHasActiveCertificate', () => {
  it('true only when total_certificates is above 0', () => {
    expect(computeHasActiveCertificate({ total_certificates: 1 })).toBe(true);
    expect(computeHasActiveCertificate({ total_certificates: 12 })).toBe(true);
    expect(computeHasActiveCertificate({ total_certificates: 0 })).toBe(false);
    expect(computeHasActiveCertificate({ total_certificates: -1 })).toBe(false);
  });
  it('false on a failure or an odd shape', () => {
    expect(computeHasActiveCertificate(undefined)).toBe(false);
    expect(computeHasActiveCertificate(null)).toBe(false);
    expect(computeHasActiveCertificate({})).toBe(false);
    expect(computeHasActiveCertificate({ total_certificates: '3' })).toBe(false);
    expect(computeHasActiveCertificate({ total_certificates: Number.NaN })).toBe(false);
  });
});

describe('public and auth paths', () => {
  it.each([
    '/sertifikat/abc',
    '/invoice/INV-202501-000001',
    '/verify',
    '/error',
    '/verify_details',
    '/verify_details/x',
    '/verify_transaction/1',
    '/download',
    '/download/file',
  ])('%s is public', (p) => expect(isPublicPath(p)).toBe(true));
  it.each(['/', '/dashboard', '/sertifikat', '/verifyx', '/errors', '/downloads', '/admin', '/login'])(
    '%s is not public',
    (p) => expect(isPublicPath(p)).toBe(false),
  );
  it.each(['/login', '/register', '/forgot-password', '/reset-password/tok', '/verify-otp/uuid'])(
    '%s is an auth page',
    (p) => expect(isAuthPagePath(p)).toBe(true),
  );
  it.each(['/reset-password', '/verify-otp', '/loginx', '/dashboard'])('%s is not an auth page', (p) =>
    expect(isAuthPagePath(p)).toBe(false),
  );
});

describe('sanitizeRememberedOrigin (no open redirect)', () => {
  it('keeps in-app paths with query and hash', () => {
    expect(sanitizeRememberedOrigin('/applications/SP-123456789')).toBe('/applications/SP-123456789');
    expect(sanitizeRememberedOrigin('/transactions?page=2#top')).toBe('/transactions?page=2#top');
  });
  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/\tpath',
    '/login',
    '/register',
    '/verify-otp/abc',
  ])('drops %j', (from) => {
    expect(sanitizeRememberedOrigin(from)).toBeNull();
  });
  it('percent-encoded text stays an inert in-app path', () => {
    expect(sanitizeRememberedOrigin('/%0d%0aSet-Cookie')).toBe('/%0d%0aSet-Cookie');
    expect(sanitizeRememberedOrigin('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
  it('drops non-strings and absurdly long values', () => {
    expect(sanitizeRememberedOrigin(42)).toBeNull();
    expect(sanitizeRememberedOrigin({ pathname: '/x' })).toBeNull();
    expect(sanitizeRememberedOrigin(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('postLoginDestination', () => {
  it('a user goes to the remembered page, else /dashboard', () => {
    expect(postLoginDestination(user, '/certificates')).toBe('/certificates');
    expect(postLoginDestination(user, undefined)).toBe('/dashboard');
    expect(postLoginDestination(user, 'https://evil.example')).toBe('/dashboard');
  });
  it('a user is never sent into /admin or to a public page', () => {
    expect(postLoginDestination(user, '/admin/users')).toBe('/dashboard');
    expect(postLoginDestination(user, '/error')).toBe('/dashboard');
  });
  it('an admin goes back only into /admin, else /admin/dashboard', () => {
    expect(postLoginDestination(admin, '/admin/users')).toBe('/admin/users');
    expect(postLoginDestination(admin, '/dashboard')).toBe('/admin/dashboard');
    expect(postLoginDestination(admin, null)).toBe('/admin/dashboard');
  });
  it('dashboardPathFor by role', () => {
    expect(dashboardPathFor(admin)).toBe('/admin/dashboard');
    expect(dashboardPathFor(user)).toBe('/dashboard');
    expect(dashboardPathFor(null)).toBe('/dashboard');
  });
});

describe('guard decisions', () => {
  it('everything waits while the session loads', () => {
    const loading = state({ isLoading: true, isAuthenticated: false });
    expect(decideRequireAuth(loading, '/x').kind).toBe('loading');
    expect(decideRequireVerified(loading, '/x').kind).toBe('loading');
    expect(decideRequireAdmin(loading, '/admin').kind).toBe('loading');
    expect(decideAdminShell(loading).kind).toBe('loading');
    expect(decideAuthPage(loading).kind).toBe('loading');
    expect(decideUserDashboard(loading).kind).toBe('loading');
  });

  it('unauthenticated → /login, replace, remembering origin and the from-protected flag', () => {
    const anon = state({ isAuthenticated: false, user: null });
    expect(decideRequireAuth(anon, '/transactions?page=2')).toEqual({
      kind: 'redirect',
      to: '/login',
      replace: true,
      state: { from: '/transactions?page=2', fromProtected: true },
      reason: 'login-required',
    });
    expect(decideRequireVerified(anon, '/company')).toMatchObject({ to: '/login', reason: 'login-required' });
    expect(decideRequireAdmin(anon, '/admin/users')).toMatchObject({
      to: '/login',
      state: { from: '/admin/users', fromProtected: true },
    });
  });

  it('verified pages: unverified → /dashboard; verified → allowed', () => {
    expect(decideRequireVerified(state({ isDocumentVerified: false }), '/company')).toMatchObject({
      kind: 'redirect',
      to: '/dashboard',
      reason: 'verification-required',
    });
    expect(decideRequireVerified(state({ isDocumentVerified: true }), '/company')).toEqual({ kind: 'allow' });
  });

  it('admin guard: non-admin → /error with status 403; admin allowed', () => {
    expect(decideRequireAdmin(state(), '/admin')).toMatchObject({
      kind: 'redirect',
      to: '/error',
      state: { status: 403 },
      reason: 'admin-only',
    });
    expect(decideRequireAdmin(state({ user: admin }), '/admin')).toEqual({ kind: 'allow' });
  });

  it('admin shell (second line): a non-admin or anonymous visitor → /login', () => {
    expect(decideAdminShell(state())).toMatchObject({ kind: 'redirect', to: '/login', reason: 'admin-shell-denied' });
    expect(decideAdminShell(state({ isAuthenticated: false, user: null }))).toMatchObject({ to: '/login' });
    expect(decideAdminShell(state({ user: admin }))).toEqual({ kind: 'allow' });
  });

  it('auth pages: logged in → dashboard by role (or a safe remembered origin)', () => {
    expect(decideAuthPage(state({ isAuthenticated: false, user: null }))).toEqual({ kind: 'allow' });
    expect(decideAuthPage(state())).toMatchObject({ to: '/dashboard' });
    expect(decideAuthPage(state({ user: admin }))).toMatchObject({ to: '/admin/dashboard' });
    expect(decideAuthPage(state(), '/guide')).toMatchObject({ to: '/guide' });
    expect(decideAuthPage(state(), '//evil.example')).toMatchObject({ to: '/dashboard' });
  });

  it('admin on / or /dashboard → /admin/dashboard; a user stays', () => {
    expect(decideUserDashboard(state({ user: admin }))).toMatchObject({ kind: 'redirect', to: '/admin/dashboard' });
    expect(decideUserDashboard(state())).toEqual({ kind: 'allow' });
  });

  it('a password that must change keeps the user on /settings, from every guarded page and the auth pages', () => {
    const must = (over: Partial<TAccessState> = {}) => state({ mustChangePassword: true, ...over });
    const toSettings = { kind: 'redirect', to: '/settings', replace: true, reason: 'password-change-required' };
    expect(decideRequireAuth(must(), '/dashboard')).toEqual(toSettings);
    expect(decideRequireAuth(must(), '/settings')).toEqual({ kind: 'allow' });
    expect(decideRequireAuth(must(), '/settings?tab=x')).toEqual({ kind: 'allow' });
    expect(decideRequireAdmin(must({ user: admin }), '/admin/dashboard')).toEqual(toSettings);
    expect(decideRequireVerified(must({ isDocumentVerified: true }), '/company')).toEqual(toSettings);
    expect(decideAuthPage(must({ user: admin }), '/admin/users')).toEqual(toSettings);
    // Without the flag nothing changes.
    expect(decideRequireAdmin(state({ user: admin, mustChangePassword: false }), '/admin/dashboard')).toEqual({
      kind: 'allow',
    });
  });

  it('the login-required toast needs an earlier session and a protected origin', () => {
    expect(shouldWarnLoginRequired(true, true)).toBe(true);
    expect(shouldWarnLoginRequired(false, true)).toBe(false);
    expect(shouldWarnLoginRequired(true, false)).toBe(false);
  });
});
