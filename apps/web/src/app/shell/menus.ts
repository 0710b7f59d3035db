import type { TAdminRole } from '@portal/contract';
import type { TRouteIconName } from '@/components/ui/route-icon';
import { holdsAdminRole } from '@/features/session';
import type { TMenuVisibility, TRouteDef } from '../routes/route-def';
import { ROUTES } from '../routes/route-table';

/**
 * The sidebars and bottom bars, derived from the route table, and the pure filter of who sees
 * what. Items a user may not use are not rendered at all, so filtering happens before rendering.
 * Labels are keys of the `shell` namespace.
 */
export type { TMenuVisibility };

export interface TMenuItem {
  key: string;
  to: string;
  labelKey: string;
  icon?: TRouteIconName;
  visibility: TMenuVisibility;
  /** Other paths on which this item counts as the current page: exact, or a prefix when ending in '/*'. */
  activeOn?: string[];
  /** A shortcut to another entry's screen: current only on its `activeOn` paths, not on `to`. */
  linkOnly?: true;
  /** Admin entries: the roles that may use the screen besides super_admin, or 'any' (the route's). */
  roles?: readonly TAdminRole[] | 'any';
}

export interface TMenuAccess {
  isDocumentVerified: boolean;
  hasActiveCertificate: boolean;
  /** An administrator's roles: admin entries show only to the roles of their screen. */
  adminRoles?: readonly TAdminRole[];
}

export function isMenuItemVisible(item: Pick<TMenuItem, 'visibility' | 'roles'>, access: TMenuAccess): boolean {
  if (item.roles && !holdsAdminRole(access.adminRoles ?? [], item.roles)) return false;
  switch (item.visibility) {
    case 'always':
      return true;
    case 'unverified-only':
      return !access.isDocumentVerified;
    case 'verified':
      return access.isDocumentVerified;
    case 'verified-with-certificate':
      return access.isDocumentVerified && access.hasActiveCertificate;
  }
}

export function visibleMenuItems<T extends Pick<TMenuItem, 'visibility' | 'roles'>>(
  items: readonly T[],
  access: TMenuAccess,
): T[] {
  return items.filter((item) => isMenuItemVisible(item, access));
}

function pathMatches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** aria-current: the item's own path (and sub-paths) or one of its extra paths. */
export function isMenuItemActive(item: Pick<TMenuItem, 'to' | 'activeOn' | 'linkOnly'>, pathname: string): boolean {
  if (!item.linkOnly && pathMatches(pathname, item.to)) return true;
  return (item.activeOn ?? []).some((p) => (p.endsWith('/*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}

const sidebarItem = (r: TRouteDef & { menu: NonNullable<TRouteDef['menu']> }): TMenuItem => ({
  key: r.menu.key ?? r.title,
  to: r.menu.to ?? r.path,
  labelKey: r.menu.label,
  icon: r.icon,
  visibility: r.menu.visibility ?? 'always',
  activeOn: r.menu.activeOn,
  ...(r.menu.linkOnly ? { linkOnly: true as const } : {}),
  ...(r.roles ? { roles: r.roles } : {}),
});

/** The sidebar entries of the user area (or of the admin area), in table order. */
export function sidebarOf(routes: readonly TRouteDef[], admin: boolean): TMenuItem[] {
  return routes
    .filter(
      (r): r is TRouteDef & { menu: NonNullable<TRouteDef['menu']> } =>
        Boolean(r.menu) && (r.area === 'admin') === admin,
    )
    .map(sidebarItem);
}

/** The five bottom-bar slots of users (or admins), in slot order; filters as in the sidebar. */
export function bottomBarOf(routes: readonly TRouteDef[], who: 'user' | 'admin'): TMenuItem[] {
  return routes
    .filter((r) => r.bottomBar?.[who] !== undefined)
    .sort((a, b) => (a.bottomBar?.[who] ?? 0) - (b.bottomBar?.[who] ?? 0))
    .map((r) => ({ ...sidebarItem({ ...r, menu: r.menu ?? { label: '' } }), labelKey: r.bottomBar?.label ?? '' }));
}

/** The user sidebar. */
export const USER_MENU: readonly TMenuItem[] = sidebarOf(ROUTES, false);
/** The mobile bottom bar (under 1024 px), same filters as the sidebar. */
export const USER_BOTTOM_BAR: readonly TMenuItem[] = bottomBarOf(ROUTES, 'user');
/** The admin sidebar. */
export const ADMIN_MENU: readonly TMenuItem[] = sidebarOf(ROUTES, true);
/** The admin's own bottom bar: the same five slots, pointing into the admin area. */
export const ADMIN_BOTTOM_BAR: readonly TMenuItem[] = bottomBarOf(ROUTES, 'admin');
