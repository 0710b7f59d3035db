import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCalendarSaveRequest } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { reportSaveError } from '@/lib/errors';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { issueFields } from '@/lib/issue-fields';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useSaveLeaveDay } from '../api/calendar';

const FIELDS = ['date', 'note'] as const;
type TField = (typeof FIELDS)[number];

/** Adds a collective-leave day (date + note); the server's 422 lands on its field. */
export function LeaveDayForm({ year }: { year: number }) {
  const { t } = useTranslation('adminDashboard');
  const { locale } = useLocale();
  const [values, setValues] = useState<Record<TField, string>>({ date: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const save = useSaveLeaveDay();
  const set = (f: TField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZCalendarSaveRequest.safeParse(values);
    setErrors(issueFields(parsed.error) as Partial<Record<TField, string>>);
    if (!parsed.success) return;
    save.mutate(
      { date: values.date, note: values.note.trim() },
      {
        onSuccess: (day) => {
          toast({ title: t('calendar.added', { date: formatBusinessDate(day.date, locale) }), variant: 'success' });
          setValues({ date: '', note: '' });
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, FIELDS));
          reportSaveError(error);
        },
      },
    );
  };
  const err = (f: TField) => translateFieldMessage(errors[f], t);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('calendar.addTitle')}
      className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
    >
      <FormField id="leave-date" label={t('calendar.date')} error={err('date')} required>
        {(f) => (
          <Input
            {...f}
            type="date"
            min={`${year}-01-01`}
            max={`${year}-12-31`}
            value={values.date}
            onChange={set('date')}
          />
        )}
      </FormField>
      <FormField id="leave-note" label={t('calendar.note')} hint={t('calendar.noteHint')} error={err('note')} required>
        {(f) => <Input {...f} value={values.note} onChange={set('note')} maxLength={200} />}
      </FormField>
      <Button type="submit" isLoading={save.isPending} className="sm:mt-7">
        {t('calendar.add')}
      </Button>
    </form>
  );
}
