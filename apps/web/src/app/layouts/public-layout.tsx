import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Brand } from '@/app/shell/components/brand';
import { LanguageSwitch } from '@/app/shell/components/language-switch';
import { ENTRY_ROUTES } from '@/app/routes/entry-routes';
import { usePageTitle } from '@/app/routes/page-title';
import { SkipLink } from '@/app/shell/components/skip-link';

/** Public pages: the brand, no sidebar, no login needed. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  usePageTitle(ENTRY_ROUTES);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
          <Brand to="/" />
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Link to="/login" className={buttonClasses('outline', 'sm')}>
              {t('public.login')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
        <Suspense fallback={<Spinner label={t('pageLoading')} className="text-brand-600" />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {t('public.footer', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
