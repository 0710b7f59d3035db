import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailError as SharedDetailError } from '@/components/ui/detail-states';

export { DetailSkeleton } from '@/components/ui/detail-states';

/** An application that cannot be shown: not found (a malformed code, 404, a deleted draft) or a failed load. */
export function DetailError({ error, onRetry, listPath }: { error: unknown; onRetry: () => void; listPath: string }) {
  const { t } = useTranslation('adminWorkflow');
  return (
    <SharedDetailError
      error={error}
      onRetry={onRetry}
      listPath={listPath}
      icon={ClipboardList}
      notFound={{ title: t('detail.notFound'), description: t('detail.notFoundDescription') }}
    />
  );
}
