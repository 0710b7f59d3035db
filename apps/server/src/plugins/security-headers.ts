import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@portal/contract';
import type { AppConfig } from '../config';

const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * Powerful browser features the portal never uses, switched off for the page and every frame
 * it embeds (a previewed PDF, the captcha). Turnstile's private-state tokens stay allowed. Only
 * features Chromium knows are listed: an unknown name costs a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * CSP that allows what the portal really loads: its own origin, Turnstile when a site key is
 * set; frame-ancestors none; nosniff; a strict referrer policy; HSTS over https. Inline style
 * attributes are allowed (React and Radix position popovers with them); inline scripts are not.
 */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const withCaptcha = Boolean(config.turnstileSiteKey);
  return {
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
  };
}

/**
 * helmet's headers for these options, worked out once: they depend on the configuration only,
 * while the Fastify plugin rebuilt them (CSP included) on every request (docs/decisions/025).
 */
export function staticSecurityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(helmetOptions(config))({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return { ...headers, 'Permissions-Policy': PERMISSIONS_POLICY };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = staticSecurityHeaders(config);
  // onRequest runs before anything can answer: routes, the error handler, 404s and static files alike.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (req, reply) => {
    // Whatever answers a request that carried a session is that user's data: no cache (shared
    // or browser) may keep it, whatever the route set (docs/decisions/003).
    if (
      req.hadSession &&
      req.url.startsWith(`${API_PREFIX}/`) &&
      !String(reply.getHeader('Cache-Control') ?? '').includes('no-store')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
