import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminSettings } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { showActionError } from '@/lib/admin/action-error';
import { isPendingApproval, toastPendingApproval } from '@/lib/admin/pending-approval';
import { useUpdateAdminSettings } from '../api/settings';

/**
 * Separation of duties (docs/business-rules.md#separation-of-duties), for super admins: on, the
 * administrator who approved an application does not publish its certificate. Turning it off waits
 * for another super admin (202) while one is active; turning it on is immediate.
 */
export function SeparationOfDutiesCard({ settings }: { settings: TAdminSettings }) {
  const { t } = useTranslation('fees');
  const update = useUpdateAdminSettings();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const on = settings.separation_of_duties;
  const save = () => {
    if (confirming === null) return;
    const next = confirming;
    update.mutate(
      { separation_of_duties: next },
      {
        onSuccess: (data) => {
          setConfirming(null);
          if (isPendingApproval(data)) toastPendingApproval();
          else toast({ title: t(next ? 'separation.turnedOn' : 'separation.turnedOff'), variant: 'success' });
        },
        onError: (error) => {
          setConfirming(null);
          showActionError(error, t('separation.refusedTitle'));
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('separation.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('separation.description')}</p>
      </CardHeader>
      <CardContent>
        <Checkbox
          id="separation-of-duties"
          label={t('separation.label')}
          checked={on}
          disabled={update.isPending}
          onChange={(e) => setConfirming(e.target.checked)}
        />
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t(confirming ? 'separation.confirmOnTitle' : 'separation.confirmOffTitle')}
        description={t(confirming ? 'separation.confirmOn' : 'separation.confirmOff')}
        confirmLabel={t(confirming ? 'separation.turnOn' : 'separation.turnOff')}
        destructive={confirming === false}
        isPending={update.isPending}
        onConfirm={save}
      />
    </Card>
  );
}
