import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { hmac, randomToken, safeEqual } from '../lib/crypto';
import type { AppConfig } from '../config';
import { PLAIN_COOKIE_NAMES, cookieNames } from './cookie-names';

/** The CSRF cookie's name on plain http; over https it is `__Host-` prefixed (cookie-names.ts). */
export const CSRF_COOKIE = PLAIN_COOKIE_NAMES.csrf;
export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF cookie's secret as this server names the cookie (http or https). */
export const csrfCookieOf = (req: FastifyRequest): string | undefined =>
  req.cookies[cookieNames(req.server.deps.config.secureCookies).csrf];

/**
 * CSRF token bound to its own HttpOnly cookie, not to the session: it stays valid across login.
 * Token = nonce.HMAC(key, cookieSecret.nonce). The key is derived from the server secret, which
 * every instance shares, so every instance accepts every token (docs/decisions/003, 013).
 */
export function issueCsrfToken(req: FastifyRequest, reply: FastifyReply, key: string, config: AppConfig): string {
  let secret = csrfCookieOf(req);
  if (!secret || secret.length < 20 || secret.length > 100) {
    secret = randomToken(24);
    reply.setCookie(cookieNames(config.secureCookies).csrf, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
    });
  }
  const nonce = randomToken(12);
  return `${nonce}.${hmac(key, `${secret}.${nonce}`)}`;
}

export function isCsrfTokenValid(secret: string | undefined, token: string, key: string): boolean {
  if (!secret) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  return safeEqual(mac, hmac(key, `${secret}.${nonce}`));
}

const headerTokenOf = (req: FastifyRequest): string | undefined => {
  const header = req.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token || undefined;
};

/**
 * The token may travel in the `X-CSRF-Token` header, in the body field `csrf_token` (multipart: a
 * form field), or in both: one valid copy suffices, and two copies must be equal
 * (docs/business-rules.md#csrf). So SPEC's logout with an empty payload and the header is accepted.
 */
export function assertCsrf(req: FastifyRequest, key: string, bodyToken: unknown): void {
  const headerToken = headerTokenOf(req);
  if (bodyToken !== undefined && bodyToken !== null && typeof bodyToken !== 'string')
    throw new AppError('CSRF_INVALID');
  const fieldToken = bodyToken || undefined;
  if (headerToken && fieldToken && headerToken !== fieldToken) throw new AppError('CSRF_INVALID');
  const token = headerToken ?? fieldToken;
  if (!token || !isCsrfTokenValid(csrfCookieOf(req), token, key)) throw new AppError('CSRF_INVALID');
}

/** Whether the request carries the header token (an upload then checks it before reading the body). */
export const hasCsrfHeader = (req: FastifyRequest): boolean => headerTokenOf(req) !== undefined;

/** The header token alone: an upload checks it before a byte of its body is read. */
export function assertCsrfHeader(req: FastifyRequest, key: string): void {
  const token = headerTokenOf(req);
  if (!token || !isCsrfTokenValid(csrfCookieOf(req), token, key)) throw new AppError('CSRF_INVALID');
}
