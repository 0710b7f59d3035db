import { lazy, Suspense, type ComponentProps } from 'react';

const TurnstileWidget = lazy(() => import('./turnstile-widget').then((m) => ({ default: m.TurnstileWidget })));

/** The Turnstile challenge; its code loads only where a site key is configured (not on every login page). */
export function Captcha(props: ComponentProps<typeof TurnstileWidget>) {
  return (
    <Suspense fallback={<div className="min-h-[65px]" />}>
      <TurnstileWidget {...props} />
    </Suspense>
  );
}
