import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_ENTITY_TYPES } from '@portal/contract/constants';
import type { TCompanyField } from '@portal/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { TAdminCompanyFormValues } from '../lib/company-form';

interface Props {
  name: TCompanyField;
  register: UseFormRegister<TAdminCompanyFormValues>;
  /** The starting value; a select needs it as `defaultValue` to show it before any change. */
  defaultValue?: string;
  /** Already translated. */
  error?: string;
  required?: boolean;
}

const NUMERIC: readonly TCompanyField[] = [
  'npwp',
  'nib',
  'postal_code',
  'investment_value',
  'employee_count',
  'leader_nik',
  'leader_npwp',
];

/** One company field with the control its value needs. */
export function CompanyFormField({ name, register, defaultValue, error, required }: Props) {
  const { t } = useTranslation('admin');
  const id = `company-${name.replace(/_/g, '-')}`;
  const hint = t(`companyEdit.hints.${name}`, { defaultValue: '' }) || undefined;
  return (
    <div className={name === 'address' ? 'sm:col-span-2' : undefined}>
      <FormField id={id} label={t(`companyFields.${name}`)} error={error} hint={hint} required={required}>
        {(control) => {
          if (name === 'business_entity_type')
            return (
              <Select
                {...control}
                defaultValue={defaultValue}
                {...register(name)}
                placeholder={t('companyEdit.choose')}
                options={BUSINESS_ENTITY_TYPES.map((v) => ({ value: v, label: t(`entityTypes.${v}`) }))}
              />
            );
          if (name === 'address') return <Textarea {...control} rows={2} {...register(name)} />;
          if (name === 'kta_date') return <Input {...control} type="date" {...register(name)} />;
          if (name === 'email') return <Input {...control} type="email" inputMode="email" {...register(name)} />;
          if (name === 'phone') return <Input {...control} type="tel" inputMode="tel" {...register(name)} />;
          return <Input {...control} inputMode={NUMERIC.includes(name) ? 'numeric' : undefined} {...register(name)} />;
        }}
      </FormField>
    </div>
  );
}
