import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ZResetPasswordForm } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { toast } from '@/components/ui/toast';
import { LOGIN_PATH } from '@/features/session';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';

interface TResetValues {
  password: string;
  password_confirmation: string;
}

/** Password reset (docs/business-rules.md#password-reset): posts { token, password, password_confirmation }; success → /login with a toast. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState, watch } = useForm<TResetValues>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const mutation = useResetPassword({
    onSuccess: () => {
      toast({ title: t('reset.successTitle'), description: t('reset.success'), variant: 'success' });
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => {
      const mapped = serverFieldErrors(error, ['password', 'password_confirmation']);
      for (const [field, message] of Object.entries(mapped))
        setError(field as keyof TResetValues, { type: 'server', message });
    },
  });
  const err = (f: keyof TResetValues) => translateFieldMessage(formState.errors[f]?.message, t);

  return (
    <>
      <AuthHeading title={t('reset.title')} description={t('reset.description')} />
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate({ token, ...values }))} className="space-y-4">
        <FormField id="reset-password" label={t('reset.password')} error={err('password')} required>
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <PasswordStrengthHint password={watch('password')} />
        <FormField id="reset-confirm" label={t('reset.confirm')} error={err('password_confirmation')} required>
          {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('password_confirmation')} />}
        </FormField>
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
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
