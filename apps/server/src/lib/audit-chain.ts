import { sql } from 'drizzle-orm';
import type { TAuditVerifyResponse } from '@portal/contract';
import type { Db } from '../db/client';

/**
 * The audit trail's hash chain (docs/decisions/099). The database writes it: a BEFORE INSERT
 * trigger (migration 0017), under the lock of the one-row `audit_chain_head`, gives each row the
 * next `chain_seq`, the previous row's hash as `prev_hash` (64 zeros for the first) and
 * `hash` = SHA-256(prev_hash ‖ canonical content), the canonical content being the text of
 * `jsonb_build_array(chain_seq, id, at as UTC 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"', actor_user_id,
 * actor_email, actor_role, ip, action, entity_type, entity_id, company_id, before, after, reason)`
 * (SQL function `audit_log_canonical`). An auditor can recompute it from a dump with any SHA-256.
 *
 * `verifyAuditChain` walks the rows in chain order inside one read-only REPEATABLE READ snapshot,
 * so rows inserted meanwhile neither break nor join the walk, and answers whether every row's hash
 * and link hold, how many rows there are, and the first row where they do not. A changed row
 * breaks its own hash; a removed row breaks the next row's link (and the numbering); an inserted
 * one breaks the numbering; rows cut off the end no longer reach the head (then no row is to
 * blame: `first_broken_id` is null while `intact` is false).
 */
export const CHAIN_GENESIS = '0'.repeat(64);
const PAGE = 2000;

interface ChainRow {
  id: number | string;
  chain_seq: number | string;
  prev_hash: string;
  hash: string;
  recomputed: string;
}

export interface AuditChainReport extends TAuditVerifyResponse {
  /** The newest link as the head records it: an auditor may note it down and compare it later. */
  head: { seq: number; hash: string };
}

export async function verifyAuditChain(db: Db): Promise<AuditChainReport> {
  return db.transaction(
    async (tx) => {
      const headRows = (await tx.execute(
        sql`select last_seq, last_hash from audit_chain_head where id = 1`,
      )) as unknown as {
        rows: { last_seq: number | string; last_hash: string }[];
      };
      const head = { seq: Number(headRows.rows[0]?.last_seq ?? 0), hash: headRows.rows[0]?.last_hash ?? CHAIN_GENESIS };
      let prev = CHAIN_GENESIS;
      let seq = 0;
      let rows = 0;
      let firstBroken: number | null = null;
      let broken = false;
      for (let after = -1; ;) {
        const page = (
          (await tx.execute(sql`
            select a.id, a.chain_seq, a.prev_hash, a.hash, audit_log_hash(a.prev_hash, a) as recomputed
            from audit_log a where a.chain_seq > ${after} order by a.chain_seq limit ${PAGE}`)) as unknown as {
            rows: ChainRow[];
          }
        ).rows;
        for (const r of page) {
          rows += 1;
          const rowSeq = Number(r.chain_seq);
          const ok = rowSeq === seq + 1 && r.prev_hash === prev && r.recomputed === r.hash;
          if (!ok && !broken) {
            broken = true;
            firstBroken = Number(r.id);
          }
          prev = r.hash;
          seq = rowSeq;
          after = rowSeq;
        }
        if (page.length < PAGE) break;
      }
      // Rows cut off the end: the chain no longer reaches the head.
      if (!broken && (seq !== head.seq || prev !== head.hash)) broken = true;
      return { intact: !broken, rows, first_broken_id: firstBroken, head };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
