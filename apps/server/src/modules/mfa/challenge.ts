import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { LOGIN_CHALLENGE_MAX_TRIES, LOGIN_CHALLENGE_TTL_S } from '@portal/contract';
import { loginChallenges } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Deps } from '../../types';

/**
 * A sign-in whose password was right, waiting for its second factor (docs/decisions/098). Kept on
 * the server, never trusted from the client: the browser holds a random id (an HttpOnly cookie),
 * the table its SHA-256, bound to the user, alive LOGIN_CHALLENGE_TTL_S by the database's clock,
 * and used up after LOGIN_CHALLENGE_MAX_TRIES wrong codes.
 */

/** Starts a challenge for the user; answers the id for the cookie. */
export async function startLoginChallenge(deps: Pick<Deps, 'db'>, userId: number, ip: string): Promise<string> {
  const id = randomToken(32);
  await deps.db.transaction(async (tx) => {
    // The user's spent challenges go; a few live ones (several browsers) may stand side by side.
    await tx
      .delete(loginChallenges)
      .where(and(eq(loginChallenges.userId, userId), lte(loginChallenges.expiresAt, sql`now()`)));
    await tx.insert(loginChallenges).values({
      idHash: sha256(id),
      userId,
      ip,
      expiresAt: sql`now() + ${sql.raw(`interval '${LOGIN_CHALLENGE_TTL_S} seconds'`)}`,
    });
  });
  return id;
}

/** The user of a live challenge (nothing counted), or null. */
export async function challengeUser(deps: Pick<Deps, 'db'>, id: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.idHash, sha256(id)),
        sql`${loginChallenges.expiresAt} > now()`,
        lt(loginChallenges.tries, LOGIN_CHALLENGE_MAX_TRIES),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Counts one try of a live challenge before the code is checked (parallel guesses cannot exceed
 * the limit): its user and the tries so far, or null when there is no live challenge.
 */
export async function claimChallengeTry(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<{ idHash: string; userId: number; tries: number } | null> {
  const idHash = sha256(id);
  const [row] = await deps.db
    .update(loginChallenges)
    .set({ tries: sql`${loginChallenges.tries} + 1` })
    .where(
      and(
        eq(loginChallenges.idHash, idHash),
        sql`${loginChallenges.expiresAt} > now()`,
        lt(loginChallenges.tries, LOGIN_CHALLENGE_MAX_TRIES),
      ),
    )
    .returning({ userId: loginChallenges.userId, tries: loginChallenges.tries });
  return row ? { idHash, ...row } : null;
}

export async function endLoginChallenge(deps: Pick<Deps, 'db'>, idHash: string): Promise<void> {
  await deps.db.delete(loginChallenges).where(eq(loginChallenges.idHash, idHash));
}

/** Housekeeping: challenges past their time or their tries (the database's clock). */
export async function purgeLoginChallenges(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .delete(loginChallenges)
    .where(
      or(lte(loginChallenges.expiresAt, sql`now()`), sql`${loginChallenges.tries} >= ${LOGIN_CHALLENGE_MAX_TRIES}`),
    );
}
