import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTE_ICONS, type TRouteIconName } from '@/components/ui/route-icon';

export interface TPublicInfoProps {
  /** The route's title key; texts: `pages:public.<page>.heading` / `.description`. */
  page: string;
  icon: TRouteIconName;
  param?: string;
}

/** Public certificate, invoice and verification pages: explained, filled by later issues. */
export function PublicInfoPage({ page, icon, param }: TPublicInfoProps) {
  const { t } = useTranslation(['pages', 'shell']);
  const params = useParams();
  const reference = param ? params[param] : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{t(`shell:titles.${page}`)}</h1>
      <EmptyState
        icon={ROUTE_ICONS[icon]}
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
