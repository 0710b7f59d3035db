/**
 * The back office's work queues (docs/business-rules.md#queues, docs/decisions/103): what each
 * holds, the service level it is measured against, and the menu count that shows it. Zod-free, so
 * any web chunk can read it.
 */

/** Company verification target (also COMPANY_VERIFICATION_SLA_WORKING_DAYS). */
export const PUBLISH_SLA_WORKING_DAYS = 2;
/** An answered document request is looked at within this many working days of the company's answer. */
export const ANSWERED_REQUEST_SLA_WORKING_DAYS = 2;

/**
 * The menu-count keys of the queues (`admin/menu-counts.php`). `approvals_pending`,
 * `appeals_waiting` and `complaints_waiting` belong to the modules that build those queues.
 */
export const QUEUE_COUNT_KEYS = [
  'companies_waiting',
  'payments_waiting',
  'applications_review',
  'certificates_to_publish',
  'document_requests_answered',
] as const;
export type TQueueCountKey = (typeof QUEUE_COUNT_KEYS)[number];

/**
 * The screen of each queue, filtered so that its total is the menu count and the dashboard's
 * figure (docs/decisions/081: a figure and the list it opens agree).
 */
export const QUEUE_LIST_URLS: Record<TQueueCountKey, string> = {
  companies_waiting: '/admin/companies?status=in_review&sort=waiting',
  payments_waiting: '/admin/payment-verification',
  applications_review: '/admin/applications?status=under_review&sort=waiting',
  certificates_to_publish: '/admin/publish-queue',
  document_requests_answered: '/admin/document-requests?status=fulfilled&checked=false&sort=answered',
};

/** What an administrator can claim: the items of the queues, by the id their screens use. */
export const CLAIM_ENTITY_TYPES = ['company', 'invoice', 'application', 'document_request'] as const;
export type TClaimEntityType = (typeof CLAIM_ENTITY_TYPES)[number];
/** A claim lasts this long unless a decision or `release.php` ends it first. */
export const CLAIM_MINUTES = 30;

/** The cases that take an internal note (shown to administrators only, in the entity's history). */
export const NOTE_ENTITY_TYPES = ['company', 'application', 'invoice'] as const;
export type TNoteEntityType = (typeof NOTE_ENTITY_TYPES)[number];
export const NOTE_MAX_LENGTH = 2000;

/** Most items one bulk call decides (publish-batch, verify-batch). */
export const BATCH_MAX_ITEMS = 50;

/** An export with more rows than this runs in the background (docs/business-rules.md#exports). */
export const EXPORT_BACKGROUND_THRESHOLD = 10_000;

/** A new document request's due date, unless the clerk picks another: this many days after today (WIB). */
export const DOCUMENT_REQUEST_DEFAULT_DUE_DAYS = 7;
