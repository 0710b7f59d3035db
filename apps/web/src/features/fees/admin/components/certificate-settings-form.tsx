import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ZAdminSettingsUpdateRequest, type TAdminSettings } from '@portal/contract';
import { CERTIFICATE_VALIDITY_YEARS_MAX } from '@portal/contract/constants';
import { SIGNATORY_FIELDS, SignatoryFields } from '@/components/admin/signatory-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { issueFields } from '@/lib/issue-fields';
import { useUpdateAdminSettings } from '../api/settings';

const FIELDS = [...SIGNATORY_FIELDS, 'certificate_validity_years', 'body_name'] as const;
type TField = (typeof FIELDS)[number];
/** The card's anchor: the publish page links here when the body's name is missing. */
export const CERTIFICATE_SETTINGS_ANCHOR = 'certificate-settings';
const ZCertificateSettings = ZAdminSettingsUpdateRequest.pick({
  signatory_name: true,
  signatory_position: true,
  certificate_validity_years: true,
  body_name: true,
});

const valuesOf = (s: TAdminSettings): Record<TField, string> => ({
  signatory_name: s.signatory_name ?? '',
  signatory_position: s.signatory_position ?? '',
  certificate_validity_years: String(s.certificate_validity_years ?? ''),
  body_name: s.body_name ?? '',
});

/**
 * What every new certificate prints (docs/business-rules.md#certificates): the signatory
 * proposed on the publish page, the validity in years and the certification body's name. A
 * field never set and still empty is left out, so the body's name can be saved before the
 * signatory is known; any field sent is checked as the server checks it.
 */
export function CertificateSettingsForm({ settings }: { settings: TAdminSettings }) {
  const { t } = useTranslation('fees');
  const [initial] = useState(() => valuesOf(settings));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const update = useUpdateAdminSettings();
  const { hash } = useLocation();
  const cardRef = useRef<HTMLDivElement>(null);
  const change = (f: TField, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };
  const set = (f: TField) => (e: { target: { value: string } }) => change(f, e.target.value);

  // Arriving from the publish page (#certificate-settings): the card comes into view, its first empty field focused.
  useEffect(() => {
    if (hash !== `#${CERTIFICATE_SETTINGS_ANCHOR}`) return;
    cardRef.current?.scrollIntoView?.({ block: 'start' });
    const empty = FIELDS.find((f) => !initial[f].trim()) ?? FIELDS[0];
    document.getElementById(`certificate-${empty}`)?.focus({ preventScroll: true });
  }, [hash, initial]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(
      FIELDS.filter((f) => values[f].trim() !== '' || initial[f].trim() !== '').map((f) => [f, values[f]]),
    );
    const parsed = ZCertificateSettings.safeParse(body);
    const found = issueFields(parsed.error) as Partial<Record<TField, string>>;
    setErrors(found);
    if (!parsed.success) {
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`certificate-${first}`)?.focus();
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('certificateSettings.saved'), variant: 'success' }),
      onError: (error) => {
        const server = serverFieldErrors(error, FIELDS);
        setErrors(server);
        const first = FIELDS.find((f) => server[f]);
        if (first) document.getElementById(`certificate-${first}`)?.focus();
        reportSaveError(error);
      },
    });
  };
  const err = (f: TField) => translateFieldMessage(errors[f], t);

  return (
    <div ref={cardRef} id={CERTIFICATE_SETTINGS_ANCHOR} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle>{t('certificateSettings.title')}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('certificateSettings.description')}</p>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-3">
            <FormField
              id="certificate-body_name"
              label={t('certificateSettings.body_name')}
              hint={t('certificateSettings.bodyNameHint')}
              error={err('body_name')}
              required
            >
              {(f) => (
                <Input
                  {...f}
                  value={values.body_name}
                  onChange={set('body_name')}
                  maxLength={200}
                  autoComplete="organization"
                />
              )}
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <SignatoryFields
                idPrefix="certificate"
                values={values}
                errors={errors}
                onChange={change}
                autoComplete="off"
              />
            </div>
            <FormField
              id="certificate-certificate_validity_years"
              label={t('certificateSettings.certificate_validity_years')}
              hint={t('certificateSettings.validityHint', { max: CERTIFICATE_VALIDITY_YEARS_MAX })}
              error={err('certificate_validity_years')}
              required
            >
              {(f) => (
                <Input
                  {...f}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CERTIFICATE_VALIDITY_YEARS_MAX}
                  step={1}
                  className="w-32"
                  value={values.certificate_validity_years}
                  onChange={set('certificate_validity_years')}
                />
              )}
            </FormField>
            <Button type="submit" isLoading={update.isPending}>
              {t('certificateSettings.save')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
