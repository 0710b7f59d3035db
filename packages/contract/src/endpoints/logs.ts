import { ZEmptyResponse } from '../common/envelope';
import { ZFrontendErrorRequest } from '../logs/schemas';
import { endpoint } from './define';

/** The endpoints the server's `logs` module answers (docs/api.md). */
export const LOGS_ENDPOINTS = {
  'logs/frontend-error.php': endpoint({
    method: 'POST',
    access: 'optional',
    section: 'error-reports',
    summary: 'Report a crash of the web app',
    who: '**no CSRF**; the user is recorded when logged in',
    takes: '`message`, `stack?`, `componentStack?`, `timestamp`, `userAgent?`, `url?`',
    answers:
      '201 `null`; 413 above 96 KiB; 429; longer fields are cut, tokens redacted ([Error reports](business-rules.md#error-reports))',
    body: ZFrontendErrorRequest,
    response: ZEmptyResponse,
    csrf: false,
    status: 201,
    rateLimits: ['frontend_error'],
  }),
} as const;
