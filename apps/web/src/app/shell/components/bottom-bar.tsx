import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { isAdminUser, useSession } from '@/features/session';
import { RouteIcon } from '@/components/ui/route-icon';
import { ADMIN_BOTTOM_BAR, isMenuItemActive, USER_BOTTOM_BAR, visibleMenuItems } from '../menus';

/** Under 1024 px a bottom bar with the same verification and certificate filters (docs/business-rules.md#menus). */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { user, isDocumentVerified, hasActiveCertificate, adminRoles } = useSession();
  const items = visibleMenuItems(isAdminUser(user) ? ADMIN_BOTTOM_BAR : USER_BOTTOM_BAR, {
    isDocumentVerified,
    hasActiveCertificate,
    adminRoles,
  });
  return (
    <nav
      aria-label={t('bottomNavLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="mx-auto flex max-w-xl items-stretch justify-around">
        {items.map((item) => {
          const active = isMenuItemActive(item, pathname);
          return (
            <li key={item.key} className="min-w-0 flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 px-1 py-2 text-[11px] font-medium sm:text-xs',
                  active ? 'text-brand-600 dark:text-white' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                {item.icon ? <RouteIcon name={item.icon} className="size-5" /> : null}
                <span className="max-w-full truncate">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
