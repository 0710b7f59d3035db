import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCurrency } from '@/lib/currency';

export interface TBulkVerifyItem {
  uuid_invoice: string;
  transId: string;
  company_name: string;
  total: number;
}

interface Props {
  items: readonly TBulkVerifyItem[];
  /** Prefilled reference (the statement's file name); the clerk may change it. */
  defaultReference?: string;
  isPending: boolean;
  onConfirm: (bankReference: string) => void;
  onCancel: () => void;
}

/**
 * "Verifikasi terpilih": one confirmation for the ticked payments, with the bank's reference
 * (docs/business-rules.md#bulk-work). Each payment is still verified on its own on the server.
 */
export function BulkVerifyDialog({ items, defaultReference = '', isPending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('adminWorkflow');
  const [reference, setReference] = useState(defaultReference);
  const sum = items.reduce((s, i) => s + i.total, 0);
  const valid = reference.trim().length > 0 && reference.trim().length <= 120;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('payments.bulk.confirmTitle', { count: items.length })}
      description={t('payments.bulk.confirmDescription', { count: items.length, amount: formatCurrency(sum) })}
      confirmLabel={t('payments.bulk.confirm', { count: items.length })}
      isPending={isPending}
      canConfirm={valid}
      onConfirm={() => onConfirm(reference.trim())}
    >
      <div className="space-y-3">
        <ul className="max-h-40 space-y-1 overflow-y-auto text-sm" aria-label={t('payments.bulk.chosen')}>
          {items.map((i) => (
            <li key={i.uuid_invoice} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">
                <span className="font-mono">{i.transId}</span> · {i.company_name}
              </span>
              <span className="shrink-0 tabular-nums">{formatCurrency(i.total)}</span>
            </li>
          ))}
        </ul>
        <FormField
          id="bulk-bank-reference"
          label={t('payments.bulk.reference')}
          hint={t('payments.bulk.referenceHint')}
          required
        >
          {(control) => (
            <Input {...control} value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
          )}
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
