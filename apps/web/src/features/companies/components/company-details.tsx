import { useTranslation } from 'react-i18next';
import type { TCompany, TCompanyField } from '@portal/contract';
import { COMPANY_FIELD_GROUPS } from '../lib/company-form-model';
import { cn } from '@/components/ui/cn';
import { NUMBER_FIELDS, displayCompanyValue } from './company-field-display';

/** View mode: the saved company data, grouped as in the form. */
export function CompanyDetails({ company, fields }: { company: TCompany; fields: readonly TCompanyField[] }) {
  const { t, i18n } = useTranslation('company');
  return (
    <div className="space-y-6">
      {COMPANY_FIELD_GROUPS.map((group) => {
        const shown = group.fields.filter((f) => fields.includes(f));
        if (!shown.length) return null;
        return (
          <section key={group.key} aria-labelledby={`company-view-${group.key}`}>
            <h3
              id={`company-view-${group.key}`}
              className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100"
            >
              {t(`groups.${group.key}`)}
            </h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {shown.map((f) => (
                <div key={f} className={f === 'address' ? 'sm:col-span-2' : undefined}>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{t(`fields.${f}`)}</dt>
                  <dd
                    className={cn(
                      'text-sm font-medium text-slate-900 dark:text-slate-100',
                      NUMBER_FIELDS.includes(f) ? 'whitespace-nowrap tabular-nums' : 'break-words',
                    )}
                  >
                    {displayCompanyValue(company, f, t, i18n.language)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
