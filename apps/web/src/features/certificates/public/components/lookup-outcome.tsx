import { CircleAlert, SearchX, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { TLookupResult } from '../lib/lookup';
import { CertificatePanel } from './certificate-panel';

interface Props {
  data?: TLookupResult;
  error?: unknown;
  isLoading: boolean;
  /** What "not found" says on this page (the QR page and the search word it differently). */
  notFound: ReactNode;
  onRetry: () => void;
}

/** A lookup's answer, whichever page asked: the certificate, not found, too many checks, or a failure to retry. */
export function LookupOutcome({ data, error, isLoading, notFound, onRetry }: Props) {
  const { t } = useTranslation('publicCertificate');
  if (isLoading) return <PanelSkeleton label={t('loading')} />;
  if (data)
    return <CertificatePanel certificate={data.certificate} current={data.current} checkedAt={data.checkedAt} />;
  if (!error) return null;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return <NotFound>{notFound}</NotFound>;
  if (status === 429) {
    const minutes = error instanceof ApiError && error.retryAfterS ? Math.max(1, Math.ceil(error.retryAfterS / 60)) : 0;
    return (
      <Callout tone="warning" icon={Timer} title={t('rateLimited.title')} role="alert">
        <p className="text-sm">{minutes ? t('rateLimited.wait', { count: minutes }) : t('rateLimited.later')}</p>
      </Callout>
    );
  }
  return (
    <Callout tone="danger" icon={CircleAlert} title={t('failed.title')} role="alert">
      <p className="text-sm">{t('failed.text')}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t('failed.retry')}
      </Button>
    </Callout>
  );
}

/** "Sertifikat tidak ditemukan": said plainly, with the way on given by the page. */
export function NotFound({ children }: { children: ReactNode }) {
  const { t } = useTranslation('publicCertificate');
  return (
    <div
      role="alert"
      className="flex gap-4 rounded-xl border border-slate-300 bg-white p-5 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 space-y-2 text-sm text-slate-700 sm:text-base dark:text-slate-300">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-slate-100">{t('notFound.title')}</h2>
        {children}
      </div>
    </div>
  );
}

/** The panel's shape while the answer is on its way, so nothing jumps when it arrives. */
function PanelSkeleton({ label }: { label: string }) {
  return (
    <div
      aria-busy="true"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="flex items-center gap-4 border-b border-slate-200 p-5 sm:p-6 dark:border-slate-800">
        <Skeleton className="size-12 rounded-full sm:size-14" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-6 w-2/3" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}
