import { z } from 'zod';
import { FRONTEND_ERROR_MAX_BYTES } from '../limits';
import { zText } from '../common/fields';

/** A long text field is cut by the server to FRONTEND_ERROR_CAPS, not refused: the body limit bounds it. */
const reportText = () => zText().max(FRONTEND_ERROR_MAX_BYTES);

/**
 * POST logs/frontend-error.php (the error log record). Accepted without CSRF (a crashed page
 * may hold no token); strict like every other body, so unknown fields are a 422.
 */
export const ZFrontendErrorRequest = z
  .object({
    message: reportText(),
    stack: reportText().optional().nullable(),
    componentStack: reportText().optional().nullable(),
    timestamp: zText().max(40),
    userAgent: reportText().optional().nullable(),
    url: reportText().optional().nullable(),
    csrf_token: z.string().max(200).optional(),
  })
  .strict();
export type TFrontendErrorRequest = z.infer<typeof ZFrontendErrorRequest>;
