import type { ReactNode } from 'react';
import type { TAdminRole } from '@portal/contract';
import type { TRouteIconName } from '@/components/ui/route-icon';
import type { TLazyPage } from '@/lib/lazy-page';

/**
 * Who reaches a route, and in which frame: `public` (no login, public frame), `guest` (the auth
 * pages; a logged-in user is sent on), `user` (login), `verified` (login and admin-verified
 * documents), `admin` (admins only).
 */
export type TRouteArea = 'public' | 'guest' | 'user' | 'verified' | 'admin';

/** Who sees a menu entry (items a user may not use are not rendered at all). */
export type TMenuVisibility = 'always' | 'unverified-only' | 'verified' | 'verified-with-certificate';

export interface TRouteMenu {
  /** `shell` key of the sidebar label. */
  label: string;
  /** Defaults to the route's title key; names the entry (and its React key). */
  key?: string;
  /** Where the entry links when the route itself has parameters. */
  to?: string;
  visibility?: TMenuVisibility;
  /** Other paths on which the entry counts as the current page: exact, or a prefix ending in '/*'. */
  activeOn?: string[];
  /** The entry links to `to` (another entry's screen) and is current only on its `activeOn` paths. */
  linkOnly?: true;
}

/** One route of the table (route-table.tsx), declared in the file of its area. */
export interface TRouteDef {
  path: string;
  area: TRouteArea;
  /** `shell:titles.<title>`: the header and document title. */
  title: string;
  element: ReactNode;
  /** Starts loading the page (and its texts) before React asks for it. */
  preload?: () => Promise<unknown>;
  /** The icon of the route's menu entries. */
  icon?: TRouteIconName;
  /** '/' and '/dashboard': an admin is sent on to the admin dashboard. */
  adminGoesToAdminDashboard?: true;
  /** An entry in the area's sidebar (the user's, or the admin's), in table order. */
  menu?: TRouteMenu;
  /** A slot (1–5) in the mobile bottom bar of users and/or admins, with its short label. */
  bottomBar?: { label: string; user?: number; admin?: number };
  /**
   * Admin routes: the administrator roles that may use the screen besides `super_admin`, or `'any'`
   * (docs/business-rules.md#admin-roles). Its menu entries show only to them; others get the 403 page.
   */
  roles?: readonly TAdminRole[] | 'any';
}

/** A route before sign-in: the public and the auth pages; no roles. */
export type TEntryRouteDef = TRouteDef & { area: 'public' | 'guest'; roles?: never };

/** A route of the admin area: its roles are required. */
export type TAdminRouteDef = TRouteDef & { area: 'admin'; roles: NonNullable<TRouteDef['roles']> };

/** A route of the company's area (login, or login and verified documents): no roles. */
export type TCompanyRouteDef = TRouteDef & { area: 'user' | 'verified'; roles?: never };

/** A route's element and preload from a feature's lazy page (each page its own chunk). */
export const page = (Page: TLazyPage): Pick<TRouteDef, 'element' | 'preload'> => ({
  element: <Page />,
  preload: Page.preload,
});
