import { Suspense, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { QueryRoot } from '@/app/query/query-root';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { useSidebarCollapsed } from '../use-sidebar-collapsed';

/**
 * The logged-in frame: skip link, sidebar (≥1024 px), header, main, bottom bar and the slide-out
 * menu (under 1024 px, Radix Dialog as a left sheet; docs/business-rules.md#menus). The query
 * cache comes with it: every screen that reads through it is behind the login.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // At ≥1024 px the 256 px sidebar can shrink to a 64 px rail of icons, remembered on the device.
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  return (
    <QueryRoot>
      <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
        <SkipLink />
        <aside
          data-collapsed={collapsed || undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
        </aside>
        <Sheet
          open={menuOpen}
          onOpenChange={setMenuOpen}
          side="left"
          title={t('mobileMenuTitle')}
          closeLabel={t('closeMenu')}
        >
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </Sheet>
        <div className={collapsed ? 'lg:pl-16' : 'lg:pl-64'}>
          <AppHeader onOpenMenu={() => setMenuOpen(true)} />
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto max-w-7xl px-4 pt-6 pb-24 focus:outline-none sm:px-6 lg:pb-10"
          >
            <Suspense
              fallback={
                <div className="flex justify-center py-16 text-brand-600">
                  <Spinner label={t('pageLoading')} />
                </div>
              }
            >
              {children ?? <Outlet />}
            </Suspense>
          </main>
        </div>
        <BottomBar />
      </div>
    </QueryRoot>
  );
}
