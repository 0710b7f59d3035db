import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { V, ZQualificationThresholdsRequest, type TQualificationThresholdsResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { formatCurrency } from '@/lib/currency';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { issueFields } from '@/lib/issue-fields';
import { useQualificationThresholds, useSaveQualificationThresholds } from '../api/qualification-thresholds';

const FIELDS = ['kecil_max_investment', 'menengah_max_investment'] as const;
type TField = (typeof FIELDS)[number];
type TThresholds = TQualificationThresholdsResponse['thresholds'];
const ZThresholds = ZQualificationThresholdsRequest;
const fieldId = (f: TField) => `threshold-${f}`;
const digits = (v: string) => v.replace(/\D/g, '');

/**
 * Aturan Kualifikasi (docs/business-rules.md#qualification-rule): the two capital limits behind
 * Kecil, Menengah and Besar, which the application form explains and suggests from. Checked as
 * the server checks them (the contract's schema), then saved only after a confirmation that
 * spells the new rule out.
 */
export function QualificationThresholdsCard() {
  const { t } = useTranslation('catalogue');
  const query = useQualificationThresholds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('thresholds.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('thresholds.description')}</p>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <ThresholdsForm key={JSON.stringify(query.data.thresholds)} current={query.data.thresholds} />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('thresholds.loadError')}{' '}
            <Button variant="link" size="sm" onClick={() => void query.refetch()}>
              {t('thresholds.retry')}
            </Button>
          </p>
        ) : (
          <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ThresholdsForm({ current }: { current: TThresholds }) {
  const { t } = useTranslation('catalogue');
  const [values, setValues] = useState<Record<TField, string>>({
    kecil_max_investment: String(current.kecil_max_investment),
    menengah_max_investment: String(current.menengah_max_investment),
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [pending, setPending] = useState<TThresholds | null>(null);
  const save = useSaveQualificationThresholds();
  const focusFirst = (found: Partial<Record<TField, string>>) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const isDirty = FIELDS.some((f) => values[f] !== String(current[f]));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZThresholds.safeParse({
      kecil_max_investment: values.kecil_max_investment === '' ? undefined : Number(values.kecil_max_investment),
      menengah_max_investment:
        values.menengah_max_investment === '' ? undefined : Number(values.menengah_max_investment),
    });
    const found = issueFields(parsed.error) as Partial<Record<TField, string>>;
    for (const f of FIELDS) if (values[f] === '') found[f] = V.required;
    setErrors(found);
    if (!parsed.success || Object.values(found).some(Boolean)) return focusFirst(found);
    setPending({
      kecil_max_investment: parsed.data.kecil_max_investment,
      menengah_max_investment: parsed.data.menengah_max_investment,
    });
  };
  const onConfirm = () => {
    if (!pending) return;
    save.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        toast({ title: t('thresholds.saved'), variant: 'success' });
      },
      onError: (error) => {
        setPending(null);
        const server = serverFieldErrors(error, FIELDS);
        setErrors(server);
        focusFirst(server);
        reportSaveError(error);
      },
    });
  };
  const money = (n: number) => formatCurrency(n);

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4" aria-label={t('thresholds.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f}
            id={fieldId(f)}
            label={t(`thresholds.${f}`)}
            hint={
              values[f] && /^\d+$/.test(values[f])
                ? t('thresholds.asRupiah', { amount: money(Number(values[f])) })
                : t('thresholds.hint')
            }
            error={translateFieldMessage(errors[f], t)}
            required
          >
            {(field) => (
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="off"
                value={values[f]}
                onChange={(e) => {
                  const v = digits(e.currentTarget.value);
                  setValues((x) => ({ ...x, [f]: v }));
                  if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
                }}
              />
            )}
          </FormField>
        ))}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="threshold-rule">
        {t('thresholds.rule', {
          kecil: money(current.kecil_max_investment),
          menengah: money(current.menengah_max_investment),
        })}
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty} isLoading={save.isPending}>
          {t('thresholds.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('thresholds.confirm.title')}
        description={
          pending
            ? t('thresholds.confirm.description', {
                kecil: money(pending.kecil_max_investment),
                menengah: money(pending.menengah_max_investment),
              })
            : ''
        }
        confirmLabel={t('thresholds.confirm.confirm')}
        isPending={save.isPending}
        onConfirm={onConfirm}
      />
    </form>
  );
}
