import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { USER_STATUS } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { postLoginDestination, useSession } from '@/features/session';
import { useTurnstileSiteKey } from '../api/get-public-config';
import { useLoginUser } from '../api/login-user';
import { AuthHeading } from '../components/auth-heading';
import { Captcha } from '../components/captcha';
import { validateLogin } from '../lib/field-checks';
import { translateFieldMessage } from '@/lib/field-messages';

/**
 * Login (docs/business-rules.md#session-state): an unconfirmed account goes to /verify-otp/{uuid} with its e-mail; otherwise the
 * profile is loaded and the user lands on the remembered origin or the role's dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { siteKey } = useTurnstileSiteKey();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateLogin>>({});
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);

  const mutation = useLoginUser({
    onError: () => {
      // A Turnstile token is single-use: get a fresh one for the next try.
      if (siteKey) {
        setTurnstileToken(null);
        setWidgetKey((k) => k + 1);
      }
    },
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await mutation
      .mutateAsync({ email: values.email.trim(), password: values.password, turnstileToken })
      .catch(() => null);
    if (!result) return;
    const { user, requires_otp_verification } = result;
    if (!user) return;
    if (user.status === USER_STATUS.PENDING_VERIFICATION && requires_otp_verification) {
      navigate(`/verify-otp/${encodeURIComponent(user.uuid)}`, { state: { email: user.email } });
      return;
    }
    const profileUser = await session.refresh().catch(() => null);
    if (profileUser)
      navigate(postLoginDestination(profileUser, (location.state as { from?: unknown } | null)?.from), {
        replace: true,
      });
  };

  const needsToken = Boolean(siteKey) && !turnstileToken;
  return (
    <>
      <AuthHeading title={t('login.title')} description={t('login.subtitle')} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField id="login-email" label={t('fields.email')} error={translateFieldMessage(errors.email, t)} required>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder={t('fields.emailPlaceholder')}
              value={values.email}
              onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label={t('fields.password')}
          error={translateFieldMessage(errors.password, t)}
          required
        >
          {(field) => (
            <PasswordInput
              {...field}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        {siteKey ? <Captcha key={widgetKey} siteKey={siteKey} onToken={setTurnstileToken} /> : null}
        <Button type="submit" className="w-full" isLoading={mutation.isPending} disabled={needsToken}>
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        {needsToken ? (
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('turnstile.required')}</p>
        ) : null}
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('login.noAccount')}{' '}
        <Link
          to="/register"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('login.registerLink')}
        </Link>
      </p>
    </>
  );
}
