import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAdminSettingsUpdateRequest, type TAdminSettings } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { formatNpwp } from '@/lib/format-ids';
import { issueFields } from '@/lib/issue-fields';
import { useUpdateAdminSettings } from '../api/settings';

const FIELDS = ['issuer_name', 'issuer_address', 'issuer_npwp'] as const;
type TField = (typeof FIELDS)[number];

/** The issuer printed on every invoice: name, address, NPWP (copied into each invoice at issue). */
export function IssuerSettingsForm({ settings }: { settings: TAdminSettings }) {
  const { t } = useTranslation('fees');
  const [values, setValues] = useState<Record<TField, string>>({
    issuer_name: settings.issuer_name,
    issuer_address: settings.issuer_address,
    issuer_npwp: settings.issuer_npwp ? formatNpwp(settings.issuer_npwp) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const update = useUpdateAdminSettings();
  const set = (f: TField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZAdminSettingsUpdateRequest.safeParse(values);
    setErrors(issueFields(parsed.error) as Partial<Record<TField, string>>);
    if (!parsed.success) return;
    update.mutate(values, {
      onSuccess: () => toast({ title: t('issuer.saved'), variant: 'success' }),
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        reportSaveError(error);
      },
    });
  };
  const err = (f: TField) => translateFieldMessage(errors[f], t);

  return (
    <Card id="issuer-settings" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t('issuer.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('issuer.description')}</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-3">
          <FormField id="issuer-name" label={t('issuer.issuer_name')} error={err('issuer_name')} required>
            {(f) => (
              <Input {...f} value={values.issuer_name} onChange={set('issuer_name')} autoComplete="organization" />
            )}
          </FormField>
          <FormField id="issuer-address" label={t('issuer.issuer_address')} error={err('issuer_address')} required>
            {(f) => (
              <Textarea
                {...f}
                value={values.issuer_address}
                onChange={set('issuer_address')}
                autoComplete="street-address"
              />
            )}
          </FormField>
          <FormField
            id="issuer-npwp"
            label={t('issuer.issuer_npwp')}
            hint={t('issuer.npwpHint')}
            error={err('issuer_npwp')}
          >
            {(f) => <Input {...f} value={values.issuer_npwp} onChange={set('issuer_npwp')} inputMode="numeric" />}
          </FormField>
          <Button type="submit" isLoading={update.isPending}>
            {t('issuer.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
