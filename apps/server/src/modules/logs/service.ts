import type { TFrontendErrorRequest } from '@portal/contract';
import { frontendErrors } from '../../db/schema';
import type { Deps, SessionUser } from '../../types';

/** Stores a crash report of the web app (SPEC §3 error log record), rate limited per client. */
export async function storeFrontendError(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter'>,
  input: TFrontendErrorRequest,
  ctx: { ip: string; user: SessionUser | null },
): Promise<void> {
  await deps.rateLimiter.consume('frontend_error', ctx.ip);
  await deps.db.insert(frontendErrors).values({
    userId: ctx.user?.id ?? null,
    message: input.message,
    stack: input.stack ?? null,
    componentStack: input.componentStack ?? null,
    clientTimestamp: input.timestamp,
    userAgent: input.userAgent ?? null,
    url: input.url ?? null,
    ip: ctx.ip,
    createdAt: deps.clock.now(),
  });
}
