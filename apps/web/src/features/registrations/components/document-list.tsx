import { useTranslation } from 'react-i18next';
import {
  COMPANY_STATUS,
  REGISTRATION_DOCUMENT_TYPES,
  isRegistrationDocumentRequired,
  type TCompany,
  type TDocument,
} from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { registrationDocumentsByType } from '../lib/registration-progress';
import { DocumentCard } from './document-card';

interface Props {
  company: TCompany;
  documents: readonly TDocument[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  isEditable: boolean;
  /** Staff: no upload, replace or delete at any stage (the owner's; docs/business-rules.md#company-staff). */
  isReadOnly?: boolean;
}

/** One card per registration document type, required ones by the company's entity type (docs/business-rules.md#document-types). */
export function DocumentList({ company, documents, isLoading, isError, onRetry, isEditable, isReadOnly }: Props) {
  const { t } = useTranslation('onboarding');
  if (isLoading) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={t('documentsSection.title')}>
        {REGISTRATION_DOCUMENT_TYPES.slice(0, 4).map((type) => (
          <Card key={type} className="space-y-3 p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-20 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  if (isError || !documents) {
    return (
      <EmptyState
        title={t('documentsSection.loadError')}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('documentsSection.retry')}
          </Button>
        }
      />
    );
  }
  const byType = registrationDocumentsByType(documents);
  // Required first, so the list reads as a checklist.
  const types = [...REGISTRATION_DOCUMENT_TYPES].sort(
    (a, b) =>
      Number(isRegistrationDocumentRequired(b, company.business_entity_type)) -
      Number(isRegistrationDocumentRequired(a, company.business_entity_type)),
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {types.map((type) => (
        <DocumentCard
          key={type}
          type={type}
          doc={byType.get(type)}
          isRequired={isRegistrationDocumentRequired(type, company.business_entity_type)}
          isEditable={isEditable}
          isInReview={!isReadOnly && company.status === COMPANY_STATUS.IN_REVIEW}
        />
      ))}
    </div>
  );
}
