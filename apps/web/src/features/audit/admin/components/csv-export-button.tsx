import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contract/constants';
import { Button } from '@/components/ui/button';
import { useListExport, type TExportQuery } from '@/hooks/use-csv-export';

/** The log's current filter as CSV (admin/audit/export.php answers CSV only, docs/api.md#admin-dashboard-and-audit). */
export function CsvExportButton({ query }: { query: TExportQuery }) {
  const { t, i18n } = useTranslation('admin');
  const { runExport, pending } = useListExport();
  return (
    <Button
      variant="outline"
      isLoading={pending === 'csv'}
      disabled={pending !== null}
      onClick={() =>
        void runExport(
          apiPath('admin/audit/export.php'),
          query,
          'log-audit.csv',
          'csv',
          i18n.language.startsWith('en') ? 'en' : 'id',
        )
      }
    >
      {pending === 'csv' ? null : <FileText aria-hidden="true" className="size-4" />}
      {t('list.exportCsv')}
    </Button>
  );
}
