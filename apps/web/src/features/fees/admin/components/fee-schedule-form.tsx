import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { ZFeeScheduleData, type TAdminFeeUpdateRequest, type TFeeScheduleResponse } from '@portal/contract';
import {
  BANK_ACCOUNTS_MAX,
  QUALIFICATIONS,
  QUALIFICATION_LABELS,
  type TQualification,
} from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { formatCurrency } from '@/lib/currency';
import { reportSaveError } from '@/lib/errors';
import { translateFieldMessage } from '@/lib/field-messages';
import { formatDateTime } from '@/lib/format-date';
import { localeOf, toSupportedLanguage } from '@/lib/locale';
import { ApiError } from '@/lib/api-client';
import { useUpdateFeeSchedule } from '../api/fee-schedule';
import { isPendingApproval, toastPendingApproval } from '@/lib/admin/pending-approval';
import { issueFields } from '@/lib/issue-fields';

interface TBankDraft {
  bank_name: string;
  account_number: string;
  account_holder: string;
}
interface TDraft {
  fees: Record<TQualification, { base_fee: string; extra_sub_bidang_fee: string }>;
  renewal_percent: string;
  bank_accounts: TBankDraft[];
}

const draftOf = (s: TFeeScheduleResponse): TDraft => ({
  fees: Object.fromEntries(
    QUALIFICATIONS.map((q) => [
      q,
      { base_fee: String(s.fees[q].base_fee), extra_sub_bidang_fee: String(s.fees[q].extra_sub_bidang_fee) },
    ]),
  ) as TDraft['fees'],
  renewal_percent: String(s.renewal_percent),
  bank_accounts: s.bank_accounts.map((b) => ({ ...b })),
});

/** Amounts may be typed with thousands dots or spaces ("2.500.000"); what is sent is digits. */
const digitsOf = (raw: string) => raw.replace(/[.\s]/g, '');

const bodyOf = (d: TDraft): TAdminFeeUpdateRequest => ({
  fees: Object.fromEntries(
    QUALIFICATIONS.map((q) => [
      q,
      { base_fee: digitsOf(d.fees[q].base_fee), extra_sub_bidang_fee: digitsOf(d.fees[q].extra_sub_bidang_fee) },
    ]),
  ) as TAdminFeeUpdateRequest['fees'],
  renewal_percent: digitsOf(d.renewal_percent),
  bank_accounts: d.bank_accounts,
});

const FEE_FIELDS = ['base_fee', 'extra_sub_bidang_fee'] as const;
const BANK_FIELDS = ['bank_name', 'account_number', 'account_holder'] as const;

/**
 * The fee schedule and bank accounts (docs/business-rules.md#fees): saving adds a new version,
 * after a confirmation that it applies to invoices issued afterwards.
 */
