import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminUserListItem } from '@portal/contract';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useSession } from '@/features/session';
import { useAdminUsers } from '../api/get-admin-users';
import { ExportButtons } from '@/components/ui/export-buttons';
import { ReactivateUserDialog } from '../components/reactivate-user-dialog';
import { SuspendUserDialog } from '../components/suspend-user-dialog';
import type { TUserAction } from '../components/user-actions';
import { UserDetailSheet } from '../components/user-detail-sheet';
import { USER_LIST_FILTERS, UsersToolbar } from '../components/users-toolbar';
import { UsersTable } from '../components/users-table';

type TDialog = { kind: 'suspend' | 'reactivate'; user: TAdminUserListItem } | null;

/** Manajemen Pengguna (issue 3): server-side list, detail sheet, suspend / reactivate, CSV. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const params = useListParams({ filters: USER_LIST_FILTERS });
  const list = useAdminUsers(params.query);
  useClampPage(params, list.data);

  const [selected, setSelected] = useState<TAdminUserListItem | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const sheetFocus = useReturnFocus();
  const dialogFocus = useReturnFocus();

  const onAction = (action: TUserAction, user: TAdminUserListItem, opener: HTMLElement | null) => {
    if (action === 'detail') {
      sheetFocus.remember(opener);
      setSelected(user);
    } else {
      dialogFocus.remember(opener);
      setDialog({ kind: action, user });
    }
  };
  const closeDialog = () => {
    setDialog(null);
    dialogFocus.restore();
  };
  const closeSheet = () => {
    setSelected(null);
    sheetFocus.restore();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<ExportButtons path="admin/users/export.php" query={params.filterQuery} baseName="pengguna" />}
      />
      <UsersToolbar params={params} />
      <div>
        <UsersTable
          rows={list.data?.items}
          currentUserUuid={me?.uuid}
          {...listTableState(params, list)}
          onAction={onAction}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
      <UserDetailSheet
        user={selected}
        isSelf={!!selected && selected.uuid === me?.uuid}
        onClose={closeSheet}
        onAction={onAction}
      />
      {dialog?.kind === 'suspend' ? <SuspendUserDialog user={dialog.user} onClose={closeDialog} /> : null}
      {dialog?.kind === 'reactivate' ? <ReactivateUserDialog user={dialog.user} onClose={closeDialog} /> : null}
    </div>
  );
}
