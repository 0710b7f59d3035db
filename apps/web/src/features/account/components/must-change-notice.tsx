import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Callout } from '@/components/ui/callout';

/** Why the user landed here: a generated password must be changed first (docs/decisions/014). */
export function MustChangePasswordNotice() {
  const { t } = useTranslation('settings');
  return (
    <Callout tone="warning" icon={KeyRound} title={t('mustChange.title')} role="alert">
      <p className="text-sm">{t('mustChange.description')}</p>
    </Callout>
  );
}
