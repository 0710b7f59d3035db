import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { USER_STATUS } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { dismissToast } from '@/components/ui/toast';
import { postLoginDestination, useSession } from '@/features/session';
import { ApiError } from '@/lib/api-client';
import { useTurnstileSiteKey } from '../api/get-public-config';
import { useLoginUser } from '../api/login-user';
import { useVerifyMfa } from '../api/verify-mfa';
import { AuthHeading } from '../components/auth-heading';
import { Captcha } from '../components/captcha';
import { validateLogin, validateRequired } from '../lib/field-checks';
import { translateFieldMessage } from '@/lib/field-messages';

const linkClass = 'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline';

/**
 * Login (docs/business-rules.md#session-state): an unconfirmed account goes to /verify-otp/{uuid}
 * with its e-mail; an account with the second factor shows one code field (auth/verify-mfa.php)
 * before the profile loads; an account that saw many failed sign-ins asks for the code mailed to
 * it (`requires_login_code`); otherwise the profile is loaded and the user lands on the remembered
 * origin or the role's dashboard (docs/decisions/098).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { siteKey } = useTurnstileSiteKey();
  const [values, setValues] = useState({ email: '', password: '', loginCode: '' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'loginCode' | 'mfa', string>>>({});
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const [needsLoginCode, setNeedsLoginCode] = useState(false);
  const [mfaStep, setMfaStep] = useState(false);
  const [mfaCode, setMfaCode] = useState('');

  const mutation = useLoginUser({
    onError: () => {
      // A Turnstile token is single-use: get a fresh one for the next try.
      if (siteKey) {
        setTurnstileToken(null);
        setWidgetKey((k) => k + 1);
      }
    },
  });
  const mfa = useVerifyMfa({
    onError: (error) => {
      // The pending sign-in is gone (expired or used up): start again with the password.
      if (error instanceof ApiError && error.code === 'LOGIN_CHALLENGE_EXPIRED') {
        setMfaStep(false);
        setMfaCode('');
      }
    },
  });

  // The form changed under the keyboard: its one field takes the focus (docs/decisions/037).
  useEffect(() => {
    if (mfaStep) document.getElementById('login-mfa')?.focus();
  }, [mfaStep]);

  const enter = async () => {
    const profileUser = await session.refresh().catch(() => null);
    // Signed in: no earlier toast ("Perlu Login", a wrong password) outlives the success.
    if (profileUser) dismissToast();
    if (profileUser)
      navigate(postLoginDestination(profileUser, (location.state as { from?: unknown } | null)?.from), {
        replace: true,
      });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = validateLogin(values);
    const code = needsLoginCode ? validateRequired(values.loginCode.trim()) : undefined;
    if (code) found.loginCode = code;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await mutation
      .mutateAsync({
        email: values.email.trim(),
        password: values.password,
        turnstileToken,
        ...(needsLoginCode && { login_code: values.loginCode.trim() }),
      })
      .catch((error: unknown) => {
        // Beside the catalogue's toast (docs/business-rules.md#login), the message also sits at the field, where the eye already is.
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')
          setErrors({ password: 'auth:login.invalidCredentials' });
        if (error instanceof ApiError && error.code === 'LOGIN_CODE_INVALID')
          setErrors({ loginCode: 'auth:login.invalidLoginCode' });
        return null;
      });
    if (!result) return;
    const { user, requires_otp_verification, requires_mfa, requires_login_code } = result;
    if (requires_login_code) {
      setNeedsLoginCode(true);
      return;
    }
    if (!user) return;
    if (user.status === USER_STATUS.PENDING_VERIFICATION && requires_otp_verification) {
      navigate(`/verify-otp/${encodeURIComponent(user.uuid)}`, { state: { email: user.email } });
      return;
    }
    if (requires_mfa) {
      setMfaStep(true);
      return;
    }
    await enter();
  };

  const onSubmitMfa = async (e: FormEvent) => {
    e.preventDefault();
    const code = mfaCode.trim();
    const missing = validateRequired(code);
    setErrors(missing ? { mfa: missing } : {});
    if (missing) return;
    if (await mfa.mutateAsync({ code }).catch(() => null)) await enter();
  };

  if (mfaStep)
    return (
      <>
        <AuthHeading title={t('login.mfaTitle')} description={t('login.mfaDescription')} />
        <form noValidate onSubmit={onSubmitMfa} className="space-y-4">
          <FormField id="login-mfa" label={t('login.mfaCode')} error={translateFieldMessage(errors.mfa, t)} required>
            {(field) => (
              <Input
                {...field}
                autoComplete="one-time-code"
                spellCheck={false}
                value={mfaCode}
                onChange={(e) => setMfaCode(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" isLoading={mfa.isPending}>
            {t('login.mfaSubmit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <button type="button" className={linkClass} onClick={() => setMfaStep(false)}>
            {t('login.mfaBack')}
          </button>
        </p>
      </>
    );

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
        {needsLoginCode ? (
          <FormField
            id="login-code"
            label={t('login.loginCode')}
            hint={t('login.loginCodeHint')}
            error={translateFieldMessage(errors.loginCode, t)}
            required
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="one-time-code"
                inputMode="numeric"
                value={values.loginCode}
                onChange={(e) => setValues((v) => ({ ...v, loginCode: e.target.value }))}
              />
            )}
          </FormField>
        ) : null}
        <div className="flex justify-end">
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
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
        <Link to="/register" className={linkClass}>
          {t('login.registerLink')}
        </Link>
      </p>
    </>
  );
}
