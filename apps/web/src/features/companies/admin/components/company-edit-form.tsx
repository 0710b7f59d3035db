import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { REGISTRATION_REQUIRED_COMPANY_FIELDS, V, type TCompany, type TCompanyField } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import {
  ALL_COMPANY_FIELDS,
  COMPANY_FIELD_GROUPS,
  splitCompanyClears,
  toCompanyFormValues,
} from '@/lib/company-fields';
import { useFocusFirstError } from '@/lib/focus-first-error';
import { RegionPicker } from '@/features/regions';

/** Province … village: one cascading picker (the same as the company's own form). */
const REGION_NAMES: readonly TCompanyField[] = ['province', 'regency_city', 'district', 'village'];
import { useUpdateAdminCompany } from '../api/update-admin-company';
import {
  REQUIRED_FORM_FIELDS,
  ZAdminCompanyForm,
  type TAdminCompanyFormOutput,
  type TAdminCompanyFormValues,
} from '../lib/company-form';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { CompanyFormField } from './company-form-field';

/**
 * Every company field, identity ones included (an admin may correct them, docs/business-rules.md#company-data), validated
 * with the contract schema; the server's 422 / 409 answers land on their fields and the typed
 * values stay in the form.
 */
export function CompanyEditForm({ company }: { company: TCompany }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  // The list the detail came from stays reachable through the edit (docs/decisions/037).
  const { state } = useLocation();
  const mutation = useUpdateAdminCompany();
  const detailPath = `/admin/companies/${company.companyId}`;
  const form = useForm<TAdminCompanyFormValues, unknown, TAdminCompanyFormOutput>({
    resolver: zodResolver(ZAdminCompanyForm) as unknown as Resolver<
      TAdminCompanyFormValues,
      unknown,
      TAdminCompanyFormOutput
    >,
    defaultValues: toCompanyFormValues(company),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const focus = useFocusFirstError(mutation.isPending);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const { patch, refused } = splitCompanyClears(company, values, REGISTRATION_REQUIRED_COMPANY_FIELDS);
    if (refused.length) {
      for (const f of refused) form.setError(f, { type: 'cleared', message: V.required });
      focus.request();
      return;
    }
    mutation.mutate(
      { company_id: company.companyId, ...patch },
      {
        onSuccess: () => {
          toast({ title: t('companyEdit.saved'), variant: 'success' });
          navigate(detailPath, { state });
        },
        onError: (error) => {
          const mapped = Object.entries(serverFieldErrors(error, ALL_COMPANY_FIELDS, 'admin:companyEdit.taken')) as [
            TCompanyField,
            string,
          ][];
          mapped.forEach(([field, message]) => form.setError(field, { type: 'server', message }));
          focus.request();
        },
      },
    );
  }, focus.request);

  return (
    <form ref={focus.ref} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      {COMPANY_FIELD_GROUPS.map((section) => (
        <Card key={section.key}>
          <CardHeader>
            <CardTitle>{t(`companyEdit.sections.${section.key}`)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((f) =>
              REGION_NAMES.includes(f) ? (
                f === 'province' ? (
                  <RegionPicker
                    key="regions"
                    control={form.control as never}
                    idOf={(n) => `company-${n.replace(/_/g, '-')}`}
                    labelOf={(n) => t(`companyFields.${n}`)}
                    errors={Object.fromEntries(
                      REGION_NAMES.map((n) => [n, translateFieldMessage(errors[n]?.message, t)]),
                    )}
                  />
                ) : null
              ) : (
                <CompanyFormField
                  key={f}
                  name={f}
                  register={form.register}
                  defaultValue={form.formState.defaultValues?.[f]}
                  required={REQUIRED_FORM_FIELDS.includes(f)}
                  error={translateFieldMessage(errors[f]?.message, t)}
                />
              ),
            )}
          </CardContent>
        </Card>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={detailPath} state={state} className={buttonClasses('outline')}>
          {t('companyEdit.cancel')}
        </Link>
        <Button type="submit" {...focus.submitProps} isLoading={mutation.isPending}>
          {t('companyEdit.submit')}
        </Button>
      </div>
    </form>
  );
}
