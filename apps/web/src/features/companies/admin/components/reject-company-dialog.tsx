import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZVerifyCompanyRequest, type TVerifyCompanyRequest } from '@portal/contract';
import { toast } from '@/components/ui/toast';
import { useVerifyCompany } from '../api/verify-company';
import { showActionError } from '../lib/action-error';
import { translateFieldMessage } from '@/lib/field-messages';
import { NoteDialog } from './note-dialog';

interface Props {
  company: { companyId: number; name: string };
  /** The notes just written on the rejected documents: the default reason, so the clerk does not retype them (defect 12). */
  defaultNote?: string;
  onClose: (done: boolean) => void;
}

/** Reject the registration with a required note (ZVerifyCompanyRequest); the user is notified and may fix it. */
export function RejectCompanyDialog({ company, defaultNote = '', onClose }: Props) {
  const { t } = useTranslation('admin');
  const mutation = useVerifyCompany();
  const form = useForm<TVerifyCompanyRequest>({
    resolver: zodResolver(ZVerifyCompanyRequest),
    defaultValues: { company_id: company.companyId, decision: 'reject', note: defaultNote.slice(0, 2000) },
  });
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('detail.decision.rejectedToast', { name: company.name }), variant: 'success' });
        onClose(true);
      },
      onError: (error) => showActionError(error, t),
    }),
  );
  return (
    <NoteDialog
      id="reject-company-note"
      title={t('detail.decision.rejectDialog.title')}
      description={t('detail.decision.rejectDialog.description', { name: company.name })}
      noteLabel={t('detail.decision.rejectDialog.note')}
      confirmLabel={t('detail.decision.rejectDialog.confirm')}
      maxLength={2000}
      error={translateFieldMessage(form.formState.errors.note?.message, t)}
      isPending={mutation.isPending}
      field={form.register('note')}
      onSubmit={() => void submit()}
      onCancel={() => onClose(false)}
    />
  );
}
