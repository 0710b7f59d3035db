import { useRef } from 'react';
import { Eye, MoreHorizontal, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminUserListItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TUserAction } from './user-actions';

interface Props {
  user: TAdminUserListItem;
  isSelf: boolean;
  onAction: (action: TUserAction, user: TAdminUserListItem, opener: HTMLElement | null) => void;
}

/** A row's actions (Radix menu: arrow keys, Escape, focus back to the trigger). No suspend for yourself. */
export function UserRowMenu({ user, isSelf, onAction }: Props) {
  const { t } = useTranslation('admin');
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" aria-label={t('users.rowActions', { name: user.name })}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction('detail', user, trigger.current)}>
          <Eye aria-hidden="true" className="size-4" />
          {t('users.actions.detail')}
        </DropdownMenuItem>
        {user.is_suspended ? (
          <DropdownMenuItem onSelect={() => onAction('reactivate', user, trigger.current)}>
            <UserCheck aria-hidden="true" className="size-4" />
            {t('users.actions.reactivate')}
          </DropdownMenuItem>
        ) : isSelf ? null : (
          <DropdownMenuItem
            onSelect={() => onAction('suspend', user, trigger.current)}
            className="text-red-600 dark:text-red-400"
          >
            <UserX aria-hidden="true" className="size-4" />
            {t('users.actions.suspend')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
