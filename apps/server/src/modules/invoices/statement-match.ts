import { and, inArray } from 'drizzle-orm';
import type {
  TStatementAmbiguous,
  TStatementCandidate,
  TStatementLine,
  TStatementMatched,
  TStatementUnmatched,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

/** Invoices a transfer can still pay. */
const OPEN = ['pending', 'waiting_confirmation'] as const;
/** The most candidates an ambiguous line lists. */
const MAX_CANDIDATES = 10;

const candidateColumns = {
  uuid: invoices.uuid,
  transId: invoices.transId,
  companyName: invoices.companyName,
  total: invoices.total,
  status: invoices.status,
};
type CandidateRow = { uuid: string; transId: string; companyName: string; total: number; status: string };

const toCandidate = (r: CandidateRow): TStatementCandidate => ({
  uuid_invoice: r.uuid,
  trans_id: r.transId,
  company_name: r.companyName,
  amount: r.total,
  invoice_status: r.status as TStatementCandidate['invoice_status'],
});
const isOpen = (r: CandidateRow) => (OPEN as readonly string[]).includes(r.status);

export interface StatementMatch {
  matched: TStatementMatched[];
  ambiguous: TStatementAmbiguous[];
  unmatched: TStatementUnmatched[];
}

/**
 * Matches a statement's credit lines to open invoices (docs/business-rules.md#bank-statement), in
 * two queries whatever the number of lines: the invoices the lines name, and the open invoices of
 * the lines' amounts.
 * 1. A line naming an invoice (its transfer reference, the `transId`) with exactly its total
 *    matches it. Naming an open invoice with another amount is ambiguous (`amount_differs`); naming
 *    one no longer open (paid, cancelled …) is unmatched (`already_settled`).
 * 2. Failing that, a line matches the one open invoice of exactly its amount; several such
 *    invoices make it ambiguous (`several_invoices`), none leaves it unmatched (`no_invoice`).
 * An invoice is matched once: a second line that would take it is ambiguous (`duplicate_line`).
 * Nothing is changed: the clerk confirms the matched set with verify-batch.php.
 */
export async function matchStatement(db: DbOrTx, lines: TStatementLine[]): Promise<StatementMatch> {
  const refs = [...new Set(lines.map((l) => l.reference).filter((r): r is string => !!r))];
  const amounts = [...new Set(lines.map((l) => l.amount))];
  const [named, byAmount] = await Promise.all([
    refs.length
      ? db.select(candidateColumns).from(invoices).where(inArray(invoices.transId, refs))
      : Promise.resolve([] as CandidateRow[]),
    amounts.length
      ? db
          .select(candidateColumns)
          .from(invoices)
          .where(and(inArray(invoices.status, [...OPEN]), inArray(invoices.total, amounts)))
          .orderBy(invoices.issuedAt, invoices.id)
      : Promise.resolve([] as CandidateRow[]),
  ]);
  const byRef = new Map(named.map((r) => [r.transId, r]));
  const openByAmount = new Map<number, CandidateRow[]>();
  for (const r of byAmount) openByAmount.set(r.total, [...(openByAmount.get(r.total) ?? []), r]);

  const out: StatementMatch = { matched: [], ambiguous: [], unmatched: [] };
  const taken = new Set<string>();
  const take = (line: TStatementLine, inv: CandidateRow, rule: 'reference' | 'amount') => {
    if (taken.has(inv.uuid)) {
      out.ambiguous.push({ line, reason: 'duplicate_line', candidates: [toCandidate(inv)] });
      return;
    }
    taken.add(inv.uuid);
    out.matched.push({ ...toCandidate(inv), rule, line });
  };

  // The reference rule first, over every line: a line naming an invoice outranks a line that only
  // has its amount, whatever their order in the file.
  const rest: TStatementLine[] = [];
  for (const line of lines) {
    const inv = line.reference ? byRef.get(line.reference) : undefined;
    if (!inv) {
      rest.push(line);
      continue;
    }
    if (!isOpen(inv)) out.unmatched.push({ line, reason: 'already_settled', invoice: toCandidate(inv) });
    else if (inv.total === line.amount) take(line, inv, 'reference');
    else out.ambiguous.push({ line, reason: 'amount_differs', candidates: [toCandidate(inv)] });
  }
  for (const line of rest) {
    // Strictly "exactly one open invoice has that amount": one taken by another line still counts.
    const candidates = openByAmount.get(line.amount) ?? [];
    if (candidates.length === 0) out.unmatched.push({ line, reason: 'no_invoice', invoice: null });
    else if (candidates.length === 1) take(line, candidates[0]!, 'amount');
    else
      out.ambiguous.push({
        line,
        reason: 'several_invoices',
        candidates: candidates.slice(0, MAX_CANDIDATES).map(toCandidate),
      });
  }
  const byRow = (a: { line: TStatementLine }, b: { line: TStatementLine }) => a.line.row - b.line.row;
  out.matched.sort(byRow);
  out.ambiguous.sort(byRow);
  out.unmatched.sort(byRow);
  return out;
}
