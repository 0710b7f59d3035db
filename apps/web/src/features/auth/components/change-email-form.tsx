import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { useChangePendingEmail } from '../api/change-pending-email';
import { validateEmail } from '../lib/field-checks';

interface Props {
  uuid: string;
  currentEmail: string;
  onChanged: (email: string) => void;
  onCancel: () => void;
}

type Field = 'new_email' | 'password';

/**
 * "Salah email? Ubah alamat email" (docs/business-rules.md#pending-email-change): the new address and the
 * password chosen at sign-up; a new code goes to the new address. Loaded only when asked for.
 */
export default function ChangeEmailForm({ uuid, currentEmail, onChanged, onCancel }: Props) {
  const { t } = useTranslation('verifyOtp');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePendingEmail({
    onSuccess: (data) => onChanged(data.email),
    onError: (error) => {
      const fields = serverFieldErrors(error, ['new_email', 'password'] as const, 'validation.taken');
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') fields.new_email = 'validation.taken.email';
      if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')
        fields.password = 'verifyOtp:otp.change.wrongPassword';
      setErrors(fields);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const emailProblem = validateEmail(newEmail);
    if (emailProblem) next.new_email = emailProblem;
    else if (newEmail.trim().toLowerCase() === currentEmail.toLowerCase())
      next.new_email = 'verifyOtp:otp.change.sameEmail';
    if (!password) next.password = 'validation.required';
    setErrors(next);
    if (Object.keys(next).length === 0) change.mutate({ uuid, password, new_email: newEmail.trim() });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4 text-left dark:border-slate-700"
      aria-labelledby="change-email-title"
    >
      <h2 id="change-email-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('otp.change.title')}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('otp.change.description')}</p>
      <FormField
        id="change-email-new"
        label={t('otp.change.newEmail')}
        error={translateFieldMessage(errors.new_email, t)}
        required
      >
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="change-email-password"
        label={t('otp.change.password')}
        error={translateFieldMessage(errors.password, t)}
        required
      >
        {(field) => (
          <Input
            {...field}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={change.isPending}>
          {t('otp.change.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('otp.change.cancel')}
        </Button>
      </div>
    </form>
  );
}
