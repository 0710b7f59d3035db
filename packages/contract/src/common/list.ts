import { z } from 'zod';
import { LIST_PER_PAGE_DEFAULT, LIST_PER_PAGE_MAX } from '../limits';
import { zText } from './fields';

/** Server-side list query (docs/business-rules.md#lists). */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(LIST_PER_PAGE_MAX).default(LIST_PER_PAGE_DEFAULT),
  // No NUL in a search or filter (docs/decisions/016); a repeated parameter (an array) is a 422.
  q: zText().trim().max(100).optional(),
  status: zText().trim().max(40).optional(),
  sort: zText().trim().max(40).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const listResult = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });
export type TListResult<T> = { items: T[]; page: number; per_page: number; total: number };
