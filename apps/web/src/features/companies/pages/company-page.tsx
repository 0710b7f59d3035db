import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EditableCard } from '@/components/ui/editable-card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useSession } from '@/features/session';
import { ApprovedDocuments } from '../components/approved-documents';
import { CompanyDetails } from '../components/company-details';
import { CompanyForm } from '../components/company-form';
import { MembersSection } from '../components/members-section';
import { ALL_COMPANY_FIELDS, isIdentityLocked } from '../lib/company-form-model';

/**
 * Data Perusahaan (/company, verified users): the company data (docs/business-rules.md#company-data). Identity
 * fields are read-only once verified (an admin may correct them); the rest is editable. Below, the
 * approved registration documents, read-only, and "Anggota Perusahaan" (the owner and the staff).
 * Staff see everything read-only, without the controls that would change it.
 */
export function CompanyPage() {
  const { t } = useTranslation('company');
  const { company, isStaff } = useSession();

  if (!company)
    return <EmptyState icon={Building2} title={t('page.noCompany')} description={t('page.noCompanyHint')} />;

  return (
    <div className="max-w-4xl space-y-6">
      <EditableCard
        title={
          <>
            {company.name}
            <EntityStatusBadge status={company.status} />
          </>
        }
        description={{ view: t('page.description'), edit: t('page.editDescription') }}
        editLabel={t('actions.edit')}
        readOnly={isStaff}
        note={
          isStaff
            ? { text: t('page.staffReadOnly'), whileEditing: false }
            : isIdentityLocked(company.status)
              ? { text: t('identityLocked.note'), whileEditing: false }
              : null
        }
        discard={{ title: t('discard.title'), description: t('discard.description'), confirm: t('discard.confirm') }}
        view={<CompanyDetails company={company} fields={ALL_COMPANY_FIELDS} />}
        form={(controls) => (
          <CompanyForm idPrefix="company" company={company} fields={ALL_COMPANY_FIELDS} {...controls} />
        )}
      />
      <ApprovedDocuments />
      {/* Members: a verified company's (docs/business-rules.md#company-staff); the owner invites and removes. */}
      <MembersSection isOwner={!isStaff} />
    </div>
  );
}
