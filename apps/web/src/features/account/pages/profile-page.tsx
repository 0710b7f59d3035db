import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EditableCard } from '@/components/ui/editable-card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { RegistrationDocumentsCard } from '@/features/companies';
import { useSession } from '@/features/session';
import { LeaderDetails, ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';
import { STAFF_PROFILE_FIELDS, lockedProfileFields } from '../lib/profile-form-model';

/**
 * Profil Pimpinan (/profile): the leader's data with view and edit modes (docs/api.md#account), and
 * the company's registration documents, each with its status and a download. A staff member
 * (docs/business-rules.md#company-staff) edits only their own name and phone and reads the leader;
 * the leader's fields and the documents are the owner's, said in a sentence, with no control.
 */
export function LeaderProfilePage() {
  const { t } = useTranslation('profile');
  const { user, company, isStaff } = useSession();
  if (!user) return <EmptyState icon={UserRound} title={t('notFound')} />;
  const isLocked = lockedProfileFields(company).length > 0;
  const documents = company ? (
    <RegistrationDocumentsCard description={isStaff ? t('documents.staff') : t('documents.owner')} />
  ) : null;

  if (isStaff)
    return (
      <div className="max-w-3xl space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('title')}</CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('staff.leaderDescription')}</p>
          </CardHeader>
          <CardContent className="space-y-4">
            <p
              data-testid="owner-only-note"
              className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
            >
              {t('staff.ownerOnly')}
            </p>
            <LeaderDetails company={company} />
          </CardContent>
        </Card>
        <EditableCard
          title={
            <>
              {t('staff.title')}
              <EntityStatusBadge status={user.status} />
            </>
          }
          description={{ view: t('staff.description'), edit: t('staff.editDescription') }}
          editLabel={t('staff.edit')}
          discard={{ title: t('discard.title'), description: t('discard.description'), confirm: t('discard.confirm') }}
          view={<ProfileDetails user={user} company={company} fields={STAFF_PROFILE_FIELDS} />}
          form={(controls) => <ProfileForm user={user} company={company} isStaff {...controls} />}
        />
        {documents}
      </div>
    );

  return (
    <div className="max-w-3xl space-y-6">
      <EditableCard
        title={
          <>
            {t('title')}
            <EntityStatusBadge status={user.status} />
          </>
        }
        description={{ view: t('description'), edit: t('editDescription') }}
        editLabel={t('actions.edit')}
        note={isLocked ? { text: t('lockedNote'), whileEditing: true } : null}
        discard={{ title: t('discard.title'), description: t('discard.description'), confirm: t('discard.confirm') }}
        view={<ProfileDetails user={user} company={company} />}
        form={(controls) => <ProfileForm user={user} company={company} {...controls} />}
      />
      {documents}
    </div>
  );
}
