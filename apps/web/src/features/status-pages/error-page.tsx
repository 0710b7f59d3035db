import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { dashboardPathFor, LOGIN_PATH, useSession } from '@/features/session';

/** Reads a positive integer HTTP status from the navigation state (/error). */
export function readErrorStatus(state: unknown): number | null {
  const status = (state as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : null;
}

/** /error: 403 shows the access-denied text (non-admin in /admin); other codes a generic one. */
export function ErrorPage() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const { isAuthenticated, user } = useSession();
  const status = readErrorStatus(location.state);
  const forbidden = status === 403;
  const Icon = forbidden ? ShieldAlert : TriangleAlert;
  const home = isAuthenticated ? dashboardPathFor(user) : LOGIN_PATH;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      {status ? <p className="text-5xl font-bold text-slate-300 dark:text-slate-700">{status}</p> : null}
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
        {forbidden ? t('error.forbiddenTitle') : t('error.genericTitle')}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {forbidden ? t('error.forbiddenDescription') : t('error.genericDescription')}
      </p>
      <Link to={home} replace className={buttonClasses('primary', 'md')}>
        {t('error.goHome')}
      </Link>
    </div>
  );
}
