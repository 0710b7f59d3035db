import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { RUPIAH_MAX } from '../limits';
import { V, zIsoDate, zText } from './fields';

/**
 * Field validators shared by the application, invoice and catalogue schemas. Built on
 * `zText` so NUL and oversized values are a 422 (docs/decisions/016).
 */

/** The body's copy of the CSRF token (the gate checks the header; docs/business-rules.md#csrf). */
export const csrfBody = { csrf_token: z.string().max(200).optional() };

export const zUuid = z.uuid(V.invalid);

/**
 * A calendar date `YYYY-MM-DD` that exists (no 2025-02-30), between 1900 and 2100: deeds, NIB
 * dates, due dates and list ranges.
 */
export const zBusinessDate = zIsoDate.refine((s) => s >= '1900-01-01' && s <= '2100-12-31', V.date);

/** A reason or note that must be given (rejections, cancellations, refunds). */
export const zReason = zText(V.required).trim().min(1, V.required).max(2000, V.tooLong);

/** A note that may be left out: an empty one counts as none. */
export const zOptionalNote = zText().trim().max(2000, V.tooLong).optional().nullable();

/** `?flag=true|false` in a query; empty means no filter. */
export const zBooleanQuery = optionalFilter(
  z.enum(['true', 'false'], { error: V.invalid }).transform((v) => v === 'true'),
);

/** `from` / `to` of a list (WIB dates, both included); empty means no bound. */
export const dateRangeQuery = { from: optionalFilter(zBusinessDate), to: optionalFilter(zBusinessDate) };

/** Refuses `from` after `to` (as an error on `to`). */
export const checkDateRange = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: V.invalid });
};

/** Rupiah in a response: a whole, non-negative number below 2^53. */
export const zRupiah = z.number().int().min(0).max(RUPIAH_MAX);

/** Export format of a list's `export.php` sibling (docs/business-rules.md#exports). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatQuery = {
  format: optionalFilter(z.enum(EXPORT_FORMATS, { error: V.invalid })).default('csv'),
};

/** An optional field where an empty text or null means "not given" (forms send both). */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());

/** An admin decision whose rejecting value needs a note (`reject` of an application or a payment proof). */
export const requireNoteToReject = (v: { decision: string; note?: string | null }, ctx: z.RefinementCtx) => {
  if (v.decision === 'reject' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: V.required });
};
