import { lazyPage } from '@/lib/lazy-page';

/**
 * The logged-in frames are chunks of their own (Radix menus, sheets, the notification panel),
 * so the login page never loads them.
 */
export const UserShell = lazyPage(() => import('./user-shell'), 'UserShell', ['notifications']);
export const AdminShell = lazyPage(() => import('./admin-shell'), 'AdminShell', ['notifications']);
