import type { TFunction } from 'i18next';
import type { TCompany, TCompanyField } from '@portal/contract';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/format-date';
import { formatNib, formatNik, formatNpwp } from '@/lib/format-ids';
import { formatPhone } from '@/lib/format-phone';
import { localeOf } from '@/lib/locale';

/** How a saved company value is shown in view mode and in read-only fields ('-' when empty; identity numbers grouped). */
export const NUMBER_FIELDS: readonly TCompanyField[] = [
  'npwp',
  'leader_npwp',
  'nib',
  'leader_nik',
  'phone',
  'postal_code',
];

export function displayCompanyValue(company: TCompany, field: TCompanyField, t: TFunction, language?: string): string {
  const value = company[field];
  if (value === null || value === undefined || value === '') return '-';
  switch (field) {
    case 'business_entity_type':
      return t(`company:entityTypes.${String(value)}`, { defaultValue: String(value) });
    case 'investment_value':
      return formatCurrency(value as number);
    case 'kta_date':
      // A calendar date: read at noon UTC so no time zone moves it to another day.
      return formatDate(`${String(value)}T12:00:00Z`, localeOf(language));
    case 'npwp':
    case 'leader_npwp':
      return formatNpwp(String(value));
    case 'nib':
      return formatNib(String(value));
    case 'leader_nik':
      return formatNik(String(value));
    case 'phone':
      return formatPhone(String(value));
    default:
      return String(value);
  }
}
