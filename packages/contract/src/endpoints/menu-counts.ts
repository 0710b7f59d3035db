import { ZMenuCountsResponse } from '../reviews/schemas';
import { endpoint } from './define';

/** The endpoints the server's `menu-counts` module answers (docs/api.md). */
export const MENU_COUNTS_ENDPOINTS = {
  'admin/menu-counts.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'verification-queue',
    summary: "The admin menu's badges",
    answers:
      '`{ companies_waiting, payments_waiting, applications_review, certificates_to_publish, document_requests_answered, approvals_pending }`: one key per admin queue, each the total of the screen the queue opens ([Queues](business-rules.md#queues)); `approvals_pending`: the four-eyes requests the reader may decide',
    response: ZMenuCountsResponse,
  }),
} as const;
