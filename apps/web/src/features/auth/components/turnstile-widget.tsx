import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/features/theme';
import { toSupportedLanguage } from '@/lib/locale';
import { loadTurnstile } from '../lib/load-turnstile';

interface Props {
  siteKey: string;
  /** The token, or null when it expired or failed. */
  onToken: (token: string | null) => void;
}

/** Renders the Turnstile challenge; remount it (change its key) to get a fresh token. */
export function TurnstileWidget({ siteKey, onToken }: Props) {
  const { t, i18n } = useTranslation('auth');
  const { resolved } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
          language: toSupportedLanguage(i18n.language),
          theme: resolved,
        });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (widgetId && window.turnstile) window.turnstile.remove(widgetId);
    };
    // The widget is created once per mount; language and theme changes apply on the next mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);

  return (
    <div>
      <div ref={container} aria-label={t('turnstile.label')} className="min-h-[65px]" />
      {failed ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t('turnstile.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}
