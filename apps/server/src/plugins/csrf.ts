import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { hmac, randomToken, safeEqual } from '../lib/crypto';
import type { AppConfig } from '../config';
import { PLAIN_COOKIE_NAMES, cookieNames } from './cookie-names';

/** The CSRF cookie's name on plain http; over https it is `__Host-` prefixed (cookie-names.ts). */
export const CSRF_COOKIE = PLAIN_COOKIE_NAMES.csrf;
export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF cookie's secret as this server names the cookie (http or https). */
export const csrfCookieOf = (req: FastifyRequest): string | undefined => req.cookies[cookieNames(req.server.deps.config.secureCookies).csrf];

/**
 * CSRF token bound to its own HttpOnly cookie, not to the session: it stays valid across login.
 * Token = nonce.HMAC(key, cookieSecret.nonce). The key is derived from the server secret, which
 * every instance shares, so every instance accepts every token (docs/decisions/003, 013).
 */
export function issueCsrfToken(req: FastifyRequest, reply: FastifyReply, key: string, config: AppConfig): string {
  let secret = csrfCookieOf(req);
  if (!secret || secret.length < 20 || secret.length > 100) {
    secret = randomToken(24);
    reply.setCookie(cookieNames(config.secureCookies).csrf, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
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

/** Header and body must both carry the same valid token (docs/business-rules.md#csrf). Multipart passes its form field. */
export function assertCsrf(req: FastifyRequest, key: string, bodyToken: unknown): void {
  const header = req.headers[CSRF_HEADER];
  const headerToken = Array.isArray(header) ? header[0] : header;
  if (!headerToken || typeof bodyToken !== 'string' || !bodyToken || headerToken !== bodyToken) {
    throw new AppError('CSRF_INVALID');
  }
  if (!isCsrfTokenValid(csrfCookieOf(req), headerToken, key)) throw new AppError('CSRF_INVALID');
}

/** The header token alone: an upload checks it before a byte of its body is read. */
export function assertCsrfHeader(req: FastifyRequest, key: string): void {
  const header = req.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || !isCsrfTokenValid(csrfCookieOf(req), token, key)) throw new AppError('CSRF_INVALID');
}
