import { and, eq, isNull } from 'drizzle-orm';
import type { TAddNoteRequest, TInternalNote, TNoteEntityType } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { applications, companies, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { currentActor, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company a case belongs to (its audit rows carry it), or null when the case does not exist. */
async function caseCompany(db: DbOrTx, type: TNoteEntityType, id: string): Promise<{ companyId: number } | null> {
  switch (type) {
    case 'company': {
      if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
      const [row] = await db
        .select({ companyId: companies.id })
        .from(companies)
        .where(eq(companies.id, Number(id)));
      return row ?? null;
    }
    case 'application': {
      const [row] = await db
        .select({ companyId: applications.companyId })
        .from(applications)
        .where(and(eq(applications.codeReg, id), isNull(applications.deletedAt)));
      return row ?? null;
    }
    case 'invoice': {
      if (!UUID_RE.test(id)) return null;
      const [row] = await db.select({ companyId: invoices.companyId }).from(invoices).where(eq(invoices.uuid, id));
      return row ?? null;
    }
  }
}

/**
 * POST admin/notes/add.php (docs/business-rules.md#internal-notes): an administrator's note on a
 * case, written as the audit row `<entity>.note` with the note as its reason. So it sits in the
 * entity's history (Riwayat audit) beside the decisions, is append-only like them, and no company
 * ever reads it (a company never reads the audit trail).
 */
export async function addInternalNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  body: Pick<TAddNoteRequest, 'entity_type' | 'entity_id' | 'note'>,
): Promise<TInternalNote> {
  const id = body.entity_id.trim();
  const note = body.note.trim();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owner = await caseCompany(tx, body.entity_type, id);
    if (!owner) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      action: `${body.entity_type}.note`,
      entityType: body.entity_type,
      entityId: id,
      companyId: owner.companyId,
      reason: note,
      at: now,
    });
    return {
      entity_type: body.entity_type,
      entity_id: id,
      note,
      author_email: currentActor().email ?? '',
      at: now.toISOString(),
    };
  });
}
