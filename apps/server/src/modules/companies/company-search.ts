import { ilike, or, type SQL } from 'drizzle-orm';
import { normalizeCompanyPhone, normalizePhone } from '@portal/contract';
import { companies, users } from '../../db/schema';
import { likePattern } from '../../lib/list-query';
import { phoneSearchPattern } from '../../lib/phone-search';

/**
 * `q` of the admin company list (docs/api.md, Admin: companies): name, NPWP and NIB (stored as
 * digits, so the digits of q are matched, at least 3), the leader's and the owner's name, and the
 * company's and the owner's phone as typed (`0812…`, `812…`, `+62 812…`). The owner comes from
 * the list's join on users.
 */
export function companySearch(term: string): SQL | undefined {
  const like = likePattern(term);
  const digits = term.replace(/\D/g, '');
  const phoneExact = normalizePhone(term) ?? normalizeCompanyPhone(term);
  const phonePattern = phoneSearchPattern(term) ?? (phoneExact ? `${phoneExact}%` : null);
  return or(
    ilike(companies.name, like),
    digits.length >= 3 ? ilike(companies.npwp, likePattern(digits)) : undefined,
    digits.length >= 3 ? ilike(companies.nib, likePattern(digits)) : undefined,
    ilike(companies.leaderName, like),
    ilike(users.name, like),
    phonePattern ? ilike(companies.phone, phonePattern) : undefined,
    phonePattern ? ilike(users.phone, phonePattern) : undefined,
  );
}
