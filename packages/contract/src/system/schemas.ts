import { z } from 'zod';

/** GET system/public-config.php: what the web app needs at run time (the Turnstile site key, or null when captcha is off). */
export const ZPublicConfigResponse = z.object({ turnstile_site_key: z.string().nullable() });
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponse>;

/**
 * GET (or HEAD) health.php: the server answers and its dependencies, the database and the file
 * store, are reachable. Else 503 `SERVICE_UNAVAILABLE` in the envelope, whose `data` is
 * `ZHealthDown`: which of them is down.
 */
export const ZHealthResponse = z.object({ ok: z.literal(true), database: z.literal('up'), storage: z.literal('up') });
export const ZHealthDown = z.object({
  ok: z.literal(false),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
});
export type THealthDown = z.infer<typeof ZHealthDown>;
export type THealthResponse = z.infer<typeof ZHealthResponse>;
