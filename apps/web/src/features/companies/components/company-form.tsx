import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_REQUIRED_COMPANY_FIELDS, V, type TCompany, type TCompanyField } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateCompany } from '../api/update-company';
import {
  companySchemaFor,
  lockedCompanyFields,
  toCompanyFormValues,
  toCompanyPatch,
  type TCompanyFormValues,
  type TCompanyPatch,
} from '../lib/company-form-model';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors } from '@/lib/field-messages';
import { splitCompanyClears, withRegionCodes } from '@/lib/company-fields';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { CompanyFormFields } from './company-form-fields';

interface Props {
  idPrefix: string;
  company: TCompany;
  /** The fields this form shows, in group order. */
  fields: readonly TCompanyField[];
  required?: readonly TCompanyField[];
  /** Everything read-only and no save button (e.g. while an admin reviews the registration). */
  disabled?: boolean;
  submitLabel?: string;
  onSaved?: (company: TCompany) => void;
  onCancel?: (isDirty: boolean) => void;
  /** Values offered for fields the company has not filled yet (the leader's name from the account). */
  prefill?: Partial<Record<TCompanyField, string>>;
}

/** Fills only empty fields: a saved value always wins. */
function withPrefill(values: TCompanyFormValues, prefill: Props['prefill']): TCompanyFormValues {
  const out = { ...values };
  for (const [f, v] of Object.entries(prefill ?? {}) as [TCompanyField, string | undefined][])
    if (v && !out[f]) out[f] = v;
  return out;
}

/**
 * Company data through companies/update.php, validated with the contract's own field rules.
 * A failed save keeps what was typed and puts the server's messages on their fields.
 */
export function CompanyForm({
  idPrefix,
  company,
  fields,
  required,
  disabled,
  submitLabel,
  onSaved,
  onCancel,
  prefill,
}: Props) {
  const { t } = useTranslation('company');
  const locked = lockedCompanyFields(company).filter((f) => fields.includes(f));
  const editable = withRegionCodes(fields.filter((f) => !locked.includes(f)));
  const resolver = zodResolver(companySchemaFor(editable) as never) as unknown as Resolver<
    TCompanyFormValues,
    unknown,
    TCompanyPatch
  >;
  const form = useForm<TCompanyFormValues, unknown, TCompanyPatch>({
    resolver,
    defaultValues: withPrefill(toCompanyFormValues(company), prefill),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const mutation = useUpdateCompany();
  const focus = useFocusFirstError(mutation.isPending);
  useUnsavedChangesWarning(formState.isDirty && !disabled);

  const onSubmit = handleSubmit((parsed) => {
    const { patch, refused } = splitCompanyClears(
      company,
      toCompanyPatch(parsed, editable),
      REGISTRATION_REQUIRED_COMPANY_FIELDS,
    );
    if (refused.length) {
      for (const f of refused) setError(f, { type: 'cleared', message: V.required });
      focus.request();
      return;
    }
    mutation.mutate(patch, {
      onSuccess: ({ company: saved }) => {
        reset(toCompanyFormValues(saved));
        toast({ title: t('saved.title'), description: t('saved.description'), variant: 'success' });
        onSaved?.(saved);
      },
      onError: (error) => {
        const mapped = serverFieldErrors(error, editable);
        for (const [f, message] of Object.entries(mapped)) setError(f as TCompanyField, { type: 'server', message });
        focus.request();
        reportSaveError(error);
      },
    });
  }, focus.request);

  return (
    <form
      ref={focus.ref}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={mutation.isPending || undefined}
      className="space-y-6"
    >
      <fieldset disabled={disabled || mutation.isPending} className="min-w-0">
        <CompanyFormFields
          idPrefix={idPrefix}
          fields={fields}
          register={register}
          control={control}
          errors={formState.errors}
          locked={locked}
          required={required}
          company={company}
        />
      </fieldset>
      {disabled ? null : (
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button variant="outline" onClick={() => onCancel(formState.isDirty)} disabled={mutation.isPending}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" {...focus.submitProps} isLoading={mutation.isPending}>
            {mutation.isPending ? t('actions.saving') : (submitLabel ?? t('actions.save'))}
          </Button>
        </div>
      )}
    </form>
  );
}
