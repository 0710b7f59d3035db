import { sql } from 'drizzle-orm';

/**
 * How names sort in the admin lists (docs/business-rules.md#lists, docs/decisions/039): without
 * regard to case, and a company without its legal form — "PT. Abadi" files under A, "CV Zamrud"
 * under Z, "Maju Jaya, PT" under M. The expressions are immutable, so the database keeps them
 * itself (a generated column; an expression index) and every write path stays as it is.
 */
const LEGAL_FORM_PREFIX = String.raw`^\s*(p\.?\s?t|c\.?\s?v|fa|firma|koperasi|persekutuan\s+perdata|persekutuan\s+komanditer|perseroan\s+terbatas|perseroan|ud|perum|perumda)(\.|\s)+`;
const LEGAL_FORM_SUFFIX = String.raw`(,\s*(p\.?\s?t|c\.?\s?v)\.?|,?\s+tbk\.?)\s*$`;

/** The company's sort key from its `name` column (a SQL expression, for a generated column). */
export const companySortKeySql = sql.raw(
  `lower(btrim(regexp_replace(regexp_replace("name", '${LEGAL_FORM_PREFIX}', '', 'i'), '${LEGAL_FORM_SUFFIX}', '', 'i')))`,
);
