import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_TYPES,
  QUALIFICATIONS,
  QUALIFICATION_LABELS,
  needsCertificate,
  suggestQualification,
  type TApplicationType,
  type TLegalField,
  type TQualification,
} from '@portal/contract/constants';
import type { TFeeQuoteRequest } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useLocale } from '@/lib/locale';
import { useQualificationRule, useSaveApplication } from '../api/applications';
import { useSession } from '@/features/session';
import { formatCurrency } from '@/lib/currency';
import { FORM_FIELDS, toRequestBody, type TApplicationFormValues, type TFormField } from '../lib/form-model';
import { ApplicationQuote } from './application-quote';
import { SubBidangPicker } from './sub-bidang-picker';

interface Props {
  initial: TApplicationFormValues;
  /** Set when editing a draft. */
  codeReg?: string;
  /** The type is the page's (a renewal or upgrade started from a certificate): shown, not chosen. */
  lockType?: boolean;
  /** Where "Batal" goes (the list, or the draft's detail, by default). */
  cancelTo?: string;
  /** A failed save the page explains itself (true: no error toast), e.g. a renewal outside its window. */
  onSaveError?: (error: unknown) => boolean;
}

const LEGAL_GROUPS: { key: string; fields: TLegalField[] }[] = [
  { key: 'aktaPendirian', fields: ['aktaPendirianNotaris', 'aktaPendirianNomor', 'aktaPendirianTanggal'] },
  { key: 'aktaPerubahan', fields: ['aktaPerubahanNotaris', 'aktaPerubahanNomor', 'aktaPerubahanTanggal'] },
  { key: 'skKemenkumham', fields: ['skKemenkumhamNomor', 'skKemenkumhamTanggal'] },
  { key: 'nib', fields: ['nibDate'] },
];
const isDateField = (f: TLegalField) => f.endsWith('Tanggal') || f === 'nibDate';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {hint ? <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/**
 * The application form (docs/business-rules.md#applications): type, qualification, sub-bidang,
 * legal data and notes, with the live quote. Saved as a draft through create.php or update.php;
 * a failed save keeps every value and puts the server's messages at their fields.
 */
export function ApplicationForm({ initial, codeReg, lockType, cancelTo, onSaveError }: Props) {
  const { t } = useTranslation('applications');
  const { language } = useLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<TFormField, string>>>({});
  const [failed, setFailed] = useState(false);
  const save = useSaveApplication();
  const focus = useFocusFirstError(save.isPending);
  useUnsavedChangesWarning(dirty && !save.isSuccess);

  const set = <K extends keyof TApplicationFormValues>(key: K, value: TApplicationFormValues[K], field: TFormField) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setLegal = (f: TLegalField, value: string) => {
    setValues((v) => ({ ...v, legal: { ...v.legal, [f]: value } }));
    setDirty(true);
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const err = (f: TFormField) => translateFieldMessage(errors[f]);
  // What Kecil, Menengah and Besar mean, and which one the company's own capital points to
  // (docs/business-rules.md#qualification-rule); the company still chooses.
  const { company } = useSession();
  const rule = useQualificationRule().data?.thresholds;
  const suggested = rule ? suggestQualification(company?.investment_value, rule) : null;
  const qualificationHint = rule
    ? [
        t('form.qualificationHelp', {
          kecil: formatCurrency(rule.kecil_max_investment),
          menengah: formatCurrency(rule.menengah_max_investment),
        }),
        suggested && company?.investment_value != null
          ? t('form.qualificationSuggestion', {
              value: formatCurrency(company.investment_value),
              label: QUALIFICATION_LABELS[suggested][language],
            })
          : null,
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const hasCertificate = values.certificateUuid !== '';

  const quoteRequest: TFeeQuoteRequest | null =
    values.subBidang.length > 0 && (!needsCertificate(values.applicationType) || hasCertificate)
      ? {
          applicationType: values.applicationType,
          companyQualification: values.companyQualification,
          subBidangCodes: values.subBidang.map((s) => s.code),
        }
      : null;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (values.subBidang.length === 0) {
      setErrors((x) => ({ ...x, subBidangCodes: 'validation.required' }));
      focus.request();
      return;
    }
    setFailed(false);
    const body = toRequestBody(values);
    save.mutate(codeReg ? { ...body, code_reg: codeReg } : body, {
      onSuccess: ({ application }) => {
        setDirty(false);
        toast({ title: t('form.saved', { code: application.code_reg }), variant: 'success' });
        void navigate(`/applications/${application.code_reg}`);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FORM_FIELDS));
        setFailed(true);
        focus.request();
        if (!onSaveError?.(error)) reportSaveError(error);
      },
    });
  };

  return (
    <form ref={focus.ref} noValidate onSubmit={onSubmit} aria-busy={save.isPending || undefined} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.intro')}</p>
      <fieldset disabled={save.isPending} className="min-w-0 space-y-4">
        <Section title={t('form.basics')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="app-type"
              label={t('form.type')}
              required
              error={err('applicationType') ?? err('certificateUuid')}
              hint={hasCertificate ? undefined : t('form.typeNeedsCertificate')}
            >
              {(f) => (
                <Select
                  {...f}
                  disabled={lockType}
                  value={values.applicationType}
                  onChange={(e) => set('applicationType', e.target.value as TApplicationType, 'applicationType')}
                  // Renewal and upgrade start from a certificate; without one only a new application can be made.
                  options={APPLICATION_TYPES.filter((v) =>
                    lockType ? v === values.applicationType : hasCertificate || !needsCertificate(v),
                  ).map((v) => ({ value: v, label: t(`types.${v}`) }))}
                />
              )}
            </FormField>
            <FormField
              id="app-qualification"
              label={t('form.qualification')}
              required
              error={err('companyQualification')}
              hint={qualificationHint}
            >
              {(f) => (
                <Select
                  {...f}
                  value={values.companyQualification}
                  onChange={(e) =>
                    set('companyQualification', e.target.value as TQualification, 'companyQualification')
                  }
                  options={QUALIFICATIONS.map((v) => ({ value: v, label: QUALIFICATION_LABELS[v][language] }))}
                />
              )}
            </FormField>
          </div>
        </Section>

        <Section title={t('form.subBidang')}>
          <SubBidangPicker
            id="app-sub-bidang"
            label={t('form.subBidang')}
            value={values.subBidang}
            onChange={(next) => set('subBidang', next, 'subBidangCodes')}
            error={err('subBidangCodes')}
          />
        </Section>

        <Section title={t('form.quote')}>
          <ApplicationQuote request={quoteRequest} />
        </Section>

        <Section title={t('form.legal')} hint={t('form.legalHint')}>
          {LEGAL_GROUPS.map((g) => (
            <fieldset key={g.key} className="min-w-0 space-y-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t(`form.${g.key}`)}
              </legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {g.fields.map((f) => (
                  <FormField key={f} id={`app-${f}`} label={t(`form.fields.${f}`)} error={err(f)}>
                    {(p) => (
                      <Input
                        {...p}
                        type={isDateField(f) ? 'date' : 'text'}
                        min={isDateField(f) ? '1900-01-01' : undefined}
                        max={isDateField(f) ? '2100-12-31' : undefined}
                        maxLength={isDateField(f) ? undefined : f.endsWith('Notaris') ? 200 : 100}
                        value={values.legal[f]}
                        onChange={(e) => setLegal(f, e.target.value)}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </fieldset>
          ))}
          <FormField id="app-notes" label={t('form.fields.notes')} hint={t('form.notesHint')} error={err('notes')}>
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                maxLength={2000}
                value={values.notes}
                onChange={(e) => set('notes', e.target.value, 'notes')}
              />
            )}
          </FormField>
        </Section>
      </fieldset>

      {failed ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {t('form.saveFailed')}
        </p>
      ) : null}
      <div className="sticky bottom-16 z-10 -mx-1 flex flex-wrap justify-end gap-2 rounded-lg bg-white/90 p-1 backdrop-blur lg:bottom-2 dark:bg-slate-950/90">
        <Button
          variant="outline"
          onClick={() => void navigate(cancelTo ?? (codeReg ? `/applications/${codeReg}` : '/applications'))}
          disabled={save.isPending}
        >
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
