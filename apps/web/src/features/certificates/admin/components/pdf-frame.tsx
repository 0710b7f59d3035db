import { useState } from 'react';
import { AlertTriangle, Download, FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/errors';
import { usePdfObjectUrl } from '../api/pdf';

interface Props {
  /** admin/certificates/view.php?… (same origin, checked like every protected file). */
  url: string;
  /** The frame's accessible name. */
  title: string;
  fileName: string;
  /** Words for a 409 / 404 of this PDF, in the page's terms. */
  messages: { conflict: string; notFound: string };
}

/**
 * A protected PDF inside the page: fetched as a blob and shown from an object URL in an iframe
 * (allowed by the CSP's `frame-src 'self' blob:`), with a download link for browsers that show no
 * PDFs inline; loading, and each refusal in words.
 */
export function PdfFrame({ url, title, fileName, messages }: Props) {
  const { t } = useTranslation('adminCertificates');
  const [attempt, setAttempt] = useState(0);
  const pdf = usePdfObjectUrl(url, attempt);
  if (pdf.status === 'loading')
    return (
      <div className="space-y-2">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('pdf.loading')}
        </p>
        <Skeleton className="h-[70vh] min-h-80 w-full" />
      </div>
    );
  if (pdf.status === 'error') {
    const status = pdf.error instanceof ApiError ? pdf.error.status : 0;
    const server = serverMessageOf(pdf.error);
    if (status === 409 || status === 404)
      return (
        <Callout
          tone="warning"
          icon={FileX}
          title={status === 409 ? messages.conflict : messages.notFound}
          role="alert"
        >
          {server ? <p className="text-sm">{server}</p> : null}
        </Callout>
      );
    return (
      <Callout tone="danger" icon={AlertTriangle} title={t('pdf.errorTitle')} role="alert">
        <p className="text-sm">{server ?? t('pdf.errorText')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => setAttempt((n) => n + 1)}>
          {t('common:retry')}
        </Button>
      </Callout>
    );
  }
  return (
    <div className="space-y-2">
      {/* A frame, not an <object>: the CSP allows frames of the page's own blob: URLs
          (frame-src 'self' blob:) and no plugins at all (object-src 'none'). */}
      <iframe
        src={pdf.objectUrl}
        title={title}
        className="h-[70vh] min-h-80 w-full rounded-md border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950"
      />
      <a href={pdf.objectUrl} download={fileName} className={buttonClasses('ghost', 'sm')}>
        <Download aria-hidden="true" className="size-4" />
        {t('pdf.download')}
      </a>
    </div>
  );
}
