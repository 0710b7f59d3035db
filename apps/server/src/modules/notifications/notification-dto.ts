import { renderNotification, type TLanguage, type TNotification } from '@portal/contract';
import type { notifications } from '../../db/schema';

type Row = Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'params' | 'isRead' | 'createdAt' | 'actionUrl'>;

/** One stored notification rendered in the reader's language (docs/decisions/027, 095). */
export const toNotificationDto = (r: Row, lang: TLanguage): TNotification => {
  const text = renderNotification(r.kind, r.params, lang);
  return {
    id: r.id,
    title: text.title,
    message: text.message,
    type: text.type,
    read: r.isRead,
    timestamp: r.createdAt.toISOString(),
    actionUrl: r.actionUrl ?? null,
    kind: r.kind,
    refresh_profile: text.refreshProfile,
  };
};
