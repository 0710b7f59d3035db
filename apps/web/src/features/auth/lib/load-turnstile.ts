/** Cloudflare Turnstile, loaded only when a site key is configured (docs/business-rules.md#captcha). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export interface TTurnstileApi {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      language?: string;
      theme?: 'light' | 'dark' | 'auto';
    },
  ) => string;
  reset: (widgetId?: string) => void;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TTurnstileApi;
  }
}

let loading: Promise<TTurnstileApi> | null = null;

/** Inserts the script once (explicit rendering) and resolves with window.turnstile. */
export function loadTurnstile(doc: Document = document): Promise<TTurnstileApi> {
  if (typeof window !== 'undefined' && window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TTurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = `${TURNSTILE_SCRIPT_URL}?render=explicit`;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('turnstile script failed'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}
