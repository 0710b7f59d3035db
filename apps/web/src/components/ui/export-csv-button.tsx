import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useCsvExport, type TExportQuery } from '@/hooks/use-csv-export';

/** CSV of the list's current filter (docs/business-rules.md#exports). */
export function ExportCsvButton({ path, query, fallbackName }: { path: string; query: TExportQuery; fallbackName: string }) {
  const { t } = useTranslation('admin');
  const { exportCsv, isPending } = useCsvExport();
  return (
    <Button variant="outline" isLoading={isPending} onClick={() => void exportCsv(path, query, fallbackName)}>
      {isPending ? null : <Download aria-hidden="true" className="size-4" />}
      {t('list.exportCsv')}
    </Button>
  );
}
