import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why the user landed here: a generated password must be changed first (docs/decisions/014). */
export function MustChangePasswordNotice() {
  const { t } = useTranslation('settings');
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <h2 className="font-semibold">{t('mustChange.title')}</h2>
        <p className="text-sm">{t('mustChange.description')}</p>
      </div>
    </div>
  );
}
