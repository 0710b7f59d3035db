import { z } from 'zod';

/**
 * POST logs/frontend-error.php (SPEC §3 error log record). Accepted without CSRF (DOMAIN.md);
 * strict like every other body, so unknown fields are a 422.
 */
export const ZFrontendErrorRequest = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional().nullable(),
  componentStack: z.string().max(8000).optional().nullable(),
  timestamp: z.string().max(40),
  userAgent: z.string().max(500).optional().nullable(),
  url: z.string().max(2000).optional().nullable(),
  csrf_token: z.string().max(200).optional(),
}).strict();
export type TFrontendErrorRequest = z.infer<typeof ZFrontendErrorRequest>;
