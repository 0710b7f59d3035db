import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { isAdminUser, useSession } from '@/features/session';
import { MenuCountBadge, useMenuCounts } from '@/features/admin-menu-counts';
import { RouteIcon } from '@/components/ui/route-icon';
import { isMenuItemActive, visibleMenuItems, type TMenuItem } from '../menus';

interface Props {
  items: readonly TMenuItem[];
  label: string;
  onNavigate?: () => void;
}

/** A vertical menu: only items the user may use are rendered (docs/business-rules.md#menus). */
export function SidebarNav({ items, label, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { isDocumentVerified, hasActiveCertificate, user, mustChangePassword } = useSession();
  // The admin's queue counts beside their menu items (docs/business-rules.md#verification-queue).
  const counts = useMenuCounts(isAdminUser(user) && !mustChangePassword);
  const visible = visibleMenuItems(items, { isDocumentVerified, hasActiveCertificate });
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {visible.map((item) => {
          const active = isMenuItemActive(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  active
                    ? 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                {item.icon ? <RouteIcon name={item.icon} className="size-4 shrink-0" /> : null}
                <span>{t(item.labelKey)}</span>
                <MenuCountBadge counts={counts} to={item.to} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
