import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PLACEHOLDER_PAGES, type TPlaceholderPageKey } from './placeholder-pages';

/** Title comes from the header; the body says what this screen will hold. No fake data. */
export function PlaceholderPage({ page }: { page: TPlaceholderPageKey }) {
  const { t } = useTranslation('pages');
  const params = useParams();
  const config: { icon: (typeof PLACEHOLDER_PAGES)[TPlaceholderPageKey]['icon']; param?: string } = PLACEHOLDER_PAGES[page];
  const reference = config.param ? params[config.param] : undefined;
  return (
    <EmptyState
      icon={config.icon}
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
