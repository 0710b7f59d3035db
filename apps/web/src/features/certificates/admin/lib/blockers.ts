/**
 * Why draft.php says publishing cannot go ahead today (docs/api.md#certificates): the codes the
 * page explains in its own words; another code is shown as the general refusal. A missing
 * signatory in the settings does not stop the admin, who types it on this page.
 */
export const KNOWN_BLOCKERS = [
  'NOT_APPROVED',
  'ALREADY_PUBLISHED',
  'BODY_NAME_MISSING',
  'SIGNATORY_MISSING',
  // The reader approved the application (docs/business-rules.md#separation-of-duties).
  'SEPARATION_OF_DUTIES',
] as const;
export type TKnownBlocker = (typeof KNOWN_BLOCKERS)[number];

export const blockerKey = (code: string): TKnownBlocker | 'other' =>
  (KNOWN_BLOCKERS as readonly string[]).includes(code) ? (code as TKnownBlocker) : 'other';

/** Blockers that the signatory fields on the page resolve. */
const RESOLVED_ON_PAGE = new Set<string>(['SIGNATORY_MISSING']);
export const stopsPublishing = (blockers: readonly string[]) => blockers.some((b) => !RESOLVED_ON_PAGE.has(b));

/** Where each blocker is put right. */
export const SETTINGS_PATH = '/admin/calculator#certificate-settings';
