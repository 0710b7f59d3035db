import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailError as SharedDetailError } from '@/components/ui/detail-states';

export { DetailSkeleton } from '@/components/ui/detail-states';

/** A company that cannot be shown: not found (bad id, 404) or a failed load with a retry. */
export function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <SharedDetailError
      error={error}
      onRetry={onRetry}
      listPath="/admin/companies"
      icon={Building2}
      notFound={{ title: t('detail.notFound'), description: t('detail.notFoundDescription') }}
    />
  );
}
