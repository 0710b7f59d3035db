import { useTranslation } from 'react-i18next';
import { RedirectWithNotice } from '@/app/shell/components/redirect-with-notice';
import { useSession } from '@/features/session';

interface Props {
  to: string;
  state?: Record<string, unknown>;
  /** Show the "login required" warning (once; the remembered session is then forgotten). */
  warn: boolean;
}

/** The redirect of RequireAuth / RequireAdmin (docs/business-rules.md#web-routes), with the login-required notice when asked. */
export function LoginRequiredRedirect({ to, state, warn }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <RedirectWithNotice
      to={to}
      state={state}
      notice={
        warn
          ? {
              title: t('shell:guards.loginRequiredTitle'),
              description: t('shell:guards.loginRequired'),
              variant: 'warning',
            }
          : undefined
      }
      onNotice={session.forgetSession}
    />
  );
}
