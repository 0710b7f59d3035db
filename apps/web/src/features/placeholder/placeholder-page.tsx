import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ROUTE_ICONS, type TRouteIconName } from '@/components/ui/route-icon';

export interface TPlaceholderProps {
  /** The route's title key; its sentence: `pages:placeholder.<page>.description`. */
  page: string;
  icon: TRouteIconName;
  /** The route parameter shown as the reference (e.g. the application's code_reg). */
  param?: string;
}

/**
 * The screen of a module not built yet (docs/business-rules.md#web-routes): it says plainly that
 * the feature is being prepared and, in one sentence, what it will do — never an empty list that
 * looks real. The module's own issue replaces the route's page in the route table.
 */
export function PlaceholderPage({ page, icon, param }: TPlaceholderProps) {
  const { t } = useTranslation('pages');
  const params = useParams();
  const reference = param ? params[param] : undefined;
  const Icon = ROUTE_ICONS[icon];
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
        {t('placeholder.comingSoonBadge')}
      </span>
      <h2 id="coming-soon-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('placeholder.comingSoonTitle')}
      </h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t(`placeholder.${page}.description`)}</p>
      {reference ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('placeholder.reference')} <code className="font-mono break-all">{reference}</code>
        </p>
      ) : null}
    </section>
  );
}
