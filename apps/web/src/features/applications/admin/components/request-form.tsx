import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_REQUEST_DEFAULT_DUE_DAYS, ZCreateDocumentRequestRequest, addDays, wibDate } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverFieldErrors, translateFieldMessage } from '@/lib/field-messages';
import { useCreateDocumentRequest } from '../api/applications';
import { showActionError } from '@/lib/admin/action-error';

type TField = 'title' | 'description' | 'due_date';
const FIELDS: readonly TField[] = ['title', 'description', 'due_date'];

/**
 * Ask the company for a document (admin/document-requests/create.php): a title, an optional
 * description and a due date (a WIB date, not before today; the whole day counts), which starts
 * DOCUMENT_REQUEST_DEFAULT_DUE_DAYS days from today so the clerk need not pick one (defect 12).
 */
export function RequestForm({ codeReg, onDone }: { codeReg: string; onDone: () => void }) {
  const { t } = useTranslation('adminWorkflow');
  const create = useCreateDocumentRequest();
  const today = wibDate(new Date());
  const [values, setValues] = useState<Record<TField, string>>({
    title: '',
    description: '',
    due_date: addDays(today, DOCUMENT_REQUEST_DEFAULT_DUE_DAYS),
  });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const set = (field: TField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirst = (errs: Partial<Record<TField, string>>) => {
    const first = FIELDS.find((f) => errs[f]);
    if (first) document.getElementById(`request-${first}`)?.focus();
  };
  const submit = () => {
    const parsed = ZCreateDocumentRequestRequest.safeParse({ code_reg: codeReg, ...values });
    const errs: Partial<Record<TField, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errs[issue.path[0] as TField] ??= issue.message;
    // An empty date picker is a missing date, not a malformed one.
    if (!values.due_date) errs.due_date = 'validation.required';
    else if (!errs.due_date && values.due_date < today) errs.due_date = t('detail.requests.form.dueInPast');
    if (Object.keys(errs).length) {
      setErrors(errs);
      focusFirst(errs);
      return;
    }
    create.mutate(parsed.data!, {
      onSuccess: () => {
        toast({ title: t('detail.requests.createdToast', { title: values.title.trim() }), variant: 'success' });
        onDone();
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS);
        if (Object.keys(fromServer).length) {
          setErrors(fromServer);
          focusFirst(fromServer);
        } else showActionError(error, t('refusedTitle'));
      },
    });
  };
  const err = (f: TField) => translateFieldMessage(errors[f], t);
  return (
    <form
      noValidate
      aria-labelledby="request-form-title"
      className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h4 id="request-form-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('detail.requests.form.title')}
      </h4>
      <FormField id="request-title" label={t('detail.requests.form.name')} error={err('title')} required>
        {(control) => (
          <Input
            {...control}
            autoFocus
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="request-description"
        label={t('detail.requests.form.description')}
        hint={t('detail.requests.form.descriptionHint')}
        error={err('description')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="request-due_date"
        label={t('detail.requests.form.due')}
        hint={t('detail.requests.form.dueHint')}
        error={err('due_date')}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={today}
            value={values.due_date}
            onChange={(e) => set('due_date', e.target.value)}
            className="w-48 dark:[color-scheme:dark]"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={create.isPending}>
          {t('detail.requests.form.submit')}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
