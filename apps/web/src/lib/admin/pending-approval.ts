import { isApprovalRequested } from '@portal/contract';
import { toast } from '@/components/ui/toast';
import i18n from '@/i18n';

/**
 * A four-eyes action (docs/business-rules.md#four-eyes) answers 202 with `data.approval` instead
 * of the changed thing while another administrator has to approve it.
 */
export const isPendingApproval = isApprovalRequested;

/** The toast for a request that now waits in Menunggu Persetujuan. */
export function toastPendingApproval(): void {
  toast({
    title: i18n.t('common:approvalPending.title'),
    description: i18n.t('common:approvalPending.description'),
    variant: 'default',
  });
}

/** Menunggu Persetujuan: where a waiting request is decided (docs/business-rules.md#four-eyes). */
export const APPROVALS_PATH = '/admin/approvals';
