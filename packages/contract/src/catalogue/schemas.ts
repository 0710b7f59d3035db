import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { V, zOptionalString, zRequiredString, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { csrfBody, zBooleanQuery, zRupiah } from '../common/workflow-fields';

/** A catalogue code: letters and digits, sent in any case, kept in capitals. */
const zCapitalCode = (max: number, pattern: RegExp) =>
  zText(V.required)
    .trim()
    .min(1, V.required)
    .max(max, V.invalid)
    .transform((s) => s.toUpperCase())
    .refine((s) => pattern.test(s), V.invalid);

/** A sub-bidang code, e.g. `PB001`. */
export const zSubBidangCode = zCapitalCode(20, /^[A-Z0-9]{2,20}$/);

/** A bidang (field) code, e.g. `PB`. */
export const zBidangCode = zCapitalCode(10, /^[A-Z0-9]{1,10}$/);

/** A KBLI code: five digits. */
export const zKbliCode = zText(V.required)
  .trim()
  .refine((s) => /^\d{5}$/.test(s), V.invalid);

/** One catalogue entry (docs/business-rules.md#sub-bidang). */
export const ZSubBidangItem = z.object({
  code: z.string(),
  name: z.string(),
  bidang_code: z.string(),
  bidang_name: z.string(),
  kbli_code: z.string(),
  kbli_title: z.string(),
  kbli_edition: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export type TSubBidangItem = z.infer<typeof ZSubBidangItem>;

export const ZBidang = z.object({ code: z.string(), name: z.string() });
export type TBidang = z.infer<typeof ZBidang>;

export const SUB_BIDANG_SORTS = ['code', 'name', 'kbli'] as const;

/**
 * GET sub-bidang/list.php: `q` over code, name, KBLI code and title; `bidang` filter. Admins
 * also see inactive entries and may filter with `active`; for other users only active ones
 * are listed and `active` is ignored.
 */
export const ZSubBidangListQuery = ZListQuery.extend({
  bidang: optionalFilter(zBidangCode),
  active: zBooleanQuery,
  sort: optionalFilter(z.enum(SUB_BIDANG_SORTS, { error: V.invalid })),
});
export type TSubBidangListQuery = z.output<typeof ZSubBidangListQuery>;

/** The page of entries and every bidang (for the filter). */
export const ZSubBidangListResponse = listResult(ZSubBidangItem).extend({ bidang: z.array(ZBidang) });
export type TSubBidangListResponse = z.infer<typeof ZSubBidangListResponse>;

/**
 * POST admin/sub-bidang/save.php: creates or updates the entry `code`. `bidang_name` is needed
 * only to create a new bidang (an unknown `bidang_code` without it is a 422); given for a known
 * bidang it renames it.
 */
export const ZSaveSubBidangRequest = z
  .object({
    code: zSubBidangCode,
    name: zRequiredString(200),
    bidang_code: zBidangCode,
    bidang_name: zOptionalString(200),
    kbli_code: zKbliCode,
    kbli_title: zRequiredString(300),
    kbli_edition: zText()
      .trim()
      .refine((s) => /^\d{4}$/.test(s), V.invalid)
      .default('2020'),
    description: zText().trim().max(2000, V.tooLong).optional().nullable(),
    is_active: z.boolean({ error: V.invalid }).optional(),
    ...csrfBody,
  })
  .strict();
export type TSaveSubBidangRequest = z.input<typeof ZSaveSubBidangRequest>;

/** POST admin/sub-bidang/set-active.php: an inactive entry cannot be chosen in a new application. */
export const ZSetSubBidangActiveRequest = z
  .object({ code: zSubBidangCode, is_active: z.boolean({ error: V.invalid }), ...csrfBody })
  .strict();
export type TSetSubBidangActiveRequest = z.input<typeof ZSetSubBidangActiveRequest>;

/** Both admin calls answer the entry. */
export const ZSubBidangResponse = z.object({ sub_bidang: ZSubBidangItem });
export type TSubBidangResponse = z.infer<typeof ZSubBidangResponse>;

/** GET sub-bidang/qualifications.php → data.thresholds; POST admin/sub-bidang/qualifications.php takes the same. */
export const ZQualificationThresholds = z.object({
  kecil_max_investment: zRupiah,
  menengah_max_investment: zRupiah,
});
export const ZQualificationThresholdsResponse = z.object({ thresholds: ZQualificationThresholds });
export type TQualificationThresholdsResponse = z.infer<typeof ZQualificationThresholdsResponse>;
export const ZQualificationThresholdsRequest = z
  .object({
    kecil_max_investment: zRupiah.min(1, V.invalid),
    menengah_max_investment: zRupiah.min(1, V.invalid),
    ...csrfBody,
  })
  .strict()
  .refine((v) => v.menengah_max_investment > v.kecil_max_investment, {
    path: ['menengah_max_investment'],
    message: 'validation.thresholdOrder',
  });
export type TQualificationThresholdsRequest = z.input<typeof ZQualificationThresholdsRequest>;
