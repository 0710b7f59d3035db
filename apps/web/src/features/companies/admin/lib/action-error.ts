import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/errors';

const hasText = (s: string) => !!s.trim() && !/^HTTP \d{3}$/.test(s.trim());

/**
 * A refused review or decision (409 INVALID_TRANSITION: the company is not in review, the file is
 * no longer current, required documents not verified) shows why: the missing document types, or
 * the server's message. Any other failure gets the catalogue's toast.
 */
export function showActionError(error: unknown, t: TFunction): void {
  if (error instanceof ApiError && error.status === 409) {
    const missing = (error.data as { missing_documents?: unknown } | undefined)?.missing_documents;
    if (Array.isArray(missing) && missing.length) {
      const list = missing.map((type) => t(`documentTypes.${String(type)}`, { defaultValue: String(type) })).join(', ');
      toast({
        title: t('detail.refusedTitle'),
        description: t('detail.decision.missing', { list }),
        variant: 'warning',
      });
      return;
    }
    if (hasText(error.message)) {
      toast({ title: t('detail.refusedTitle'), description: error.message, variant: 'warning' });
      return;
    }
  }
  showErrorToast(error);
}
