import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Brand } from '@/app/shell/components/brand';
import { LanguageSwitch } from '@/app/shell/components/language-switch';
import { ENTRY_ROUTES } from '@/app/routes/entry-routes';
import { usePageTitle } from '@/app/routes/page-title';

/** Frame of the auth pages: brand, language switch and a centred card. */
export function AuthLayout() {
  const { t } = useTranslation('shell');
  usePageTitle(ENTRY_ROUTES);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50 dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Brand to="/login" />
        <LanguageSwitch />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 focus:outline-none sm:pt-10"
      >
        <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <Suspense
            fallback={
              <div className="flex justify-center py-10 text-brand-600">
                <Spinner label={t('pageLoading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
