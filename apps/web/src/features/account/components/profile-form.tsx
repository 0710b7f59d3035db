import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TCompany, TUser } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { formatNik, formatNpwp } from '@/lib/format-ids';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { useUpdateProfile, type TUpdateProfileBody } from '../api/update-profile';
import {
  LEADER_ONLY_FIELDS,
  PROFILE_FIELDS,
  STAFF_PROFILE_FIELDS,
  lockedProfileFields,
  profileSchemaFor,
  toProfileFormValues,
  type TProfileField,
  type TProfileFormValues,
} from '../lib/profile-form-model';

interface Props {
  user: TUser;
  company: TCompany | null;
  /** A staff member edits only their own name and phone; the leader's fields are not rendered. */
  isStaff?: boolean;
  onSaved: () => void;
  onCancel: (isDirty: boolean) => void;
}

const INPUT: Record<
  TProfileField,
  { autoComplete?: string; inputMode?: 'numeric' | 'tel'; type?: string; hint?: boolean; required?: boolean }
> = {
  name: { autoComplete: 'name', required: true },
  leader_position: { autoComplete: 'organization-title' },
  leader_nik: { inputMode: 'numeric', hint: true },
  leader_npwp: { inputMode: 'numeric', hint: true },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: true, required: true },
};

/** Profil Pimpinan edit mode: users/update-profile.php with the contract's validation; 409 PHONE_TAKEN on the phone field. */
export function ProfileForm({ user, company, isStaff = false, onSaved, onCancel }: Props) {
  // 'company' too: the *_TAKEN field messages live there.
  const { t } = useTranslation(['profile', 'company']);
  const locked: readonly TProfileField[] = isStaff ? LEADER_ONLY_FIELDS : lockedProfileFields(company);
  const shown = isStaff ? STAFF_PROFILE_FIELDS : PROFILE_FIELDS;
  const editable = PROFILE_FIELDS.filter((f) => !locked.includes(f));
  const resolver = zodResolver(profileSchemaFor(locked) as never) as unknown as Resolver<
    TProfileFormValues,
    unknown,
    TUpdateProfileBody
  >;
  const { register, handleSubmit, setError, reset, formState } = useForm<
    TProfileFormValues,
    unknown,
    TUpdateProfileBody
  >({
    resolver,
    defaultValues: toProfileFormValues(user, company),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const mutation = useUpdateProfile();
  const focus = useFocusFirstError(mutation.isPending);
  useUnsavedChangesWarning(formState.isDirty);

  const onSubmit = handleSubmit((body) => {
    const payload = { ...body };
    for (const f of locked) delete (payload as Record<string, unknown>)[f];
    mutation.mutate(payload, {
      onSuccess: (data) => {
        reset(toProfileFormValues(data.user, data.company ?? company));
        toast({ title: t('saved.title'), description: t('saved.description'), variant: 'success' });
        onSaved();
      },
      onError: (error) => {
        for (const [f, message] of Object.entries(serverFieldErrors(error, editable))) {
          setError(f as TProfileField, { type: 'server', message });
        }
        focus.request();
        reportSaveError(error);
      },
    });
  }, focus.request);
  const values = toProfileFormValues(user, company);

  return (
    <form
      ref={focus.ref}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={mutation.isPending || undefined}
      className="space-y-6"
    >
      <fieldset disabled={mutation.isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('title')}</legend>
        {shown.map((f: TProfileField) => {
          const spec = INPUT[f];
          const id = `profile-${f}`;
          if (locked.includes(f)) {
            return (
              <FormField key={f} id={id} label={t(`fields.${f}`)} hint={t('lockedHint')}>
                {(field) => (
                  <Input
                    {...field}
                    readOnly
                    aria-readonly
                    value={
                      (f === 'leader_nik'
                        ? formatNik(values[f])
                        : f === 'leader_npwp'
                          ? formatNpwp(values[f])
                          : values[f]) || '-'
                    }
                    className="read-only:bg-slate-100 read-only:text-slate-800 dark:read-only:bg-slate-800 dark:read-only:text-slate-200"
                  />
                )}
              </FormField>
            );
          }
          return (
            <FormField
              key={f}
              id={id}
              label={t(`fields.${f}`)}
              hint={spec.hint ? t(`hints.${f}`) : undefined}
              error={translateFieldMessage(formState.errors[f]?.message, t)}
              required={spec.required}
            >
              {(field) => (
                <Input
                  {...field}
                  type={spec.type ?? 'text'}
                  inputMode={spec.inputMode}
                  autoComplete={spec.autoComplete}
                  {...register(f)}
                />
              )}
            </FormField>
          );
        })}
        <FormField id="profile-email" label={t('fields.email')} hint={t('hints.email')}>
          {(field) => (
            <Input
              {...field}
              type="email"
              readOnly
              aria-readonly
              value={user.email}
              className="read-only:bg-slate-100 read-only:text-slate-800 dark:read-only:bg-slate-800 dark:read-only:text-slate-200"
            />
          )}
        </FormField>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => onCancel(formState.isDirty)} disabled={mutation.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" {...focus.submitProps} isLoading={mutation.isPending}>
          {mutation.isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
