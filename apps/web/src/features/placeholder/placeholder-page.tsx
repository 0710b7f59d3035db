import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTE_ICONS, type TRouteIconName } from '@/components/ui/route-icon';

export interface TPlaceholderProps {
  /** The route's title key; texts: `pages:placeholder.<page>.heading` / `.description`. */
  page: string;
  icon: TRouteIconName;
  /** The route parameter shown as the reference (e.g. the application's code_reg). */
  param?: string;
}

/** A screen a later issue fills: the header shows its title, the body says what will be here. No fake data. */
export function PlaceholderPage({ page, icon, param }: TPlaceholderProps) {
  const { t } = useTranslation('pages');
  const params = useParams();
  const reference = param ? params[param] : undefined;
  return (
    <EmptyState
      icon={ROUTE_ICONS[icon]}
      title={t(`placeholder.${page}.heading`)}
      description={
        <>
          {t(`placeholder.${page}.description`)}
          {reference ? (
            <span className="mt-2 block text-xs text-slate-500 dark:text-slate-400">
              {t('placeholder.reference')} <code className="font-mono break-all">{reference}</code>
            </span>
          ) : null}
        </>
      }
    />
  );
}
