import { z } from 'zod';
import { zText } from '../common/fields';

/**
 * POST logs/frontend-error.php (SPEC §3 error log record). Accepted without CSRF (DOMAIN.md);
 * strict like every other body, so unknown fields are a 422.
 */
export const ZFrontendErrorRequest = z.object({
  message: zText().max(2000),
  stack: zText().max(8000).optional().nullable(),
  componentStack: zText().max(8000).optional().nullable(),
  timestamp: zText().max(40),
  userAgent: zText().max(500).optional().nullable(),
  url: zText().max(2000).optional().nullable(),
  csrf_token: z.string().max(200).optional(),
}).strict();
export type TFrontendErrorRequest = z.infer<typeof ZFrontendErrorRequest>;
