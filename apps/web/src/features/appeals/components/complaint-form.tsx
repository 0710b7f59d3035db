import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Captcha, useTurnstileSiteKey } from '@/features/auth';
import { formatDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useCreateComplaint } from '../api/complaints';

type TField = 'name' | 'email' | 'subject' | 'message';
const MESSAGE_MIN = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The public complaint form (docs/business-rules.md#complaints-and-appeals): anyone, e.g. a
 * procurement officer who found a suspicious certificate, leaves a name, an e-mail address, a
 * subject and a message (and the certificate number); the captcha is asked when configured. The
 * answer comes by e-mail within 10 working days; the form says by which date.
 */
export function ComplaintForm({ certificateNumber = '' }: { certificateNumber?: string }) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  const { siteKey } = useTurnstileSiteKey();
  const [values, setValues] = useState({
    name: '',
    email: '',
    subject: '',
    message: '',
    certificate: certificateNumber,
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  const action = useCreateComplaint({
    onError: () => {
      if (siteKey) {
        setTurnstileToken(null);
        setWidgetKey((k) => k + 1);
      }
    },
  });

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<TField, string>> = {};
    if (!values.name.trim()) found.name = t('complaint.required');
    if (!values.email.trim()) found.email = t('complaint.required');
    else if (!EMAIL.test(values.email.trim())) found.email = t('complaint.emailInvalid');
    if (!values.subject.trim()) found.subject = t('complaint.required');
    if (values.message.trim().length < MESSAGE_MIN) found.message = t('complaint.messageShort', { min: MESSAGE_MIN });
    setErrors(found);
    if (Object.keys(found).length) return;
    action.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      certificate_number: values.certificate.trim() || null,
      turnstileToken,
    });
  };

  if (action.isSuccess && action.data) {
    return (
      <div role="status" className="flex gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('complaint.sent', { date: formatDate(action.data.complaint.answer_by, locale) })}
        </p>
      </div>
    );
  }

  const needsToken = Boolean(siteKey) && !turnstileToken;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('complaint.formLabel')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="complaint-name" label={t('complaint.name')} error={errors.name} required>
          {(f) => <Input {...f} autoComplete="name" maxLength={200} value={values.name} onChange={set('name')} />}
        </FormField>
        <FormField id="complaint-email" label={t('complaint.email')} error={errors.email} required>
          {(f) => (
            <Input
              {...f}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={set('email')}
            />
          )}
        </FormField>
      </div>
      <FormField id="complaint-certificate" label={t('complaint.certificate')} hint={t('complaint.certificateHint')}>
        {(f) => (
          <Input
            {...f}
            className="font-mono"
            maxLength={40}
            placeholder="SBU-2026-000123"
            value={values.certificate}
            onChange={set('certificate')}
          />
        )}
      </FormField>
      <FormField id="complaint-subject" label={t('complaint.subject')} error={errors.subject} required>
        {(f) => <Input {...f} maxLength={200} value={values.subject} onChange={set('subject')} />}
      </FormField>
      <FormField id="complaint-message" label={t('complaint.message')} error={errors.message} required>
        {(f) => <Textarea {...f} rows={5} maxLength={5000} value={values.message} onChange={set('message')} />}
      </FormField>
      {siteKey ? <Captcha key={widgetKey} siteKey={siteKey} onToken={setTurnstileToken} /> : null}
      <Button type="submit" isLoading={action.isPending} disabled={needsToken} className="w-full sm:w-auto">
        {t('complaint.submit')}
      </Button>
      {needsToken ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('complaint.captcha')}</p> : null}
    </form>
  );
}
