import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TApplicantClock } from '@portal/contract/constants';
import { cn } from './cn';

/** A WIB calendar day `YYYY-MM-DD` in words in the reader's language ("4 Desember 2026", "4 December 2026"). */
export function dayInWords(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(`${day}T12:00:00+07:00`));
}

/**
 * The applicant's clock (docs/business-rules.md#applicant-clock): the current step, and by which
 * working-day date the body (or the company) acts; once that date has passed, a calm note. Its
 * texts are in the `status` namespace.
 */
export function ApplicantClockNote({ clock, className }: { clock: TApplicantClock; className?: string }) {
  const { t, i18n } = useTranslation('status');
  const step = t(`clock.steps.${clock.step}`);
  const date = clock.act_by ? dayInWords(clock.act_by, i18n.language) : null;
  let line: string;
  if (clock.waiting_on === 'body' && date) line = t('clock.body', { date, days: clock.sla_working_days ?? 0 });
  else if (clock.waiting_on === 'company') line = date ? t('clock.companyBy', { date }) : t('clock.company');
  // A settled step (nobody acts any more) says what it means for the company, e.g. that a
  // rejection can be appealed.
  else line = t(`clock.settled.${clock.step}`, { defaultValue: t('clock.none') });
  return (
    <div
      role="note"
      aria-label={t('clock.label')}
      className={cn(
        'flex gap-3 rounded-md border p-3 text-sm',
        clock.overdue
          ? 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50'
          : 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-50',
        className,
      )}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p>
          <strong>{t('clock.stepLabel')}:</strong> {step}
        </p>
        <p>{line}</p>
        {clock.overdue && date ? (
          <p>{clock.waiting_on === 'body' ? t('clock.overdueBody', { date }) : t('clock.overdueCompany', { date })}</p>
        ) : null}
      </div>
    </div>
  );
}
