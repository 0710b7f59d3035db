/**
 * Cookie names, defined once. Over https they carry the `__Host-` prefix: the browser then
 * accepts them only with Secure, Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-http page can plant or overwrite them (docs/decisions/003).
 */
const BASE = {
  session: 'bski_session',
  csrf: 'bski_csrf',
  /** A sign-in awaiting its second factor (docs/decisions/098). */
  loginChallenge: 'bski_login_challenge',
} as const;

export type TCookieNames = { readonly [K in keyof typeof BASE]: string };

export function cookieNames(secure: boolean): TCookieNames {
  const prefix = secure ? '__Host-' : '';
  return {
    session: `${prefix}${BASE.session}`,
    csrf: `${prefix}${BASE.csrf}`,
    loginChallenge: `${prefix}${BASE.loginChallenge}`,
  };
}

/** The names on plain http (development, tests). */
export const PLAIN_COOKIE_NAMES = cookieNames(false);
