import { NOTIFICATION_BADGE_MAX } from '@portal/contract/constants';

/** The unread badge shows '9+' above 9 and is hidden (null) at 0. */
export function formatBadgeCount(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(Math.floor(unread));
}
