import { Lock } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS } from '@portal/contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useApplication } from '../api/applications';
import { ApplicationForm } from '../components/application-form';
import type { TPickedSubBidang } from '../components/sub-bidang-picker';
import { DetailQueryState } from '../components/page-states';
import { emptyForm, formFromApplication } from '../lib/form-model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Ajukan Permohonan" (`/applications/new`, a renewal names `?certificate=`): a new draft. */
export function NewApplicationPage() {
  const { t } = useTranslation('applications');
  const [search] = useSearchParams();
  const certificate = search.get('certificate') ?? '';
  // From Daftar Sub Bidang ("Ajukan dengan sub-bidang ini"): that entry chosen already.
  const chosen = (useLocation().state as { subBidang?: TPickedSubBidang } | null)?.subBidang;
  const initial = emptyForm(UUID.test(certificate) ? certificate : '');
  if (chosen && chosen.code === search.get('sub_bidang')) initial.subBidang = [chosen];
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('form.newTitle')} />
      <ApplicationForm initial={initial} />
    </div>
  );
}

/** `/applications/edit/{code_reg}`: drafts only; any other status is explained, with a link to the detail. */
export function EditApplicationPage() {
  const { t } = useTranslation('applications');
  const statusT = useTranslation('status').t;
  const codeReg = (useParams().code_reg ?? '').toUpperCase();
  const query = useApplication(codeReg);
  const app = query.data;
  if (!app)
    return <DetailQueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
  if (app.status !== APPLICATION_STATUS.DRAFT)
    return (
      <EmptyState
        icon={Lock}
        title={t('form.notDraftTitle')}
        description={t('form.notDraft', { code: app.code_reg, status: statusT(`badge.${app.status}`) })}
        action={
          <Link to={`/applications/${app.code_reg}`} className={buttonClasses('primary', 'md')}>
            {t('form.toDetail')}
          </Link>
        }
      />
    );
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('form.editTitle', { code: app.code_reg })} />
      {/* Keyed by the application, not its version: the save updates the cache, and a remount then
          would drop the save's own success step (the toast, the way back to the detail). */}
      <ApplicationForm key={app.code_reg} initial={formFromApplication(app)} codeReg={app.code_reg} />
    </div>
  );
}
