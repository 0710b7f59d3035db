import { apiPath } from '@portal/contract/constants';
import type { TFrontendErrorRequest } from '@portal/contract';

/**
 * The page cuts its report well inside the body limit of logs/frontend-error.php, so it is never
 * refused for size; the server cuts and redacts again on its own (FRONTEND_ERROR_CAPS). The
 * schema is not imported, to keep zod out of the chunk that holds the error boundary.
 */
const MAX = { message: 2000, stack: 8000, componentStack: 8000, userAgent: 500, url: 2000 } as const;

const cut = (value: string, max: number): string => (value.length > max ? value.slice(0, max) : value);

/**
 * The page address without query or hash (they may hold tokens), and with the password-reset
 * token replaced: '/reset-password/{token}' is never written to logs with its token
 * (docs/business-rules.md#logging).
 */
export function redactUrl(href: string): string {
  try {
    const u = new URL(href);
    const path = u.pathname.replace(/^\/reset-password\/[^/]+/, '/reset-password/[redacted]');
    return `${u.origin}${path}`;
  } catch {
    return '';
  }
}

/** The error report record (docs/business-rules.md#error-reports): message, stack, componentStack, timestamp (ISO), userAgent, url. */
export function buildErrorReport(
  error: unknown,
  componentStack?: string | null,
  now: Date = new Date(),
): TFrontendErrorRequest {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  return {
    message: cut(err.message || err.name || 'Error', MAX.message),
    stack: err.stack ? cut(err.stack, MAX.stack) : null,
    componentStack: componentStack ? cut(componentStack, MAX.componentStack) : null,
    timestamp: now.toISOString(),
    userAgent: cut(navigator.userAgent, MAX.userAgent),
    url: cut(redactUrl(window.location.href), MAX.url),
  };
}

/**
 * POST logs/frontend-error.php. No CSRF token: a crashed page may hold none, and the endpoint
 * accepts reports without one (docs/business-rules.md#csrf). A failure to send is only logged.
 */
export async function reportError(error: unknown, componentStack?: string | null): Promise<boolean> {
  try {
    const res = await fetch(apiPath('logs/frontend-error.php'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildErrorReport(error, componentStack)),
      keepalive: true,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return true;
  } catch (e) {
    console.error('Failed to send the error report', e);
    return false;
  }
}
