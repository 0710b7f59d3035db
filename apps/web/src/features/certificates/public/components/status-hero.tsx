import { ArrowRight, CalendarX, CircleCheck, RefreshCw, ShieldX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCertificateCurrent, TPublicCertificate } from '@portal/contract';
import { publicCertificatePath, type TCertificateStatus } from '@portal/contract/constants';
import { cn } from '@/components/ui/cn';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';

interface TStatusLook {
  icon: LucideIcon;
  /** The panel's frame and background. */
  panel: string;
  /** The disc behind the icon. */
  disc: string;
  /** The status word. */
  word: string;
}

/**
 * The colour of each status backs up its word and icon, never replaces them (a reader who cannot
 * tell green from red still reads "Aktif" or "Dicabut" beside a tick or a crossed shield).
 */
export const STATUS_LOOKS: Record<TCertificateStatus, TStatusLook> = {
  active: {
    icon: CircleCheck,
    panel: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/50',
    disc: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950',
    word: 'text-emerald-800 dark:text-emerald-200',
  },
  expired: {
    icon: CalendarX,
    panel: 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/50',
    disc: 'bg-amber-600 text-white dark:bg-amber-400 dark:text-amber-950',
    word: 'text-amber-900 dark:text-amber-200',
  },
  revoked: {
    icon: ShieldX,
    panel: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/50',
    disc: 'bg-red-600 text-white dark:bg-red-500 dark:text-red-950',
    word: 'text-red-800 dark:text-red-200',
  },
  superseded: {
    icon: RefreshCw,
    panel: 'border-blue-300 bg-blue-50 dark:border-blue-800 dark:bg-blue-950/50',
    disc: 'bg-blue-600 text-white dark:bg-blue-400 dark:text-blue-950',
    word: 'text-blue-800 dark:text-blue-200',
  },
};

/**
 * The answer a visitor came for, large: the status word with its icon and colour, and what it means.
 * A superseded certificate reads 'Diperbarui' after a renewal and 'Ditingkatkan' after an upgrade,
 * names its successor, and links prominently (not a redirect) to the certificate in force now.
 */
export function StatusHero({
  certificate,
  current = null,
  headingId,
}: {
  certificate: TPublicCertificate;
  current?: TCertificateCurrent | null;
  headingId: string;
}) {
  const { t } = useTranslation('publicCertificate');
  const { locale } = useLocale();
  const { status, superseded_by: successor } = certificate;
  const upgraded = status === 'superseded' && certificate.superseded_kind === 'upgrade';
  const key = upgraded ? 'upgraded' : status;
  const look = STATUS_LOOKS[status];
  const Icon = look.icon;
  return (
    <div data-status={status} className={cn('flex items-start gap-4 border-b p-5 sm:p-6', look.panel)}>
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-full sm:size-14', look.disc)}>
        <Icon aria-hidden="true" data-testid="status-icon" className="size-7 sm:size-8" strokeWidth={2.25} />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 id={headingId} className={look.word}>
          <span className="block text-xs font-semibold tracking-wide uppercase">{t('status.label')}</span>
          <span className="block text-3xl leading-tight font-bold sm:text-4xl">{t(`status.${key}.word`)}</span>
        </h2>
        <p className="text-sm text-slate-800 sm:text-base dark:text-slate-200">
          {t(`status.${key}.text`, { date: formatBusinessDate(certificate.valid_until, locale) })}
        </p>
        {status === 'superseded' && successor ? (
          <p className="flex flex-wrap items-center gap-x-2 pt-1 text-sm text-slate-800 sm:text-base dark:text-slate-200">
            {t('status.superseded.successor')}
            <Link
              to={publicCertificatePath(successor.certificate_uuid)}
              className="inline-flex items-center gap-1 font-mono font-semibold whitespace-nowrap text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-200"
            >
              {successor.number}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
        {status === 'superseded' && current ? (
          <Link
            to={publicCertificatePath(current.uuid)}
            className="mt-2 inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-blue-300 bg-white px-3 py-2 text-sm font-semibold text-blue-900 shadow-sm hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:text-base dark:border-blue-700 dark:bg-slate-900 dark:text-blue-100 dark:hover:bg-blue-950"
          >
            {t('status.superseded.current', { number: current.number, status: t(`status.${current.status}.word`) })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
