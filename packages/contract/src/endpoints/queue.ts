import { ZAddNoteRequest, ZAddNoteResponse, ZClaimRequest, ZClaimResponse } from '../queue/schemas';
import { endpoint } from './define';

/** The endpoints the server's `queue` module answers: claims and internal notes (docs/api.md). */
export const QUEUE_ENDPOINTS = {
  'admin/queue/claim.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'Mark a queue item as being handled by me',
    takes:
      '`entity_type` (`company`, `invoice`, `application`, `document_request`), `entity_id` (the company number, the invoice or request uuid, the `code_reg`)',
    answers:
      "`{ entity_type, entity_id, claimed_by: { uuid, name, email, until }, taken_from }`: the claim lasts 30 minutes (a second claim by the same administrator extends it; another administrator's claim is taken over and named in `taken_from`); ended by a decision on the item, by `release.php` or by time. 404 for an unknown item. A claim never makes another call refuse ([Claiming](business-rules.md#claiming))",
    body: ZClaimRequest,
    response: ZClaimResponse,
    errors: ['NOT_FOUND'],
  }),
  'admin/queue/release.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'Give up my claim on a queue item',
    takes: 'as `claim.php`',
    answers:
      "`{ entity_type, entity_id, claimed_by: null, taken_from }`: the caller's own claim ends; another administrator's claim stays (`taken_from` null)",
    body: ZClaimRequest,
    response: ZClaimResponse,
    errors: ['NOT_FOUND'],
  }),
  'admin/notes/add.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'Add an internal note to a case',
    takes:
      '`entity_type` (`company`, `application`, `invoice`), `entity_id` (company number, `code_reg`, invoice uuid), `note` (1–2000 characters)',
    answers:
      "201 `{ note: { entity_type, entity_id, note, author_email, at } }`: an audit row `<entity>.note` whose reason is the note, so it shows in the entity's history; never shown to the company. 404 for an unknown case",
    body: ZAddNoteRequest,
    response: ZAddNoteResponse,
    status: 201,
    errors: ['NOT_FOUND'],
  }),
} as const;
