import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPaymentVerifyBatchResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';

/** Each payment's result of a bulk verification: verified, or the server's reason. */
export function VerifyBatchResults({
  results,
  onClose,
}: {
  results: TPaymentVerifyBatchResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminWorkflow');
  return (
    <Callout
      tone={results.failed ? 'warning' : 'info'}
      icon={results.failed ? XCircle : CheckCircle2}
      title={t('payments.bulk.resultTitle', { verified: results.verified, failed: results.failed })}
      role="status"
    >
      <ul className="space-y-1 text-sm" data-testid="verify-batch-results">
        {results.results.map((r) => (
          <li key={r.uuid_invoice}>
            <span className="font-mono">{r.trans_id ?? r.uuid_invoice}</span>:{' '}
            {r.outcome === 'verified' ? (
              <span className="text-emerald-800 dark:text-emerald-300">{t('payments.bulk.verified')}</span>
            ) : (
              <span className="text-red-700 dark:text-red-300">{r.error?.message}</span>
            )}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-2" onClick={onClose}>
        {t('payments.bulk.dismiss')}
      </Button>
    </Callout>
  );
}
