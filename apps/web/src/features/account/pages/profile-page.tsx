import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EditableCard } from '@/components/ui/editable-card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useSession } from '@/features/session';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';
import { lockedProfileFields } from '../lib/profile-form-model';

/** Profil Pimpinan (/profile): the leader's data with view and edit modes (docs/api.md#account). */
export function LeaderProfilePage() {
  const { t } = useTranslation('profile');
  const { user, company } = useSession();
  if (!user) return <EmptyState icon={UserRound} title={t('notFound')} />;
  const isLocked = lockedProfileFields(company).length > 0;

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
    </div>
  );
}
