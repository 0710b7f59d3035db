import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminCompanyDetailResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TDocumentGroup } from '../lib/documents';
import type { TReviewWorkspace } from '../lib/use-review-workspace';
import { DocumentNavList } from './document-nav-list';

interface Props {
  detail: TAdminCompanyDetailResponse;
  groups: TDocumentGroup[];
  ws: TReviewWorkspace;
}

/** The registration documents to choose from, "verify all remaining", and where to find the keys. */
export function DocumentsCard({ detail, groups, ws }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('detail.documentsTitle')}</CardTitle>
          <Link
            to={`/admin/documents?company_id=${detail.company.companyId}`}
            className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
          >
            {t('detail.openDocuments')}
          </Link>
        </div>
        {!ws.canReview ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.reviewOnlyInReview')}</p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        <DocumentNavList groups={groups} selected={ws.selected} onSelect={ws.select} />
        {ws.canReview && ws.remaining.length ? (
          <Button variant="outline" size="sm" className="w-full" onClick={(e) => ws.openVerifyAll(e.currentTarget)}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('queue.verifyAll.button', { count: ws.remaining.length })}
          </Button>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('queue.keys.title')}{' '}
          {(['j', 'k', 'v', 'r', 'n'] as const).map((k) => (
            <span key={k} className="mr-2 inline-block whitespace-nowrap">
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
                {k}
              </kbd>{' '}
              {t(`queue.keys.${k}`)}
            </span>
          ))}
        </p>
      </CardContent>
    </Card>
  );
}
