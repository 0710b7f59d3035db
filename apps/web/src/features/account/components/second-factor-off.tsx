import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { useSession } from '@/features/session';
import { useDisableSecondFactor } from '../api/second-factor';
import {
  PASSWORD_AND_CODE_FIELDS,
  PasswordAndCodeFields,
  usePasswordAndCode,
  passwordAndCodeErrors,
  type TPasswordAndCodeErrors,
} from './password-and-code-fields';
import { RegenerateRecoveryCodes } from './regenerate-recovery-codes';

/**
 * The second factor is on. A company user may switch it off with the password and a code (an
 * authenticator or recovery code), after a confirmation; an administrator may not (the server
 * answers 403), so the form is not rendered for them. Everyone may replace the recovery codes.
 */
export function SecondFactorOff({
  canDisable,
  onNewCodes,
}: {
  canDisable: boolean;
  /** New recovery codes were made: the page shows them once. */
  onNewCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation('settings');
  const { refresh } = useSession();
  const disable = useDisableSecondFactor();
  const { values, setErrors, bind } = usePasswordAndCode();
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing: TPasswordAndCodeErrors = {};
    for (const f of PASSWORD_AND_CODE_FIELDS) if (!values[f].trim()) missing[f] = 'validation.required';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setConfirming(true);
  };

  const onConfirm = () =>
    disable.mutate(
      { password: values.password, code: values.code.trim() },
      {
        onSuccess: async () => {
          setConfirming(false);
          toast({ title: t('twoFactor.disabledTitle'), description: t('twoFactor.disabled'), variant: 'success' });
          await refresh().catch(() => null);
        },
        onError: (failure) => {
          setConfirming(false);
          const fields = passwordAndCodeErrors(failure);
          if (Object.keys(fields).length) setErrors(fields);
          else reportSaveError(failure);
        },
      },
    );

  return (
    <div className="max-w-3xl space-y-6">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100">
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
            {t('twoFactor.onTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.onDescription')}</p>
          {canDisable ? (
            <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
              <h3 className="font-medium text-slate-900 dark:text-slate-100">{t('twoFactor.disableTitle')}</h3>
              <PasswordAndCodeFields idPrefix="two-factor-off" code="authenticatorOrRecovery" {...bind} />
              <Button type="submit" variant="destructive">
                {t('twoFactor.disable')}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
      <RegenerateRecoveryCodes onCodes={onNewCodes} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('twoFactor.disableConfirmTitle')}
        description={t('twoFactor.disableConfirm')}
        confirmLabel={t('twoFactor.disable')}
        destructive
        isPending={disable.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
