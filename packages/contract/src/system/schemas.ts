import { z } from 'zod';

/** GET system/public-config.php: what the web app needs at run time (the Turnstile site key, or null when captcha is off). */
export const ZPublicConfigResponse = z.object({ turnstile_site_key: z.string().nullable() });
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponse>;

/** GET health.php: the server answers and the database is reachable (else 503 in the envelope). */
export const ZHealthResponse = z.object({ ok: z.literal(true), database: z.literal('up') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
