import { FileSearch, Receipt, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

const PUBLIC_PAGES = {
  publicCertificate: { icon: ShieldCheck, param: 'uuid' },
  publicInvoice: { icon: Receipt, param: 'transId' },
  verify: { icon: FileSearch, param: undefined },
} as const satisfies Record<string, { icon: LucideIcon; param: string | undefined }>;

export type TPublicPageKey = keyof typeof PUBLIC_PAGES;

/** Public certificate, invoice and verification pages (SPEC §2): explained, filled by later issues. */
export function PublicInfoPage({ page }: { page: TPublicPageKey }) {
  const { t } = useTranslation(['pages', 'shell']);
  const params = useParams();
  const config: { icon: LucideIcon; param: string | undefined } = PUBLIC_PAGES[page];
  const reference = config.param ? params[config.param] : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{t(`shell:titles.${page}`)}</h1>
      <EmptyState
        icon={config.icon}
        title={t(`pages:public.${page}.heading`)}
        description={
          <>
            {t(`pages:public.${page}.description`)}
            {reference ? (
              <span className="mt-2 block text-xs text-slate-500 dark:text-slate-400">
                {t('pages:placeholder.reference')} <code className="font-mono break-all">{reference}</code>
              </span>
            ) : null}
          </>
        }
      />
    </div>
  );
}
