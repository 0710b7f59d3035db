import { ZRegionListQuery, ZRegionListResponse } from '../regions/schemas';
import { endpoint } from './define';

/** The endpoints the server's `regions` module answers (docs/api.md). */
export const REGIONS_ENDPOINTS = {
  'regions/list.php': endpoint({
    method: 'GET',
    access: 'public',
    section: 'company-registration',
    summary: "Indonesia's administrative areas under a parent",
    who: '(no cookie needed)',
    takes: "`level` (`province`/`regency`/`district`/`village`), `parent` (the parent's code; none for `province`)",
    answers:
      "`{ level, parent, regions: [{ code, name }] }`, the parent's whole list sorted by name (an unknown parent: `[]`); `Cache-Control: public, max-age=86400`, `ETag` (304 on `If-None-Match`); 422 for a bad level or parent; rate limited (`regions_ip`, 600 / 15 min) ([Regions](business-rules.md#regions))",
    query: ZRegionListQuery,
    response: ZRegionListResponse,
    rateLimits: ['regions_ip'],
  }),
} as const;
