import { Suspense, lazy, useLayoutEffect, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_WAIT_DEFAULT_S } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { USER_DASHBOARD_PATH, useSession } from '@/features/session';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { handleRequestError } from '@/lib/request-errors';
import { useUserByUuid } from '../api/get-user-by-uuid';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthHeading } from '../components/auth-heading';
import { validateOtp } from '../lib/field-checks';
import { resolveOtpWaitSeconds } from '../lib/otp-wait';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';

// Only when asked for: the first page's budget (docs/decisions/020) does not pay for it.
const ChangeEmailForm = lazy(() => import('../components/change-email-form'));

/** What a wrong code says under the field: the tries left, or that a new code is needed. */
function otpErrorMessage(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const left = (error.data as { attempts_left?: unknown } | undefined)?.attempts_left;
  if (error.code === 'OTP_INVALID')
    return typeof left === 'number' ? `verifyOtp:otp.errors.invalidLeft|${left}` : 'verifyOtp:otp.errors.invalid';
  if (error.code === 'OTP_TOO_MANY') return 'verifyOtp:otp.errors.tooMany';
  if (error.code === 'OTP_EXPIRED') return 'verifyOtp:otp.errors.expired';
  return undefined;
}

/**
 * OTP verification (docs/business-rules.md#otp). The e-mail comes with the navigation state (register, login) or,
 * on a fresh visit, from get-user-by-uuid (which also gives the current resend wait).
 */
/** `key|count` carries the tries left into the plural text. */
function otpErrorText(message: string | undefined, t: ReturnType<typeof useTranslation>['t']): string | undefined {
  if (!message) return undefined;
  const [key, count] = message.split('|');
  if (count !== undefined) return t(key, { count: Number(count) });
  return translateFieldMessage(message, t);
}

export function VerifyOtpPage() {
  const { t } = useTranslation('verifyOtp');
  const { uuid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const initialEmail = typeof stateEmail === 'string' && stateEmail.length > 0 ? stateEmail : null;

  const lookup = useUserByUuid(uuid, !initialEmail);
  const [changedEmail, setChangedEmail] = useState<string | null>(null);
  const [changingEmail, setChangingEmail] = useState(false);
  const email = changedEmail ?? initialEmail ?? lookup.data?.user.email ?? null;

  // A code was just sent when we arrive from register/login; a fresh visit waits what the server says.
  const { secondsLeft, start } = useCountdown(initialEmail ? OTP_RESEND_WAIT_DEFAULT_S : 0);
  const lookupData = lookup.data;
  // Before paint: the resend button must not flash as available before the wait is known.
  useLayoutEffect(() => {
    if (lookupData) start(resolveOtpWaitSeconds(lookupData));
  }, [lookupData, start]);

  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();

  const verify = useVerifyOtp({
    onSuccess: async () => {
      // verify-otp starts a session: reload the profile and land on the dashboard.
      await session.refresh().catch(() => null);
      navigate(USER_DASHBOARD_PATH, { replace: true });
    },
    // A wrong code is said on the field itself (with the tries left), not in a toast on top of it;
    // anything else (network, server) still gets the error catalogue's toast.
    meta: { silent: true },
    onError: (error) => {
      const message = serverFieldErrors(error, ['otp']).otp ?? otpErrorMessage(error);
      setOtpError(message);
      if (!message) void handleRequestError(error, undefined);
    },
  });

  const resend = useResendOtp({
    onSuccess: (data) => {
      start(resolveOtpWaitSeconds(data));
      // A new code: the message about the old one no longer applies.
      setOtpError(undefined);
      setOtp('');
      toast({ title: t('otp.resent'), variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.retryAfterS) start(error.retryAfterS);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateOtp(otp);
    setOtpError(problem);
    if (!problem && email) verify.mutate({ email, otp: otp.trim() });
  };

  if (!email && lookup.isLoading) {
    return (
      <div className="flex justify-center py-10 text-brand-600">
        <Spinner label={t('otp.loadingUser')} />
      </div>
    );
  }
  if (!email) {
    return (
      <div className="space-y-4 text-center">
        <AuthHeading title={t('otp.title')} description={t('otp.invalidLink')} />
        <Link
          to="/login"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('otp.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
        <MailCheck aria-hidden="true" className="size-6" />
      </div>
      <AuthHeading title={t('otp.title')} description={t('otp.description', { email, length: OTP_LENGTH })} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField id="otp-code" label={t('otp.code')} error={otpErrorText(otpError, t)} required>
          {(field) => (
            <Input
              {...field}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={OTP_LENGTH}
              className="text-center font-mono text-2xl tracking-[0.5em]"
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" isLoading={verify.isPending}>
          {t('otp.submit')}
        </Button>
      </form>
      <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        <p>{t('otp.noCode')}</p>
        <Button
          variant="link"
          className="h-auto px-0 py-1"
          disabled={secondsLeft > 0 || resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
        </Button>
      </div>
      <div className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        {changingEmail ? (
          <Suspense fallback={<Spinner label={t('otp.change.title')} />}>
            <ChangeEmailForm
              uuid={uuid}
              currentEmail={email}
              onCancel={() => setChangingEmail(false)}
              onChanged={(next) => {
                setChangedEmail(next);
                setChangingEmail(false);
                setOtp('');
                setOtpError(undefined);
                start(OTP_RESEND_WAIT_DEFAULT_S);
                toast({ title: t('otp.change.done', { email: next }), variant: 'success' });
              }}
            />
          </Suspense>
        ) : (
          <p>
            {t('otp.change.prompt')}{' '}
            <Button variant="link" className="h-auto px-0 py-1" onClick={() => setChangingEmail(true)}>
              {t('otp.change.open')}
            </Button>
          </p>
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/login"
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-sky-300 dark:underline"
        >
          {t('otp.backToLogin')}
        </Link>
      </p>
    </>
  );
}
