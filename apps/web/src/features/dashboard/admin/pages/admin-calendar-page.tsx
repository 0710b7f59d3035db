import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import {
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  wibDate,
  type TCollectiveLeaveDay,
  type TNationalHoliday,
} from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useCalendar, useDeleteLeaveDay } from '../api/calendar';
import { LeaveDayForm } from '../components/leave-day-form';

/** The year in `?year=`, else the current WIB year. */
function useYear(): [number, (y: number) => void] {
  const [params, setParams] = useSearchParams();
  const current = Number(wibDate(new Date()).slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= CALENDAR_YEAR_MIN && asked <= CALENDAR_YEAR_MAX ? asked : current;
  return [year, (y) => setParams({ year: String(y) }, { replace: true })];
}

/** The weekday of a WIB business date, in the locale ("Senin"). */
const weekday = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Jakarta' }).format(
    new Date(`${date}T12:00:00+07:00`),
  );

/**
 * Kalender Kerja (docs/business-rules.md#working-days): a year's national holidays (from the
 * server's holiday package, read-only) and the collective-leave days an admin adds or removes.
 * Both are left out of every SLA the dashboard counts.
 */
export function AdminCalendarPage() {
  const { t } = useTranslation('adminDashboard');
  const { locale } = useLocale();
  const [year, setYear] = useYear();
  const calendar = useCalendar(year);
  const remove = useDeleteLeaveDay();
  const [toDelete, setToDelete] = useState<TCollectiveLeaveDay | null>(null);
  const thisYear = Number(wibDate(new Date()).slice(0, 4));
  const years = Array.from(new Set([year, thisYear - 1, thisYear, thisYear + 1, thisYear + 2]))
    .filter((y) => y >= CALENDAR_YEAR_MIN && y <= CALENDAR_YEAR_MAX)
    .sort((a, b) => a - b);

  const dateCell = (date: string) => (
    <span className="whitespace-nowrap">
      {formatBusinessDate(date, locale)}
      <span className="block text-xs text-slate-500 dark:text-slate-400">{weekday(date, locale)}</span>
    </span>
  );
  const holidayColumns: TDataTableColumn<TNationalHoliday>[] = [
    { id: 'date', header: t('calendar.date'), cell: (h) => dateCell(h.date), className: 'sm:w-56' },
    { id: 'name', header: t('calendar.holidayName'), cell: (h) => h.name, isRowHeader: true },
  ];
  const leaveColumns: TDataTableColumn<TCollectiveLeaveDay>[] = [
    { id: 'date', header: t('calendar.date'), cell: (d) => dateCell(d.date), className: 'sm:w-56' },
    { id: 'note', header: t('calendar.note'), cell: (d) => d.note, isRowHeader: true },
    {
      id: 'created',
      header: t('calendar.createdAt'),
      cell: (d) => formatDateTime(d.created_at, locale),
      className: 'hidden md:table-cell',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('calendar.actions')}</span>,
      className: 'right-0 w-12 text-right',
      sticky: true,
      cell: (d) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('calendar.deleteLabel', { date: formatBusinessDate(d.date, locale) })}
          onClick={() => setToDelete(d)}
        >
          <Trash2 aria-hidden="true" className="size-4 text-red-700 dark:text-red-300" />
        </Button>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { date: toDelete.date },
      {
        onSuccess: () => {
          toast({
            title: t('calendar.deleted', { date: formatBusinessDate(toDelete.date, locale) }),
            variant: 'success',
          });
          setToDelete(null);
        },
        onError: (error) => {
          setToDelete(null);
          reportSaveError(error);
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description')}
        actions={
          <Link to="/admin/dashboard" className={buttonClasses('outline', 'sm')}>
            <ArrowLeft aria-hidden="true" className="mr-2 size-4" />
            {t('calendar.backToDashboard')}
          </Link>
        }
      />
      <div className="flex items-center gap-3">
        <Label htmlFor="calendar-year">{t('calendar.year')}</Label>
        <div className="w-32">
          <Select
            id="calendar-year"
            value={String(year)}
            onChange={(e) => setYear(Number(e.target.value))}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('calendar.leaveTitle', { year })}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.leaveDescription')}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <LeaveDayForm year={year} />
          <DataTable
            caption={t('calendar.leaveCaption', { year })}
            columns={leaveColumns}
            rows={calendar.data?.collective_leave_days}
            getRowKey={(d) => d.date}
            isLoading={calendar.isPending}
            isError={calendar.isError}
            onRetry={() => void calendar.refetch()}
            emptyTitle={t('calendar.leaveEmpty', { year })}
            emptyDescription={t('calendar.leaveEmptyDescription')}
            skeletonRows={2}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('calendar.holidaysTitle', { year })}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.holidaysDescription')}</p>
        </CardHeader>
        <CardContent>
          <DataTable
            caption={t('calendar.holidaysCaption', { year })}
            columns={holidayColumns}
            rows={calendar.data?.national_holidays}
            getRowKey={(h) => `${h.date}-${h.name}`}
            isLoading={calendar.isPending}
            isError={calendar.isError}
            onRetry={() => void calendar.refetch()}
            emptyTitle={t('calendar.holidaysEmpty', { year })}
          />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={t('calendar.deleteTitle')}
        description={
          toDelete
            ? t('calendar.deleteDescription', { date: formatBusinessDate(toDelete.date, locale), note: toDelete.note })
            : undefined
        }
        confirmLabel={t('calendar.deleteConfirm')}
        destructive
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
