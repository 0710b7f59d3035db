import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { isAdminUser, useSession } from '@/features/session';
import { mustEnrolSecondFactor } from '@/lib/second-factor';
import { MenuCountBadge, useMenuCounts } from '@/features/menu-counts';
import { RouteIcon } from '@/components/ui/route-icon';
import { isMenuItemActive, visibleMenuItems, type TMenuItem } from '../menus';

interface Props {
  id?: string;
  items: readonly TMenuItem[];
  label: string;
  onNavigate?: () => void;
  /** Icons only: each label stays as the link's accessible name and its tooltip. */
  collapsed?: boolean;
}

/** A vertical menu: only items the user may use are rendered (docs/business-rules.md#menus). */
export function SidebarNav({ id, items, label, onNavigate, collapsed = false }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { isDocumentVerified, hasActiveCertificate, user, mustChangePassword, adminRoles } = useSession();
  // The admin's queue counts beside their menu items (docs/business-rules.md#verification-queue).
  const counts = useMenuCounts(isAdminUser(user) && !mustChangePassword && !mustEnrolSecondFactor(user));
  const visible = visibleMenuItems(items, { isDocumentVerified, hasActiveCertificate, adminRoles });
  return (
    <nav id={id} aria-label={label} className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
      <ul className="space-y-1">
        {visible.map((item) => {
          const active = isMenuItemActive(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? t(item.labelKey) : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  active
                    ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                {item.icon ? <RouteIcon name={item.icon} className="size-4 shrink-0" /> : null}
                <span className={collapsed ? 'sr-only' : undefined}>{t(item.labelKey)}</span>
                <MenuCountBadge counts={counts} to={item.to} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
