import { APPLICATION_STATUS, DOCUMENT_REQUEST_STATUS, INVOICE_STATUS, type TApplication } from '@portal/contract';

export type TApprovalBlock = 'notUnderReview' | 'unpaid' | 'openRequests';

/**
 * Why approval is not possible yet (docs/business-rules.md#application-status): only an
 * application under review, with its invoice paid and no document request open. The server
 * refuses the same (409); the screen says it before the clerk tries.
 */
export function approvalBlocks(app: TApplication): TApprovalBlock[] {
  const blocks: TApprovalBlock[] = [];
  if (app.status !== APPLICATION_STATUS.UNDER_REVIEW) blocks.push('notUnderReview');
  if (app.invoice?.status !== INVOICE_STATUS.PAID) blocks.push('unpaid');
  if (app.document_requests.some((r) => r.status === DOCUMENT_REQUEST_STATUS.OPEN)) blocks.push('openRequests');
  return blocks;
}

/** An application is decided from `submitted` (reject only) or `under_review` (approve or reject). */
export const canReject = (app: TApplication) =>
  app.status === APPLICATION_STATUS.SUBMITTED || app.status === APPLICATION_STATUS.UNDER_REVIEW;
export const canApproveStatus = (app: TApplication) => app.status === APPLICATION_STATUS.UNDER_REVIEW;
