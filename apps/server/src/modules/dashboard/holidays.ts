import { and, gte, lte } from 'drizzle-orm';
import Holidays from 'date-holidays';
import type { Db, DbOrTx } from '../../db/client';
import { collectiveLeaveDays } from '../../db/schema';

/**
 * The days that are not working days besides weekends (docs/business-rules.md#working-days,
 * docs/decisions/080): Indonesia's national holidays from the date-holidays package (computed, not
 * stored; server only) and the collective-leave days an administrator keeps in
 * `collective_leave_days`. Both are cached per year: national holidays for the life of the process,
 * collective-leave days until this process saves or deletes one, and at most COLLECTIVE_TTL_MS so
 * another server instance's change reaches this one too.
 */
const COLLECTIVE_TTL_MS = 5 * 60_000;

let calendar: Holidays | null = null;

/**
 * Names the package's Indonesian data gets wrong, by the holiday's rule: it calls 27 Rajab (Isra
 * Mikraj) "Maulid Nabi Muhammad", which is 12 Rabiul Awal.
 */
const NAME_BY_RULE: Record<string, string> = { '27 Rajab': 'Isra Mikraj Nabi Muhammad', '01-01': 'Tahun Baru Masehi' };
const nationalByYear = new Map<number, { date: string; name: string }[]>();

/** Indonesia's public holidays of a year (names in Indonesian), WIB dates, in date order. */
export function nationalHolidays(year: number): { date: string; name: string }[] {
  let found = nationalByYear.get(year);
  if (!found) {
    calendar ??= new Holidays('ID', { languages: ['id'], timezone: 'Asia/Jakarta' });
    const seen = new Set<string>();
    found = [];
    for (const h of calendar.getHolidays(year)) {
      // `date` is the local calendar day ("2026-03-20 00:00:00 -0600" for days that begin at the
      // previous sunset): its first ten characters are the WIB date off work.
      const date = h.date.slice(0, 10);
      const name = NAME_BY_RULE[h.rule] ?? h.name;
      if (h.type !== 'public' || seen.has(`${date}|${name}`)) continue;
      seen.add(`${date}|${name}`);
      found.push({ date, name });
    }
    found.sort((a, b) => a.date.localeCompare(b.date));
    nationalByYear.set(year, found);
  }
  return found;
}

interface CachedYear {
  dates: Set<string>;
  at: number;
}
/**
 * Per database (tests run several at once): year → the year's days off, national and collective. A
 * caller inside a transaction passes the transaction (PGlite has one connection, which the open
 * transaction holds): it is read through it and cached for that transaction only.
 */
const cacheByDb = new WeakMap<DbOrTx, Map<number, CachedYear>>();

/** Forget the cached years of `db` (after a collective-leave day is saved or deleted). */
export function invalidateHolidays(db: Db): void {
  cacheByDb.delete(db);
}

/**
 * Every WIB date from `fromYear` to `toYear` (both included) that is a national holiday or a
 * collective-leave day: the set the contract's working-day functions take. One query for the years
 * not cached.
 */
export async function holidaySet(
  db: DbOrTx,
  fromYear: number,
  toYear: number,
  nowMs: number = Date.now(),
): Promise<Set<string>> {
  let cache = cacheByDb.get(db);
  if (!cache) cacheByDb.set(db, (cache = new Map()));
  const missing: number[] = [];
  for (let y = fromYear; y <= toYear; y++) {
    const hit = cache.get(y);
    if (!hit || nowMs - hit.at > COLLECTIVE_TTL_MS) missing.push(y);
  }
  if (missing.length > 0) {
    const first = Math.min(...missing);
    const last = Math.max(...missing);
    const rows = await db
      .select({ date: collectiveLeaveDays.date })
      .from(collectiveLeaveDays)
      .where(and(gte(collectiveLeaveDays.date, `${first}-01-01`), lte(collectiveLeaveDays.date, `${last}-12-31`)));
    for (const y of missing) {
      const dates = new Set(nationalHolidays(y).map((h) => h.date));
      for (const r of rows) if (r.date.startsWith(`${y}-`)) dates.add(r.date);
      cache.set(y, { dates, at: nowMs });
    }
  }
  const out = new Set<string>();
  for (let y = fromYear; y <= toYear; y++) for (const d of cache.get(y)!.dates) out.add(d);
  return out;
}
