import { useState } from 'react';
import { Pencil, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '@/features/leader-profile/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useSession } from '@/features/session';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';
import { lockedProfileFields } from '../lib/profile-form-model';

/** Profil Pimpinan (/profile): the leader's data with view and edit modes (DOMAIN.md onboarding table). */
export function LeaderProfilePage() {
  const { t } = useTranslation('profile');
  const { user, company } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  if (!user) return <EmptyState icon={UserRound} title={t('notFound')} />;
  const isLocked = lockedProfileFields(company).length > 0;

  return (
    <div className="max-w-3xl space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="flex flex-wrap items-center gap-2">
              {t('title')}
              <EntityStatusBadge status={user.status} />
            </CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-400">{isEditing ? t('editDescription') : t('description')}</p>
          </div>
          {isEditing ? null : (
            <Button variant="outline" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('actions.edit')}
            </Button>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {isLocked ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">{t('lockedNote')}</p>
          ) : null}
          {isEditing ? (
            <ProfileForm
              user={user}
              company={company}
              onSaved={() => setIsEditing(false)}
              onCancel={(dirty) => (dirty ? setConfirmDiscard(true) : setIsEditing(false))}
            />
          ) : (
            <ProfileDetails user={user} company={company} />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('discard.title')}
        description={t('discard.description')}
        confirmLabel={t('discard.confirm')}
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          setIsEditing(false);
        }}
      />
    </div>
  );
}
