import {
  ZAdminCompanyDetailQuery,
  ZAdminCompanyDetailResponse,
  ZVerifyCompanyRequest,
  ZVerifyCompanyResponse,
} from '../admin/companies';
import { ZReviewDocumentRequest, ZReviewDocumentResponse } from '../admin/documents';
import { ZSubmitRegistrationRequest, ZSubmitRegistrationResponse } from '../companies/schemas';
import {
  ZRemindCompanyRequest,
  ZRemindCompanyResponse,
  ZVerifyRemainingRequest,
  ZVerifyRemainingResponse,
} from '../reviews/schemas';
import { endpoint } from './define';

/** The endpoints the server's `registrations` module answers (docs/api.md). */
export const REGISTRATIONS_ENDPOINTS = {
  'admin/companies/detail.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'One company with its owner, documents and history',
    takes: '`id`',
    answers:
      '`{ company (+ `submitted_at`), user, documents (history included, each with `reviewed_by_name`), required_documents, history }`',
    query: ZAdminCompanyDetailQuery,
    response: ZAdminCompanyDetailResponse,
    errors: ['NOT_FOUND'],
  }),
  'admin/documents/review.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'admin-companies-and-documents',
    summary: 'Verify or reject a registration document',
    who: 'company `in_review`, current registration document',
    takes: '`uuid`, `status` (`verified`/`rejected`), `note` (required to reject)',
    answers: '`{ document }`',
    body: ZReviewDocumentRequest,
    response: ZReviewDocumentResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/companies/verify.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'admin-companies-and-documents',
    summary: 'Approve or reject a registration',
    who: 'company `in_review`',
    takes: '`company_id`, `decision` (`approve`/`reject`), `note` (required to reject)',
    answers: '`{ company }`; 409 with `missing_documents`',
    body: ZVerifyCompanyRequest,
    response: ZVerifyCompanyResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/documents/verify-remaining.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'verification-queue',
    summary: "Verify a company's remaining uploaded documents",
    who: 'company `in_review`',
    takes: '`company_id`',
    answers: '`{ verified, documents }`: every current registration document still `uploaded`, in one transaction',
    body: ZVerifyRemainingRequest,
    response: ZVerifyRemainingResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
  'admin/companies/remind.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['verifier'],
    section: 'verification-queue',
    summary: 'Remind a company of its missing data and documents',
    who: 'company `unverified` or `rejected`',
    takes: '`company_id`',
    answers:
      '`{ missing_fields, missing_documents, reminded_at }`; notification + e-mail; 429 within 24 h of the last; 409 otherwise',
    body: ZRemindCompanyRequest,
    response: ZRemindCompanyResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND', 'RATE_LIMITED'],
  }),
  'registrations/submit.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'company-registration',
    summary: 'Send the registration for verification',
    who: "own company's owner",
    answers:
      '`{ company }` now `in_review`; 422 with `missing_fields`, `missing_documents`; 409 when not `unverified`/`rejected`',
    body: ZSubmitRegistrationRequest,
    response: ZSubmitRegistrationResponse,
    errors: ['FORBIDDEN', 'INVALID_TRANSITION', 'OWNER_ONLY'],
  }),
} as const;
