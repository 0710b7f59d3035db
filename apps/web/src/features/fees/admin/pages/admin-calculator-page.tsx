import { useTranslation } from 'react-i18next';
import { SETTINGS_UPDATE_ROLES } from '@portal/contract/constants';
import { Link } from 'react-router';
import { CalendarDays, ListTree } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeeSchedule } from '../../api/fees';
import { useAdminSettings } from '../api/settings';
import { FeeCalculator } from '../components/fee-calculator';
import { FeeScheduleForm } from '../components/fee-schedule-form';
import { CertificateSettingsForm } from '../components/certificate-settings-form';
import { IssuerSettingsForm } from '../components/issuer-settings-form';
import { SeparationOfDutiesCard } from '../components/separation-of-duties-card';
import { holdsAdminRole, useSession } from '@/features/session';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('fees');
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      {t('loadError')}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}

/**
 * Kalkulator SBU (docs/business-rules.md#fees): the calculator on the current schedule, the
 * schedule and bank accounts (each save a new version), the invoice issuer and what every new
 * certificate prints (signatory, validity in years, the body's name). The settings forms show only
 * to the roles that may save them: admin/settings/update.php's own list (SETTINGS_UPDATE_ROLES, a
 * super admin), so a finance administrator is not offered a form that would answer 403.
 */
export function AdminCalculatorPage() {
  const { t } = useTranslation('fees');
  const schedule = useFeeSchedule();
  // The settings are a super admin's (docs/business-rules.md#admin-roles).
  const canSaveSettings = holdsAdminRole(useSession().adminRoles, SETTINGS_UPDATE_ROLES);
  const settings = useAdminSettings(canSaveSettings);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Link to="/admin/sub-bidang" className={buttonClasses('outline')}>
              <ListTree aria-hidden="true" className="mr-2 size-4" />
              {t('catalogueLink')}
            </Link>
            <Link to="/admin/calendar" className={buttonClasses('outline')}>
              <CalendarDays aria-hidden="true" className="mr-2 size-4" />
              {t('calendarLink')}
            </Link>
          </>
        }
      />
      <FeeCalculator />
      {schedule.isError ? (
        <LoadError onRetry={() => void schedule.refetch()} />
      ) : schedule.data ? (
        <FeeScheduleForm key={schedule.data.id} schedule={schedule.data} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
      {!canSaveSettings ? null : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <IssuerSettingsForm settings={settings.data.settings} />
          <CertificateSettingsForm settings={settings.data.settings} />
          <SeparationOfDutiesCard settings={settings.data.settings} />
        </div>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
