import { z } from 'zod';
import { V } from '../common/fields';

/** Indonesia's administrative levels, top down (docs/business-rules.md#regions). */
export const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type TRegionLevel = (typeof REGION_LEVELS)[number];

/** The official code of each level: `32`, `32.73`, `32.73.01`, `32.73.01.1001`. */
export const REGION_CODE_PATTERN: Record<TRegionLevel, RegExp> = {
  province: /^\d{2}$/,
  regency: /^\d{2}\.\d{2}$/,
  district: /^\d{2}\.\d{2}\.\d{2}$/,
  village: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
};
const PARENT_LEVEL: Record<TRegionLevel, TRegionLevel | null> = {
  province: null,
  regency: 'province',
  district: 'regency',
  village: 'district',
};
export const parentLevelOf = (level: TRegionLevel) => PARENT_LEVEL[level];

/** GET regions/list.php?level=…&parent=…: every level but province needs its parent's code. */
export const ZRegionListQuery = z
  .object({
    level: z.enum(REGION_LEVELS, { error: V.invalid }),
    parent: z.string().max(20, V.invalid).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const parentLevel = PARENT_LEVEL[q.level];
    if (parentLevel === null) {
      if (q.parent !== undefined && q.parent !== '')
        ctx.addIssue({ code: 'custom', path: ['parent'], message: V.invalid });
      return;
    }
    if (!q.parent) ctx.addIssue({ code: 'custom', path: ['parent'], message: V.required });
    else if (!REGION_CODE_PATTERN[parentLevel].test(q.parent))
      ctx.addIssue({ code: 'custom', path: ['parent'], message: V.invalid });
  });
export type TRegionListQuery = z.infer<typeof ZRegionListQuery>;

export const ZRegion = z.object({ code: z.string(), name: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

/** The parent's whole list (not paged: at most a few hundred), sorted by name. */
export const ZRegionListResponse = z.object({
  level: z.enum(REGION_LEVELS),
  parent: z.string().nullable(),
  regions: z.array(ZRegion),
});
export type TRegionListResponse = z.infer<typeof ZRegionListResponse>;

/** The company's area code fields, by the level they hold. */
export const COMPANY_REGION_FIELDS = [
  { level: 'province', name: 'province', code: 'province_code' },
  { level: 'regency', name: 'regency_city', code: 'regency_city_code' },
  { level: 'district', name: 'district', code: 'district_code' },
  { level: 'village', name: 'village', code: 'village_code' },
] as const satisfies readonly { level: TRegionLevel; name: string; code: string }[];