export function FeeScheduleForm({ schedule }: { schedule: TFeeScheduleResponse }) {
  const { t, i18n } = useTranslation('fees');
  const lng = toSupportedLanguage(i18n.language);
  const [draft, setDraft] = useState<TDraft>(() => draftOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateFeeSchedule();

  const err = (path: string) => translateFieldMessage(errors[path], t);
  const setFee = (q: TQualification, f: (typeof FEE_FIELDS)[number], v: string) =>
    setDraft((d) => ({ ...d, fees: { ...d.fees, [q]: { ...d.fees[q], [f]: v } } }));
  const setBank = (i: number, f: keyof TBankDraft, v: string) =>
    setDraft((d) => ({ ...d, bank_accounts: d.bank_accounts.map((b, j) => (j === i ? { ...b, [f]: v } : b)) }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZFeeScheduleData.safeParse(bodyOf(draft));
    setErrors(issueFields(parsed.error));
    if (parsed.success) setConfirming(true);
    else document.querySelector<HTMLElement>('#fee-schedule-form [aria-invalid="true"]')?.focus();
  };
  const save = () =>
    update.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        setConfirming(false);
        if (isPendingApproval(saved)) {
          toastPendingApproval();
          return;
        }
        setDraft(draftOf(saved));
        toast({ title: t('schedule.saved'), description: t('schedule.appliesAfter'), variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.errors)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
        reportSaveError(error);
      },
    });

  const amountHint = (raw: string) => {
    const digits = digitsOf(raw);
    return /^\d+$/.test(digits) ? formatCurrency(Number(digits)) : undefined;
  };

  return (
    <Card id="fee-schedule" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t('schedule.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('schedule.version', {
            id: schedule.id,
            date: formatDateTime(schedule.created_at, localeOf(i18n.language)),
          })}{' '}
          {t('schedule.appliesAfter')}
        </p>
      </CardHeader>
      <CardContent>
        <form id="fee-schedule-form" noValidate onSubmit={onSubmit} className="space-y-6">
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('schedule.feesLegend')}
            </legend>
            {QUALIFICATIONS.map((q) => (
              <div key={q} className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr] sm:items-start">
                <p className="pt-1 text-sm font-medium text-slate-800 sm:pt-8 dark:text-slate-200">
                  {QUALIFICATION_LABELS[q][lng]}
                </p>
                {FEE_FIELDS.map((f) => (
                  <FormField
                    key={f}
                    id={`fee-${q}-${f}`}
                    label={t(`schedule.${f}`, { q: QUALIFICATION_LABELS[q][lng] })}
                    error={err(`fees.${q}.${f}`)}
                    hint={amountHint(draft.fees[q][f])}
                    required
                  >
                    {(c) => (
                      <Input
                        {...c}
                        inputMode="numeric"
                        value={draft.fees[q][f]}
                        onChange={(e) => setFee(q, f, e.target.value)}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            ))}
            <div className="max-w-xs">
              <FormField
                id="fee-renewal-percent"
                label={t('schedule.renewal_percent')}
                hint={t('schedule.renewalHint')}
                error={err('renewal_percent')}
                required
              >
                {(c) => (
                  <Input
                    {...c}
                    inputMode="numeric"
                    value={draft.renewal_percent}
                    onChange={(e) => setDraft((d) => ({ ...d, renewal_percent: e.target.value }))}
                  />
                )}
              </FormField>
            </div>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('schedule.banksLegend')}
            </legend>
            {err('bank_accounts') ? (
              <p className="text-xs font-medium text-red-600 dark:text-red-400">{t('schedule.bankRequired')}</p>
            ) : null}
            {draft.bank_accounts.map((b, i) => (
              <div
                key={i}
                className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start dark:border-slate-800"
              >
                {BANK_FIELDS.map((f) => (
                  <FormField
                    key={f}
                    id={`bank-${i}-${f}`}
                    label={t(`schedule.${f}`, { n: i + 1 })}
                    error={err(`bank_accounts.${i}.${f}`)}
                    required
                  >
                    {(c) => (
                      <Input
                        {...c}
                        inputMode={f === 'account_number' ? 'numeric' : undefined}
                        value={b[f]}
                        onChange={(e) => setBank(i, f, e.target.value)}
                      />
                    )}
                  </FormField>
                ))}
                <Button
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={t('schedule.removeBank', { n: i + 1 })}
                  disabled={draft.bank_accounts.length <= 1}
                  onClick={() => setDraft((d) => ({ ...d, bank_accounts: d.bank_accounts.filter((_, j) => j !== i) }))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
            <Button
              variant="outline"
              size="sm"
              disabled={draft.bank_accounts.length >= BANK_ACCOUNTS_MAX}
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  bank_accounts: [...d.bank_accounts, { bank_name: '', account_number: '', account_holder: '' }],
                }))
              }
            >
              <Plus aria-hidden="true" className="mr-1 size-4" />
              {t('schedule.addBank', { max: BANK_ACCOUNTS_MAX })}
            </Button>
          </fieldset>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={update.isPending}>
              {t('schedule.save')}
            </Button>
            <Button
              variant="outline"
              onClick={() => (setDraft(draftOf(schedule)), setErrors({}))}
              disabled={update.isPending}
            >
              {t('schedule.reset')}
            </Button>
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('schedule.confirmTitle')}
        description={t('schedule.confirmText')}
        confirmLabel={t('schedule.confirm')}
        isPending={update.isPending}
        onConfirm={save}
      />
    </Card>
  );
}
