import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { isAdminUser, useSession } from '@/features/session';
import { ADMIN_MENU, USER_MENU } from '../menus';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

interface Props {
  onNavigate?: () => void;
  /** Desktop only: icons without labels (the labels stay for screen readers and as tooltips). */
  collapsed?: boolean;
  /** Desktop only: shows the collapse toggle. */
  onToggleCollapsed?: () => void;
}

/** The role's sidebar: the admin one for admins, the user one otherwise. */
export function Sidebar({ onNavigate, collapsed = false, onToggleCollapsed }: Props) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const admin = isAdminUser(user);
  const navId = useId();
  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center border-b border-slate-200 dark:border-slate-800',
          collapsed ? 'justify-center px-2' : 'px-5',
        )}
      >
        <Brand to={admin ? '/admin/dashboard' : '/dashboard'} compact={collapsed} />
      </div>
      <SidebarNav
        id={navId}
        items={admin ? ADMIN_MENU : USER_MENU}
        label={admin ? t('adminNavLabel') : t('mainNavLabel')}
        onNavigate={onNavigate}
        collapsed={collapsed}
      />
      {onToggleCollapsed ? (
        <div
          className={cn('border-t border-slate-200 p-3 dark:border-slate-800', collapsed && 'flex justify-center px-2')}
        >
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-controls={navId}
            title={collapsed ? t('sidebar.expand') : undefined}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
              !collapsed && 'w-full',
            )}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span className={collapsed ? 'sr-only' : undefined}>
              {collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            </span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
