import { useRef } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications';
import { useSession } from '@/features/session';
import { mustEnrolSecondFactor } from '@/lib/second-factor';
import { usePageTitle } from '@/app/routes/page-title';
import { ROUTES } from '@/app/routes/route-table';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';
import { useFocusOnNavigation } from '../use-focus-on-navigation';

/**
 * The header: page title, notification bell, language, theme and account menus
 * (docs/business-rules.md#menus). While a generated password must change, the server refuses the
 * notification list (403), so the bell waits: it mounts, and starts polling, once the password is
 * changed (docs/decisions/014) and, for an administrator, the second factor is on (docs/decisions/098).
 */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('shell');
  // `?type=upgrade` has a title of its own (the upgrade page said "Perpanjangan", issue 23); kept out
  // of the entry frames' code, which the login page loads first.
  const title = usePageTitle(ROUTES, new URLSearchParams(useLocation().search).get('type') ?? undefined);
  const { mustChangePassword, user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(heading);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/95">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('openMenu')} onClick={onOpenMenu}>
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {/* The page's heading takes the focus after each navigation (docs/decisions/037). */}
      <div className="min-w-0 flex-1">
        <h1
          id="page-title"
          ref={heading}
          tabIndex={-1}
          className="max-w-full truncate rounded-sm px-1 text-base font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:inline-block sm:text-lg dark:text-slate-100"
        >
          {title}
        </h1>
      </div>
      <div className="flex shrink-0 items-center sm:gap-1">
        {mustChangePassword || mustEnrolSecondFactor(user) ? null : <NotificationBell />}
        <LanguageMenu />
        <ThemeMenu />
        <AccountMenu />
      </div>
    </header>
  );
}
