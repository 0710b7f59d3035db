import { CircleUserRound, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/features/session';

/** The account menu: profile, change password (→ /settings), logout (docs/business-rules.md#menus). */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { user, logout } = useSession();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.account')}>
          <CircleUserRound aria-hidden="true" className="size-6" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        {user ? (
          <DropdownMenuLabel>
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{user.name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenuLabel>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('header.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('header.changePassword')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()} className="text-red-600 dark:text-red-400">
          <LogOut aria-hidden="true" className="size-4" />
          {t('header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
