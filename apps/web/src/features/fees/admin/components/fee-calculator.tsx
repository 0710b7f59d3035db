import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_SUB_BIDANG_MAX,
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  QUALIFICATIONS,
  QUALIFICATION_LABELS,
  type TApplicationType,
  type TQualification,
} from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toSupportedLanguage } from '@/lib/locale';
import { useFeeQuote } from '../../api/fees';
import { QuoteTable } from '../../components/quote-table';

const parseCount = (raw: string): number | null => {
  const n = /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return n >= 1 && n <= APPLICATION_SUB_BIDANG_MAX ? n : null;
};

/** The calculator: the quote endpoint on the current schedule, so it shows what an invoice would. */
export function FeeCalculator() {
  const { t, i18n } = useTranslation('fees');
  const lng = toSupportedLanguage(i18n.language);
  const [type, setType] = useState<TApplicationType>('new');
  const [qualification, setQualification] = useState<TQualification>('kecil');
  const [countInput, setCountInput] = useState('1');
  const count = parseCount(countInput);
  const quote = useFeeQuote(
    count === null ? null : { applicationType: type, companyQualification: qualification, subBidangCount: count },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('calculator.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('calculator.description')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField id="calc-type" label={t('calculator.type')}>
            {(f) => (
              <Select
                {...f}
                value={type}
                onChange={(e) => setType(e.target.value as TApplicationType)}
                options={APPLICATION_TYPES.map((v) => ({ value: v, label: APPLICATION_TYPE_LABELS[v][lng] }))}
              />
            )}
          </FormField>
          <FormField id="calc-qualification" label={t('calculator.qualification')}>
            {(f) => (
              <Select
                {...f}
                value={qualification}
                onChange={(e) => setQualification(e.target.value as TQualification)}
                options={QUALIFICATIONS.map((v) => ({ value: v, label: QUALIFICATION_LABELS[v][lng] }))}
              />
            )}
          </FormField>
          <FormField
            id="calc-count"
            label={t('calculator.count')}
            error={count === null ? t('calculator.countInvalid', { max: APPLICATION_SUB_BIDANG_MAX }) : undefined}
          >
            {(f) => (
              <Input
                {...f}
                type="number"
                min={1}
                max={APPLICATION_SUB_BIDANG_MAX}
                inputMode="numeric"
                value={countInput}
                onChange={(e) => setCountInput(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <div aria-live="polite" aria-busy={quote.isFetching || undefined}>
          {quote.isError ? (
            <div
              role="alert"
              className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
            >
              {t('calculator.error')}
              <Button size="sm" variant="outline" onClick={() => void quote.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          ) : quote.data ? (
            <QuoteTable quote={quote.data} caption={t('calculator.caption')} />
          ) : count === null ? null : (
            <Skeleton className="h-40 w-full" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
