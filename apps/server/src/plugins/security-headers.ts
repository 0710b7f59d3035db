import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * CSP that allows what the portal really loads (DOMAIN.md): its own origin, Turnstile when a site
 * key is set; frame-ancestors none; nosniff; a strict referrer policy. Inline style attributes are
 * allowed (React and Radix position popovers with them); inline scripts are not.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const withCaptcha = Boolean(config.turnstileSiteKey);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(withCaptcha ? [TURNSTILE] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(withCaptcha ? [TURNSTILE] : [])],
        frameSrc: ["'self'", 'blob:', ...(withCaptcha ? [TURNSTILE] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000 } : false,
  });
}
