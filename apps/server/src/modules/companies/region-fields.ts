import { COMPANY_REGION_FIELDS, V, type TCompanyFields, type TFieldErrors } from '@portal/contract';
import { findRegion } from '../regions';
import type { CompanyRow } from './company-dto';
import { COMPANY_COLUMN } from './company-fields';

/**
 * The address areas as the region picker sends them (docs/business-rules.md#regions): a code is
 * checked against the data package and against its parent's code (the one sent, else the stored
 * one), and the official name replaces whatever name came with it. A name sent without its code is
 * free text: its stored code is cleared, so a name never keeps a code that no longer matches it.
 * Answers the fields to save, the columns to clear, and field errors (on the visible name field).
 */
export async function resolveRegionFields(
  company: CompanyRow,
  fields: Partial<TCompanyFields>,
): Promise<{ fields: Partial<TCompanyFields>; clearColumns: string[]; errors: TFieldErrors | null }> {
  const out: Partial<TCompanyFields> = { ...fields };
  const clearColumns: string[] = [];
  const errors: TFieldErrors = {};
  let parentCode: string | null = '';
  for (const { level, name, code } of COMPANY_REGION_FIELDS) {
    const sentCode = fields[code];
    const storedCode = company[COMPANY_COLUMN[code] as keyof CompanyRow] as string | null;
    if (typeof sentCode === 'string') {
      const region = await findRegion(level, sentCode);
      if (!region || (parentCode !== null && region.parent !== parentCode)) {
        errors[name] = [V.invalid];
        parentCode = null;
        continue;
      }
      out[name] = region.name;
      parentCode = sentCode;
      continue;
    }
    if (sentCode === null) clearColumns.push(COMPANY_COLUMN[code]);
    if (typeof fields[name] === 'string' && sentCode === undefined) clearColumns.push(COMPANY_COLUMN[code]);
    // The next level checks against this one's code: the stored one unless it is being cleared.
    parentCode = clearColumns.includes(COMPANY_COLUMN[code]) ? null : storedCode;
  }
  return { fields: out, clearColumns, errors: Object.keys(errors).length ? errors : null };
}
