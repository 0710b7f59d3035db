import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { serverMessageOf, showErrorToast } from '@/lib/errors';
import { useResendUserOtp } from '../api/resend-user-otp';

/** For an account still awaiting e-mail confirmation (docs/business-rules.md#reminders): send a new code. */
export function ResendOtpButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation('admin');
  const mutation = useResendUserOtp();
  const send = () =>
    mutation.mutate(
      { uuid },
      {
        onSuccess: (data) => toast({ title: t('queue.resendOtp.sent', { email: data.email }), variant: 'success' }),
        onError: (error) => {
          const wait =
            error instanceof ApiError && error.status === 429
              ? Number((error.data as { wait_time?: number } | undefined)?.wait_time ?? 0)
              : 0;
          if (wait > 0)
            toast({
              title: t('detail.refusedTitle'),
              description: t('queue.resendOtp.wait', { seconds: wait }),
              variant: 'warning',
            });
          else if (error instanceof ApiError && error.status === 409 && error.message)
            toast({
              title: t('detail.refusedTitle'),
              description: serverMessageOf(error) ?? error.message,
              variant: 'warning',
            });
          else showErrorToast(error);
        },
      },
    );
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('queue.resendOtp.hint')}</p>
      <Button variant="outline" isLoading={mutation.isPending} onClick={send}>
        {mutation.isPending ? null : <MailPlus aria-hidden="true" className="size-4" />}
        {t('queue.resendOtp.button')}
      </Button>
    </div>
  );
}
