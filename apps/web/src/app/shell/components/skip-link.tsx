import { useTranslation } from 'react-i18next';

/** The first Tab stop of a frame: jumps to its `<main id="main-content" tabIndex={-1}>`. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}
