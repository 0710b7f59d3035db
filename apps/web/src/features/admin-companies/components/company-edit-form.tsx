import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TCompany, TCompanyField } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { ALL_COMPANY_FIELDS, COMPANY_FIELD_GROUPS, toCompanyFormValues } from '@/lib/company-fields';
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
    resolver: zodResolver(ZAdminCompanyForm) as unknown as Resolver<TAdminCompanyFormValues, unknown, TAdminCompanyFormOutput>,
    defaultValues: toCompanyFormValues(company),
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { company_id: company.companyId, ...values },
      {
        onSuccess: () => {
          toast({ title: t('companyEdit.saved'), variant: 'success' });
          navigate(detailPath, { state });
        },
        onError: (error) => {
          const mapped = Object.entries(serverFieldErrors(error, ALL_COMPANY_FIELDS, 'admin:companyEdit.taken')) as [TCompanyField, string][];
          mapped.forEach(([field, message], i) => form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      {COMPANY_FIELD_GROUPS.map((section) => (
        <Card key={section.key}>
          <CardHeader>
            <CardTitle>{t(`companyEdit.sections.${section.key}`)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((f) => (
              <CompanyFormField
                key={f}
                name={f}
                register={form.register}
                defaultValue={form.formState.defaultValues?.[f]}
                required={REQUIRED_FORM_FIELDS.includes(f)}
                error={translateFieldMessage(errors[f]?.message, t)}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={detailPath} state={state} className={buttonClasses('outline')}>
          {t('companyEdit.cancel')}
        </Link>
        <Button type="submit" isLoading={mutation.isPending}>
          {t('companyEdit.submit')}
        </Button>
      </div>
    </form>
  );
}
