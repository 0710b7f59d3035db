import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getPageTitleKey } from './page-titles';

/** The translated title of the current path, mirrored into document.title. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const title = t(`titles.${getPageTitleKey(pathname)}`);
  const brand = t('brand');
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
  return title;
}
