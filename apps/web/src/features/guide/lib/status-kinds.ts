import {
  APPLICATION_STATUSES,
  CERTIFICATE_STATUSES,
  COMPANY_STATUSES,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_STATUSES,
  INVOICE_STATUSES,
} from '@portal/contract/constants';

/**
 * The status lists the guide explains (`::: statuses <kind>` in statuses.md), each the contract's
 * own list, and which badge labels it: the workflow badge (applications, invoices, requests,
 * certificates) or the entity badge (companies, documents).
 */
export const GUIDE_STATUS_KINDS = {
  company: { statuses: COMPANY_STATUSES, badge: 'entity' },
  document: { statuses: DOCUMENT_STATUSES, badge: 'entity' },
  application: { statuses: APPLICATION_STATUSES, badge: 'workflow' },
  invoice: { statuses: INVOICE_STATUSES, badge: 'workflow' },
  'document-request': { statuses: DOCUMENT_REQUEST_STATUSES, badge: 'workflow' },
  certificate: { statuses: CERTIFICATE_STATUSES, badge: 'workflow' },
} as const satisfies Record<string, { statuses: readonly string[]; badge: 'entity' | 'workflow' }>;
export type TGuideStatusKind = keyof typeof GUIDE_STATUS_KINDS;

export const isStatusKind = (kind: string): kind is TGuideStatusKind => Object.hasOwn(GUIDE_STATUS_KINDS, kind);

/** The `status` namespace key of a status's label, as its badge shows it. */
export const statusLabelKey = (kind: string, status: string): string =>
  isStatusKind(kind) && GUIDE_STATUS_KINDS[kind].badge === 'entity' ? `entity.${status}` : `badge.${status}`;
