import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSubBidangItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { isAdminUser, useSession } from '@/features/session';
import { useSetSubBidangActive, useSubBidangList } from '../api/sub-bidang';
import { QualificationThresholdsCard } from '../components/qualification-thresholds-card';
import { SubBidangFormDialog } from '../components/sub-bidang-form-dialog';
import { SubBidangTable, type TSubBidangAction } from '../components/sub-bidang-table';
import { SUB_BIDANG_FILTERS, SubBidangToolbar } from '../components/sub-bidang-toolbar';

type TDialog = { kind: 'form'; entry: TSubBidangItem | null } | { kind: 'deactivate'; entry: TSubBidangItem } | null;

/**
 * Daftar Sub Bidang (docs/business-rules.md#sub-bidang): the catalogue with search, bidang
 * filter and server-side paging, for every logged-in user. Admins also see inactive entries and
 * add, correct, deactivate and reactivate them.
 */
export function SubBidangPage() {
  const { t } = useTranslation('catalogue');
  const { user, isDocumentVerified } = useSession();
  const isAdmin = isAdminUser(user);
  const params = useListParams({ filters: SUB_BIDANG_FILTERS });
  const list = useSubBidangList(params.query);
  useClampPage(params, list.data);
  const [dialog, setDialog] = useState<TDialog>(null);
  const focus = useReturnFocus();
  const setActive = useSetSubBidangActive();

  const close = () => {
    setDialog(null);
    focus.restore();
  };
  const changeActive = (entry: TSubBidangItem, isActive: boolean) =>
    setActive.mutate(
      { code: entry.code, is_active: isActive },
      {
        onSuccess: () => {
          toast({
            title: t(isActive ? 'actions.reactivated' : 'actions.deactivated', { code: entry.code }),
            variant: 'success',
          });
          close();
        },
      },
    );
  const onAction = (action: TSubBidangAction, entry: TSubBidangItem, opener: HTMLElement) => {
    if (action === 'reactivate') return changeActive(entry, true);
    focus.remember(opener);
    setDialog(action === 'edit' ? { kind: 'form', entry } : { kind: 'deactivate', entry });
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t(isAdmin ? 'adminTitle' : 'title')}
        description={t(isAdmin ? 'adminDescription' : 'description')}
        actions={
          isAdmin ? (
            <Button
              onClick={(e) => {
                focus.remember(e.currentTarget);
                setDialog({ kind: 'form', entry: null });
              }}
            >
              {t('actions.add')}
            </Button>
          ) : undefined
        }
      />
      <SubBidangToolbar params={params} bidang={list.data?.bidang ?? []} isAdmin={isAdmin} />
      <div>
        <SubBidangTable
          rows={list.data?.items}
          {...listTableState(params, list)}
          onAction={isAdmin ? onAction : undefined}
          canApply={!isAdmin && isDocumentVerified}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
      {/* The qualification rule (admin/sub-bidang/qualifications.php; the certification role, as this page). */}
      {isAdmin ? <QualificationThresholdsCard /> : null}
      {dialog?.kind === 'form' ? (
        <SubBidangFormDialog entry={dialog.entry} bidang={list.data?.bidang ?? []} onClose={close} />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t('deactivate.title', { code: dialog.entry.code })}
          description={t('deactivate.description', { name: dialog.entry.name })}
          confirmLabel={t('actions.deactivate')}
          destructive
          isPending={setActive.isPending}
          onConfirm={() => changeActive(dialog.entry, false)}
        />
      ) : null}
    </div>
  );
}
