import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, type TAdminRole } from '@portal/contract';
import { Checkbox } from '@/components/ui/checkbox';

/** The roles as checkboxes, each with what it allows (docs/business-rules.md#admin-roles). */
export function RolesFieldset({
  value,
  onChange,
  error,
}: {
  value: readonly TAdminRole[];
  onChange: (roles: TAdminRole[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admins');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">{t('form.roles')}</legend>
      <div className="space-y-2">
        {ADMIN_ROLES.map((r) => (
          <div key={r}>
            <Checkbox
              id={`${id}-${r}`}
              label={t(`role.${r}`)}
              checked={value.includes(r)}
              onChange={(e) => onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
              aria-describedby={`${id}-${r}-hint`}
            />
            <p id={`${id}-${r}-hint`} className="ml-6 text-xs text-slate-600 dark:text-slate-400">
              {t(`roleHint.${r}`)}
            </p>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
