import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ExportStatus } from './export-status';
import { apiPath, type TPathOf } from '@portal/contract/constants';
import { useListExport, type TExportQuery } from '@/hooks/use-csv-export';

/**
 * The list's current filter as a file (docs/business-rules.md#exports): the Excel workbook for
 * reading (in the app's language) and the CSV for scripts. `baseName` is the fallback file name.
 */
/** The lists' export endpoints (`admin/users/export.php`, …). */
export type TExportPath = Extract<TPathOf<'GET'>, `${string}/export.php`>;

export function ExportButtons({ path, query, baseName }: { path: TExportPath; query: TExportQuery; baseName: string }) {
  const { t, i18n } = useTranslation('admin');
  const { runExport, pending, background, dismissBackground } = useListExport();
  const language = i18n.language.startsWith('en') ? 'en' : 'id';
  return (
    <div role="group" aria-label={t('list.exportGroup')} className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        isLoading={pending === 'xlsx'}
        disabled={pending !== null}
        onClick={() => void runExport(apiPath(path), query, `${baseName}.xlsx`, 'xlsx', language)}
      >
        {pending === 'xlsx' ? null : <FileSpreadsheet aria-hidden="true" className="size-4" />}
        {t('list.exportXlsx')}
      </Button>
      <Button
        variant="outline"
        isLoading={pending === 'csv'}
        disabled={pending !== null}
        onClick={() => void runExport(apiPath(path), query, `${baseName}.csv`, 'csv', language)}
      >
        {pending === 'csv' ? null : <FileText aria-hidden="true" className="size-4" />}
        {t('list.exportCsv')}
      </Button>
      {background ? <ExportStatus exportId={background} onDismiss={dismissBackground} /> : null}
    </div>
  );
}
