import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTurnstileSiteKey } from '../api/get-public-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { Captcha } from '../components/captcha';
import { validateEmail } from '../lib/field-checks';
import { translateFieldMessage } from '@/lib/field-messages';

/** Forgot password: the confirmation is the same whether or not the e-mail exists (docs/business-rules.md#password-reset). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { siteKey } = useTurnstileSiteKey();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const mutation = useRequestPasswordReset({
    onError: () => {
      if (siteKey) {
        setTurnstileToken(null);
        setWidgetKey((k) => k + 1);
      }
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (!found) mutation.mutate({ email: email.trim(), turnstileToken });
  };

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
          <MailCheck aria-hidden="true" className="size-6" />
        </div>
        <AuthHeading title={t('forgot.sentTitle')} description={t('forgot.sent')} />
        <Link
          to="/login"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('forgot.backToLogin')}
        </Link>
      </div>
    );
  }

  const needsToken = Boolean(siteKey) && !turnstileToken;
  return (
    <>
      <AuthHeading title={t('forgot.title')} description={t('forgot.description')} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField id="forgot-email" label={t('fields.email')} error={translateFieldMessage(error, t)} required>
          {(field) => (
            <Input
              {...field}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </FormField>
        {siteKey ? <Captcha key={widgetKey} siteKey={siteKey} onToken={setTurnstileToken} /> : null}
        <Button type="submit" className="w-full" isLoading={mutation.isPending} disabled={needsToken}>
          {t('forgot.submit')}
        </Button>
        {needsToken ? (
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('turnstile.required')}</p>
        ) : null}
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
