/** The admin sidebar's queue counts (docs/business-rules.md#verification-queue); its key, for the screens whose decisions move a queue. */
export { MENU_COUNTS_KEY, useMenuCounts } from './admin/api/get-menu-counts';
export { MenuCountBadge } from './admin/components/menu-count-badge';
