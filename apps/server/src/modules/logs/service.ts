import { lt } from 'drizzle-orm';
import { FRONTEND_ERROR_CAPS, FRONTEND_ERROR_RETENTION_MS, type TFrontendErrorRequest } from '@portal/contract';
import { frontendErrors } from '../../db/schema';
import { capUtf8 } from '../../lib/cap-text';
import { redactTokens } from '../../lib/redact';
import type { Deps, SessionUser } from '../../types';

/** Token-free and within its cap (docs/decisions/012): a report may quote a reset link anywhere. */
const clean = (value: string | null | undefined, maxBytes: number) =>
  value ? capUtf8(redactTokens(value), maxBytes) : null;

/**
 * Stores a crash report of the web app (the error log record), rate limited per address.
 * The server does not trust the page to have cut or cleaned it: every text field is redacted
 * and capped here, whatever client sent it.
 */
export async function storeFrontendError(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  input: TFrontendErrorRequest,
  ctx: { ip: string; user: SessionUser | null },
): Promise<void> {
  await deps.rateLimiter.consume('frontend_error', ctx.ip);
  await deps.db.insert(frontendErrors).values({
    userId: ctx.user?.id ?? null,
    message: clean(input.message, FRONTEND_ERROR_CAPS.message) ?? '',
    stack: clean(input.stack, FRONTEND_ERROR_CAPS.stack),
    componentStack: clean(input.componentStack, FRONTEND_ERROR_CAPS.componentStack),
    clientTimestamp: input.timestamp,
    userAgent: clean(input.userAgent, FRONTEND_ERROR_CAPS.userAgent),
    url: clean(input.url, FRONTEND_ERROR_CAPS.url),
    ip: ctx.ip,
    createdAt: deps.clock.now(),
  });
}

/** Reports older than the retention period are deleted by the maintenance job. */
export async function purgeOldFrontendErrors(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - FRONTEND_ERROR_RETENTION_MS);
  const removed = await deps.db
    .delete(frontendErrors)
    .where(lt(frontendErrors.createdAt, cutoff))
    .returning({ id: frontendErrors.id });
  return removed.length;
}
