import type { TNotificationType } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotifyInput {
  title: string;
  message: string;
  type?: TNotificationType;
  /** A relative in-app path (DOMAIN.md: URLs in responses are relative). */
  actionUrl?: string | null;
}
export type Notifier = (userId: number, input: NotifyInput, tx?: DbOrTx) => Promise<number>;

/** The server-side `notify(userId, …)` that every module calls; pass `tx` to notify inside a transaction. */
export function createNotifier(db: Db): Notifier {
  return async (userId, input, tx = db) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        title: input.title.slice(0, 200),
        message: input.message.slice(0, 2000),
        type: input.type ?? 'info',
        actionUrl: input.actionUrl ?? null,
      })
      .returning({ id: notifications.id });
    return row.id;
  };
}
