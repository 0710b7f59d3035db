import type { Db } from '../../db/client';
import type { Mailer } from '../../infra/mailer';
import type { Clock } from '../../lib/time';
import type { MailDispatcher } from '../../types';
import { claimDue, markFailed, markSent } from './queue';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sends queued mail (docs/decisions/028). Kicked right after a commit that queued mail, and run by
 * the periodic maintenance as a safety net. One run at a time per instance; a kick during a run
 * makes it go round once more. Sending happens outside any transaction, after the claim committed.
 */
export function createMailDispatcher(deps: { db: Db; mailer: Mailer; clock: Clock; log: Log }): MailDispatcher {
  let running: Promise<void> | null = null;
  let again = false;

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(deps.db, deps.clock.now());
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await deps.mailer.send({
            to: row.recipient,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody ?? undefined,
          });
          await markSent(deps.db, row.id, deps.clock.now());
          sent++;
        } catch (err) {
          deps.log.warn({ err, mailId: row.id, attempts: row.attempts }, 'queued mail failed; retried later');
          await markFailed(deps.db, row, deps.clock.now(), err instanceof Error ? err.message : String(err));
        }
      }
    }
  }

  const loop = async () => {
    do {
      again = false;
      try {
        await runOnce();
      } catch (err) {
        // The database away: the next kick or maintenance run tries again (docs/decisions/017).
        deps.log.error({ err }, 'mail dispatch failed');
      }
    } while (again);
  };

  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = null;
      });
    },
    runOnce,
    async idle() {
      while (running) await running;
    },
  };
}
