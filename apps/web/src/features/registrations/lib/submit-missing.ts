import {
  ZSubmitRegistrationMissing,
  isRegistrationDocumentType,
  type TRegistrationDocumentType,
} from '@portal/contract';
import { ApiError } from '@/lib/api-client';

export interface TSubmitMissing {
  fields: string[];
  documents: TRegistrationDocumentType[];
}

const DOCUMENT_ERROR_KEY = /^documents\.(.+)$/;

/**
 * What registrations/submit.php said is missing (422): `data.missing_fields` and
 * `data.missing_documents`, or else the `errors` keys (`<field>`, `documents.<type>`).
 */
export function submitMissingFrom(error: unknown): TSubmitMissing | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const parsed = ZSubmitRegistrationMissing.safeParse(error.data);
  if (parsed.success) {
    return {
      fields: parsed.data.missing_fields,
      documents: parsed.data.missing_documents.filter(isRegistrationDocumentType),
    };
  }
  const fields: string[] = [];
  const documents: TRegistrationDocumentType[] = [];
  for (const key of Object.keys(error.errors ?? {})) {
    const doc = DOCUMENT_ERROR_KEY.exec(key)?.[1];
    if (doc === undefined) fields.push(key);
    else if (isRegistrationDocumentType(doc)) documents.push(doc);
  }
  return fields.length || documents.length ? { fields, documents } : null;
}
