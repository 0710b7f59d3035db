import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZTotpCode } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportSaveError } from '@/lib/errors';
import { useRegenerateRecoveryCodes } from '../api/second-factor';
import {
  PasswordAndCodeFields,
  usePasswordAndCode,
  passwordAndCodeErrors,
  passwordAndCodeId,
  type TPasswordAndCodeErrors,
} from './password-and-code-fields';

const ID_PREFIX = 'recovery';

/**
 * New recovery codes (docs/business-rules.md#second-factor): the password and a current
 * authenticator code, a confirmation (the old codes stop working at once), then the ten new codes
 * are handed to `onCodes` to be shown once. For administrators and company users alike.
 */
export function RegenerateRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const regenerate = useRegenerateRecoveryCodes();
  const { values, setErrors, bind } = usePasswordAndCode();
  const [confirming, setConfirming] = useState(false);
  // The field to focus once the confirmation has closed (else the dialog gives the focus back to the button).
  const focusAfter = useRef<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: TPasswordAndCodeErrors = {};
    if (!values.password) found.password = 'validation.required';
    const code = ZTotpCode.safeParse(values.code);
    if (!code.success) found.code = code.error.issues[0]?.message;
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(passwordAndCodeId(ID_PREFIX, found.password ? 'password' : 'code'))?.focus();
      return;
    }
    setConfirming(true);
  };

  const onConfirm = () =>
    regenerate.mutate(
      { password: values.password, code: ZTotpCode.parse(values.code) },
      {
        onSuccess: (data) => {
          setConfirming(false);
          onCodes(data.recovery_codes);
        },
        onError: (failure) => {
          setConfirming(false);
          const fields = passwordAndCodeErrors(failure);
          if (Object.keys(fields).length) {
            setErrors(fields);
            focusAfter.current = passwordAndCodeId(ID_PREFIX, fields.password ? 'password' : 'code');
          } else reportSaveError(failure);
        },
      },
    );

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100">
          <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
          {t('twoFactor.regenerateTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.regenerateDescription')}</p>
        <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
          <PasswordAndCodeFields idPrefix={ID_PREFIX} code="authenticator" {...bind} />
          <Button type="submit" variant="outline">
            {t('twoFactor.regenerate')}
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('twoFactor.regenerateConfirmTitle')}
        description={t('twoFactor.regenerateConfirm')}
        confirmLabel={t('twoFactor.regenerate')}
        destructive
        isPending={regenerate.isPending}
        onConfirm={onConfirm}
        onCloseAutoFocus={(event) => {
          if (!focusAfter.current) return;
          event.preventDefault();
          document.getElementById(focusAfter.current)?.focus();
          focusAfter.current = null;
        }}
      />
    </Card>
  );
}
