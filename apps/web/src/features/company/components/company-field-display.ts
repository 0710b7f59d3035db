import type { TFunction } from 'i18next';
import type { TCompany, TCompanyField } from '@portal/contract';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

/** How a saved company value is shown in view mode and in read-only fields ('-' when empty). */
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
    default:
      return String(value);
  }
}
