import type { FastifyInstance } from 'fastify';
import { languageFromAcceptLanguage } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { deleteNotification, markAllRead, markRead, notificationListSession, toNotificationList } from './service';

/** Notifications of the logged-in user (docs/business-rules.md#notifications); every call is scoped to its owner. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  defineRoute(app, 'notifications/list.php', {
    // Polled every 30 s (docs/business-rules.md#ui-constants): never from a browser or proxy cache.
    noStore: true,
    session: notificationListSession,
    // Rendered in the reader's language (docs/business-rules.md#notifications); still one round trip.
    handler: async ({ req, reply }) => {
      void reply.header('Vary', 'Accept-Language');
      return {
        data: toNotificationList(
          notificationListSession.rowsOf(req),
          languageFromAcceptLanguage(req.headers['accept-language']),
        ),
      };
    },
  });

  defineRoute(app, 'notifications/mark-read.php', {
    handler: async ({ deps, user, body }) => {
      await markRead(deps.db, user.id, body.notificationId);
      return { data: { id: body.notificationId, read: true as const } };
    },
  });

  defineRoute(app, 'notifications/mark-all-read.php', {
    handler: async ({ deps, user }) => ({ data: { updated: await markAllRead(deps.db, user.id) } }),
  });

  defineRoute(app, 'notifications/delete.php', {
    handler: async ({ deps, user, body }) => {
      await deleteNotification(deps.db, user.id, body.notificationId);
      return { data: { id: body.notificationId } };
    },
  });
}
