import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS } from '@portal/contract/constants';
import type { TInvoice } from '@portal/contract';
import { DocumentFile } from '@/components/ui/file-links';
import { UploadBox } from '@/components/ui/upload-box';
import { useUpload } from '@/hooks/use-upload';
import { useProofUploader } from '../api/invoices';

/**
 * The transfer proof (transactions/upload_proof.php): upload with progress while the invoice is
 * `pending`; the proofs sent so far, newest first, each with view and download.
 */
export function ProofUpload({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoices');
  const upload = useUpload(useProofUploader(invoice.uuid_invoice));
  const [announcement, setAnnouncement] = useState('');
  const isPending = invoice.status === INVOICE_STATUS.PENDING;
  return (
    <div className="space-y-4">
      {isPending ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('payment.proofIntro')}</p>
          <UploadBox
            id="proof-upload"
            label={t('payment.proofLabel')}
            state={upload.state}
            onFile={(file) =>
              void upload.start(file).then((done) => {
                if (done) setAnnouncement(t('payment.proofUploaded'));
              })
            }
            onCancel={upload.cancel}
            setError={upload.setError}
            clearError={upload.clearError}
            announcement={announcement}
          />
        </>
      ) : (
        <p
          role="status"
          className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-200"
        >
          {invoice.status === INVOICE_STATUS.WAITING_CONFIRMATION
            ? t('payment.proofWaiting')
            : t('payment.proofClosed')}
        </p>
      )}
      {invoice.proofs.length ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('payment.proofPrevious')}</h3>
          <ul className="space-y-3">
            {invoice.proofs.map((p) => (
              <li key={p.uuid} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                <DocumentFile doc={p} label={`${t('payment.proofLabel')} ${p.original_name}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
