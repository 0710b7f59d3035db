import { useTranslation } from 'react-i18next';
import { isAdminUser, useSession } from '@/features/session';
import { ADMIN_MENU, USER_MENU } from '../menus';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

/** The role's sidebar: the admin one for admins, the user one otherwise. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const admin = isAdminUser(user);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center border-b border-slate-200 px-5 dark:border-slate-800">
        <Brand to={admin ? '/admin/dashboard' : '/dashboard'} />
      </div>
      <SidebarNav
        items={admin ? ADMIN_MENU : USER_MENU}
        label={admin ? t('adminNavLabel') : t('mainNavLabel')}
        onNavigate={onNavigate}
      />
    </div>
  );
}
