import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TRateLimitName } from '@portal/contract';
import type { TRateLimitConfig } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/time';
import { sha256 } from '../lib/crypto';

/**
 * Fixed-window counters in the database, so limits hold across server instances
 * (docs/decisions/004). One atomic upsert per check.
 */
const keyOf = (name: TRateLimitName, subject: string) => `${name}:${sha256(subject.toLowerCase()).slice(0, 32)}`;

export function createRateLimiter(db: Db, clock: Clock, limits: TRateLimitConfig) {
  async function hit(
    name: TRateLimitName,
    subject: string,
  ): Promise<{ count: number; retryAfterS: number; max: number }> {
    const { max, windowS } = limits[name];
    const now = clock.now();
    const ends = new Date(now.getTime() + windowS * 1000);
    const key = keyOf(name, subject);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowEndsAt: ends })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${ends.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
    const retryAfterS = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
    return { count: row.count, retryAfterS, max };
  }
  return {
    /** Counts one attempt; throws RATE_LIMITED (429 + Retry-After) once the window is full. */
    async consume(name: TRateLimitName, subject: string) {
      const r = await hit(name, subject);
      if (r.count > r.max) throw new AppError('RATE_LIMITED', { retryAfterS: r.retryAfterS });
    },
    /**
     * Counts one event without refusing anything: for soft limits that change what is asked
     * rather than refuse (failed sign-ins per account, docs/decisions/098). Answers the window's count.
     */
    async add(name: TRateLimitName, subject: string): Promise<{ count: number; max: number }> {
      const r = await hit(name, subject);
      return { count: r.count, max: r.max };
    },
    /** Whether a subject's count in the current window has reached the limit's max (nothing counted). */
    async reached(name: TRateLimitName, subject: string): Promise<boolean> {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(name, subject)), gt(rateLimits.windowEndsAt, clock.now())))
        .limit(1);
      return (row?.count ?? 0) >= limits[name].max;
    },
    /**
     * Gives one counted attempt back, for limits that count only failures but must count every
     * attempt up front so parallel requests cannot slip past them (login: docs/decisions/012).
     */
    async refund(name: TRateLimitName, subject: string) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, keyOf(name, subject)), gt(rateLimits.windowEndsAt, clock.now())));
    },
    /** Forgets a subject's count, e.g. an account's failed logins once the right password is given. */
    async reset(name: TRateLimitName, subject: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(name, subject)));
    },
    async purgeExpired() {
      await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, clock.now()));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
