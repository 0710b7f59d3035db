import { z } from 'zod';
import { ZMessageParams } from '../common/envelope';
import { V, zText } from '../common/fields';
import { csrfBody } from '../common/workflow-fields';
import { ERROR_CODES } from '../errors';
import { BATCH_MAX_ITEMS, CLAIM_ENTITY_TYPES, NOTE_ENTITY_TYPES, NOTE_MAX_LENGTH } from './queues';

/**
 * Who is handling a queue item (docs/business-rules.md#claiming): the administrator and the end of
 * the claim (UTC). Null when nobody is, or the claim ran out.
 */
export const ZClaimedBy = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  until: z.string(),
});
export type TClaimedBy = z.infer<typeof ZClaimedBy>;
export const zClaimedBy = ZClaimedBy.nullable();

/** The id each entity's admin screen uses: a company's number, an invoice's or request's uuid, a `code_reg`. */
const zEntityId = zText(V.required).trim().min(1, V.required).max(64, V.invalid);

/** POST admin/queue/claim.php and release.php. */
export const ZClaimRequest = z
  .object({ entity_type: z.enum(CLAIM_ENTITY_TYPES, { error: V.invalid }), entity_id: zEntityId, ...csrfBody })
  .strict();
export type TClaimRequest = z.input<typeof ZClaimRequest>;
export const ZClaimResponse = z.object({
  entity_type: z.enum(CLAIM_ENTITY_TYPES),
  entity_id: z.string(),
  /** After claim.php: the caller; after release.php: null. */
  claimed_by: zClaimedBy,
  /** The claim that was taken over (another administrator's), if any. */
  taken_from: zClaimedBy,
});
export type TClaimResponse = z.infer<typeof ZClaimResponse>;

/** POST admin/notes/add.php: an internal note on a case, for administrators only. */
export const ZAddNoteRequest = z
  .object({
    entity_type: z.enum(NOTE_ENTITY_TYPES, { error: V.invalid }),
    entity_id: zEntityId,
    note: zText(V.required).trim().min(1, V.required).max(NOTE_MAX_LENGTH, V.tooLong),
    ...csrfBody,
  })
  .strict();
export type TAddNoteRequest = z.input<typeof ZAddNoteRequest>;
export const ZInternalNote = z.object({
  entity_type: z.enum(NOTE_ENTITY_TYPES),
  entity_id: z.string(),
  note: z.string(),
  author_email: z.string(),
  at: z.string(),
});
export type TInternalNote = z.infer<typeof ZInternalNote>;
export const ZAddNoteResponse = z.object({ note: ZInternalNote });

/** Why one item of a bulk call was not done: its error code and message, as a single call would answer. */
export const ZBatchItemError = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  message_key: z.string().optional(),
  message_params: ZMessageParams.optional(),
});
export type TBatchItemError = z.infer<typeof ZBatchItemError>;

/** A list of 1–50 distinct values (a repeated one is a 422: each item is decided once). */
export const zBatchOf = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item, { error: V.invalid })
    .min(1, V.required)
    .max(BATCH_MAX_ITEMS, V.tooLong)
    .refine((xs) => new Set(xs).size === xs.length, V.invalid);
