import { useTranslation } from 'react-i18next';
import type { TAdminCompanyDetailResponse } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { otherDocuments } from '../lib/documents';
import { DocumentFile } from './document-file';

/** Documents of other categories (applications, payments), as a plain list; nothing when there are none. */
export function OtherDocumentsCard({ detail }: { detail: TAdminCompanyDetailResponse }) {
  const { t } = useTranslation('admin');
  const others = otherDocuments(detail);
  if (!others.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.otherDocuments')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {others.map((d) => {
            const label = t(`documentTypes.${d.document_type}`, { defaultValue: d.document_type });
            return (
              <li key={d.uuid} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
                <p className="mb-2 text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</p>
                <DocumentFile doc={d} label={label} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
