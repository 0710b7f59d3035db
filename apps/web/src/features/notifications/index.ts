/** STUB: replaced by the notifications work. */
export function NotificationBell() {
  return null;
}
