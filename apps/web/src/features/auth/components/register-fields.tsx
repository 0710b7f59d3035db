import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_ENTITY_TYPES } from '@portal/contract/constants';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { Select } from '@/components/ui/select';
import type { TRegisterFormValues } from '../lib/register-steps';
import { translateFieldMessage } from '@/lib/field-messages';
import { formatNib, formatNpwp } from '@/lib/format-ids';
import { cn } from '@/components/ui/cn';

interface Props {
  register: UseFormRegister<TRegisterFormValues>;
  errors: FieldErrors<TRegisterFormValues>;
}

/** The account step; `password` (the field's current value) feeds the strength hint under it. */
export function AccountStepFields({ register, errors, password = '' }: Props & { password?: string }) {
  const { t } = useTranslation('register');
  const err = (f: keyof TRegisterFormValues) => translateFieldMessage(errors[f]?.message, t);
  return (
    <>
      <FormField id="reg-name" label={t('register.fields.name')} error={err('name')} required>
        {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
      </FormField>
      <FormField id="reg-email" label={t('auth:fields.email')} error={err('email')} required>
        {(field) => (
          <Input
            {...field}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('auth:fields.emailPlaceholder')}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id="reg-phone"
        label={t('register.fields.phone')}
        hint={t('register.hints.phone')}
        error={err('phone')}
        required
      >
        {(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
      <FormField
        id="reg-password"
        label={t('auth:fields.password')}
        hint={t('register.hints.password')}
        error={err('password')}
        required
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <PasswordStrengthHint password={password} />
      <FormField id="reg-confirm" label={t('register.fields.confirmPassword')} error={err('confirmPassword')} required>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
    </>
  );
}

export function CompanyStepFields({ register, errors }: Props) {
  const { t } = useTranslation('register');
  const err = (f: keyof TRegisterFormValues) => translateFieldMessage(errors[f]?.message, t);
  const entityOptions = BUSINESS_ENTITY_TYPES.map((v) => ({ value: v, label: t(`register.entityTypes.${v}`) }));
  return (
    <>
      <FormField id="reg-company" label={t('register.fields.companyName')} error={err('companyName')} required>
        {(field) => <Input {...field} autoComplete="organization" {...register('companyName')} />}
      </FormField>
      <FormField
        id="reg-entity"
        label={t('register.fields.businessEntityType')}
        error={err('businessEntityType')}
        required
      >
        {(field) => (
          <Select
            {...field}
            options={entityOptions}
            placeholder={t('register.entityPlaceholder')}
            {...register('businessEntityType')}
          />
        )}
      </FormField>
      <FormField
        id="reg-npwp"
        label={t('register.fields.npwp')}
        hint={t('register.hints.npwp')}
        error={err('npwp')}
        required
      >
        {(field) => <Input {...field} inputMode="numeric" {...register('npwp')} />}
      </FormField>
      <FormField
        id="reg-nib"
        label={t('register.fields.nib')}
        hint={t('register.hints.nib')}
        error={err('nib')}
        required
      >
        {(field) => <Input {...field} inputMode="numeric" {...register('nib')} />}
      </FormField>
    </>
  );
}

export function ConfirmStepFields({ register, errors, values }: Props & { values: TRegisterFormValues }) {
  const { t } = useTranslation('register');
  // [label, value, a number that must never break mid-digit]
  const rows: [string, string, boolean][] = [
    [t('register.fields.name'), values.name, false],
    [t('auth:fields.email'), values.email, false],
    [t('register.fields.phone'), values.phone, true],
    [t('register.fields.companyName'), values.companyName, false],
    [
      t('register.fields.businessEntityType'),
      values.businessEntityType ? t(`register.entityTypes.${values.businessEntityType}`) : '-',
      false,
    ],
    [t('register.fields.npwp'), formatNpwp(values.npwp), true],
    [t('register.fields.nib'), formatNib(values.nib), true],
  ];
  const termsError = translateFieldMessage(errors.termsAccepted?.message, t);
  return (
    <>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{t('register.summaryTitle')}</h2>
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {rows.map(([label, value, isNumber]) => (
            <div key={label} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:justify-between sm:gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd
                className={cn(
                  'min-w-0 font-medium text-slate-900 sm:text-right dark:text-slate-100',
                  isNumber ? 'whitespace-nowrap tabular-nums' : '[overflow-wrap:anywhere]',
                )}
              >
                {value || '-'}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="space-y-1">
        <Checkbox
          id="reg-terms"
          label={t('register.fields.termsAccepted')}
          aria-invalid={Boolean(termsError)}
          aria-describedby={termsError ? 'reg-terms-error' : undefined}
          {...register('termsAccepted')}
        />
        {/* A new tab, so the filled-in form stays as it is. */}
        <a
          href="/terms"
          target="_blank"
          rel="noopener"
          className="ml-6 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-sky-300"
        >
          {t('register.termsLink')}
        </a>
        {termsError ? (
          <p id="reg-terms-error" className="text-xs font-medium text-red-600 dark:text-red-400">
            {termsError}
          </p>
        ) : null}
      </div>
    </>
  );
}
