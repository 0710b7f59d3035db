import { CheckCircle2, Circle, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Callout } from '@/components/ui/callout';
import { useSetupStatus } from '../api/stats';

/**
 * The first-run setup (docs/business-rules.md#first-run-setup): until the issuer, a real bank
 * account, the certifying body and the signatory are saved, no invoice can be issued, so
 * companies' submissions are refused. The dashboard says so first, with what is missing and where
 * it is done. Nothing once the setup is complete (or while it loads).
 */
export function SetupChecklist() {
  const { t } = useTranslation('adminDashboard');
  const setup = useSetupStatus();
  const status = setup.data?.setup;
  if (!status || status.complete) return null;
  return (
    <section aria-labelledby="setup-heading" data-testid="setup-checklist">
      <Callout tone="warning" icon={Settings} title={t('setup.title')} role="alert">
        <p id="setup-heading" className="text-sm">
          {t('setup.why')}
        </p>
        <ul className="mt-2 space-y-1 text-sm">
          {status.items.map((i) => (
            <li key={i.item} className="flex items-center gap-2" data-done={i.done ? 'true' : 'false'}>
              {i.done ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-700 dark:text-green-300" />
              ) : (
                <Circle aria-hidden="true" className="size-4" />
              )}
              {i.done ? (
                <span>
                  {t(`setup.items.${i.item}`)} <span className="sr-only">({t('setup.done')})</span>
                </span>
              ) : (
                <Link to={i.link} className="font-medium underline">
                  {t(`setup.items.${i.item}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Callout>
    </section>
  );
}
