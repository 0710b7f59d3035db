import { useState } from 'react';
import { Building2, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '@/features/company/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useSession } from '@/features/session';
import { CompanyDetails } from '../components/company-details';
import { CompanyForm } from '../components/company-form';
import { ALL_COMPANY_FIELDS, isIdentityLocked } from '../lib/company-form-model';

/**
 * Data Perusahaan (/company, verified users; SPEC §2): the company data of DOMAIN.md. Identity
 * fields are read-only once verified (an admin may correct them); the rest is editable.
 */
export function CompanyPage() {
  const { t } = useTranslation('company');
  const { company } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  if (!company) return <EmptyState icon={Building2} title={t('page.noCompany')} description={t('page.noCompanyHint')} />;

  return (
    <div className="max-w-4xl space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="flex flex-wrap items-center gap-2">
              {company.name}
              <EntityStatusBadge status={company.status} />
            </CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-400">{isEditing ? t('page.editDescription') : t('page.description')}</p>
          </div>
          {isEditing ? null : (
            <Button variant="outline" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('actions.edit')}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {isIdentityLocked(company.status) && !isEditing ? (
            <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">{t('identityLocked.note')}</p>
          ) : null}
          {isEditing ? (
            <CompanyForm
              idPrefix="company"
              company={company}
              fields={ALL_COMPANY_FIELDS}
              onSaved={() => setIsEditing(false)}
              onCancel={(dirty) => (dirty ? setConfirmDiscard(true) : setIsEditing(false))}
            />
          ) : (
            <CompanyDetails company={company} fields={ALL_COMPANY_FIELDS} />
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
