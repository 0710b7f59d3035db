import type { HTMLAttributes } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_ENTITY_TYPES } from '@portal/contract/constants';
import type { TCompany, TCompanyField } from '@portal/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { COMPANY_FIELD_GROUPS, type TCompanyFormValues, type TCompanyPatch } from '../lib/company-form-model';
import { translateFieldMessage } from '@/lib/field-messages';
import { RegionPicker } from '@/features/regions';
import { displayCompanyValue } from './company-field-display';
import { CurrencyInput } from './currency-input';

type TInputMode = HTMLAttributes<HTMLInputElement>['inputMode'];
const REGION_NAMES = ['province', 'regency_city', 'district', 'village'] as const;
interface TFieldSpec {
  type?: 'email' | 'tel' | 'date';
  inputMode?: TInputMode;
  autoComplete?: string;
  hint?: boolean;
}
const SPEC: Partial<Record<TCompanyField, TFieldSpec>> = {
  name: { autoComplete: 'organization' },
  npwp: { inputMode: 'numeric', hint: true },
  nib: { inputMode: 'numeric', hint: true },
  address: { autoComplete: 'street-address' },
  province: { autoComplete: 'address-level1' },
  regency_city: { autoComplete: 'address-level2' },
  postal_code: { inputMode: 'numeric', autoComplete: 'postal-code', hint: true },
  phone: { type: 'tel', inputMode: 'tel', hint: true },
  email: { type: 'email', inputMode: 'email' },
  business_type: { hint: true },
  investment_value: { hint: true },
  employee_count: { inputMode: 'numeric' },
  leader_nik: { inputMode: 'numeric', hint: true },
  leader_npwp: { inputMode: 'numeric', hint: true },
  kta_date: { type: 'date' },
};

interface Props {
  idPrefix: string;
  fields: readonly TCompanyField[];
  register: UseFormRegister<TCompanyFormValues>;
  control: Control<TCompanyFormValues, unknown, TCompanyPatch>;
  errors: FieldErrors<TCompanyFormValues>;
  /** Shown read-only with their saved value (identity fields after verification). */
  locked: readonly TCompanyField[];
  /** Marked with an asterisk. */
  required?: readonly TCompanyField[];
  company: TCompany;
}

/** The company fields (docs/business-rules.md#company-data), one fieldset per group, wired for screen readers. */
export function CompanyFormFields({
  idPrefix,
  fields,
  register,
  control,
  errors,
  locked,
  required = [],
  company,
}: Props) {
  const { t, i18n } = useTranslation('company');
  const pickerHandles = (f: TCompanyField) =>
    fields.includes('province') && !locked.includes('province') && (REGION_NAMES as readonly string[]).includes(f);

  const renderField = (f: TCompanyField) => {
    // The four area levels are one cascading picker, rendered where the province is.
    if (pickerHandles(f) && f !== 'province') return null;
    if (pickerHandles(f)) {
      return (
        <RegionPicker
          key="regions"
          control={control as never}
          idOf={(n) => `${idPrefix}-${n}`}
          labelOf={(n) => t(`fields.${n}`)}
          errors={Object.fromEntries(REGION_NAMES.map((n) => [n, translateFieldMessage(errors[n]?.message, t)]))}
          required={required.includes('province')}
        />
      );
    }
    const spec = SPEC[f] ?? {};
    const id = `${idPrefix}-${f}`;
    const label = t(`fields.${f}`);
    const hint = spec.hint ? t(`hints.${f}`) : undefined;
    if (locked.includes(f)) {
      return (
        <FormField key={f} id={id} label={label} hint={t('identityLocked.fieldHint')}>
          {(field) => (
            <Input
              {...field}
              readOnly
              aria-readonly
              value={displayCompanyValue(company, f, t, i18n.language)}
              className="whitespace-nowrap read-only:bg-slate-100 read-only:text-slate-800 dark:read-only:bg-slate-800 dark:read-only:text-slate-200"
            />
          )}
        </FormField>
      );
    }
    const error = translateFieldMessage(errors[f]?.message, t);
    const isRequired = required.includes(f);
    const wide = f === 'address' ? 'sm:col-span-2' : undefined;
    return (
      <div key={f} className={wide}>
        <FormField id={id} label={label} hint={hint} error={error} required={isRequired}>
          {(field) => {
            if (f === 'business_entity_type') {
              const options = BUSINESS_ENTITY_TYPES.map((v) => ({ value: v, label: t(`entityTypes.${v}`) }));
              return <Select {...field} options={options} placeholder={t('entityPlaceholder')} {...register(f)} />;
            }
            if (f === 'address') return <Textarea {...field} autoComplete={spec.autoComplete} {...register(f)} />;
            if (f === 'investment_value') {
              return (
                <Controller
                  control={control}
                  name={f}
                  render={({ field: c }) => (
                    <CurrencyInput
                      {...field}
                      name={c.name}
                      ref={c.ref}
                      value={c.value}
                      onChange={c.onChange}
                      onBlur={c.onBlur}
                    />
                  )}
                />
              );
            }
            return (
              <Input
                {...field}
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                {...register(f)}
              />
            );
          }}
        </FormField>
      </div>
    );
  };

  return (
    <div className="space-y-6">
      {COMPANY_FIELD_GROUPS.map((group) => {
        const shown = group.fields.filter((f) => fields.includes(f));
        if (!shown.length) return null;
        const hasLocked = shown.some((f) => locked.includes(f));
        return (
          <fieldset key={group.key} className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t(`groups.${group.key}`)}
            </legend>
            {hasLocked ? (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
                {t('identityLocked.note')}
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">{shown.map(renderField)}</div>
          </fieldset>
        );
      })}
    </div>
  );
}
