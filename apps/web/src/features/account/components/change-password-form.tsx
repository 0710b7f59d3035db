import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZChangePasswordForm } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthFor } from '@/components/ui/password-strength-hint';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { dashboardPathFor, useSession } from '@/features/session';
import { useChangePassword, type TChangePasswordBody } from '../api/change-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type TField = (typeof FIELDS)[number];
type TValues = Record<TField, string>;
const EMPTY: TValues = { current_password: '', password: '', password_confirmation: '' };
const AUTOCOMPLETE: Record<TField, string> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

/** Change password (docs/api.md#account): current password required; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const resolver = zodResolver(ZChangePasswordForm as never) as unknown as Resolver<
    TValues,
    unknown,
    TChangePasswordBody
  >;
  const { register, handleSubmit, setError, reset, formState } = useForm<TValues, unknown, TChangePasswordBody>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const mutation = useChangePassword();
  const { mustChangePassword, refresh } = useSession();
  const navigate = useNavigate();

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: async () => {
        reset(EMPTY);
        toast({ title: t('password.successTitle'), description: t('password.success'), variant: 'success' });
        // A required change is done: reload the profile (the flag clears) and open the dashboard.
        if (mustChangePassword) navigate(dashboardPathFor(await refresh()), { replace: true });
      },
      onError: (error) => {
        for (const [f, message] of Object.entries(serverFieldErrors(error, FIELDS)))
          setError(f as TField, { type: 'server', message }, { shouldFocus: true });
        reportSaveError(error);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={mutation.isPending || undefined}
      className="max-w-md space-y-4"
    >
      <fieldset disabled={mutation.isPending} className="min-w-0 space-y-4">
        <legend className="sr-only">{t('password.title')}</legend>
        {FIELDS.map((f) => (
          <FormField
            key={f}
            id={`settings-${f}`}
            label={t(`password.fields.${f}`)}
            hint={f === 'password' ? t('password.hint') : undefined}
            error={translateFieldMessage(formState.errors[f]?.message, t)}
            required
          >
            {(field) => <PasswordInput {...field} autoComplete={AUTOCOMPLETE[f]} {...register(f)} />}
          </FormField>
        ))}
        <PasswordStrengthFor inputId="settings-password" />
      </fieldset>
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? t('password.saving') : t('password.submit')}
      </Button>
    </form>
  );
}
