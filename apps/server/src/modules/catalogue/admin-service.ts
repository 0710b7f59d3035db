import { eq } from 'drizzle-orm';
import { V, type TSubBidangItem } from '@portal/contract';
import { bidang, subBidang } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import { findSubBidang } from './service';

export interface SaveSubBidangInput {
  code: string;
  name: string;
  bidang_code: string;
  bidang_name?: string;
  kbli_code: string;
  kbli_title: string;
  kbli_edition: string;
  description?: string | null;
  is_active?: boolean;
}

/**
 * POST admin/sub-bidang/save.php (docs/business-rules.md#sub-bidang): creates the entry `code`
 * or corrects it. An unknown bidang is created when its name is given (else 422 on
 * `bidang_name`); a name given for a known bidang renames it. Entries are never deleted. The
 * audit row `catalogue.save` holds the entry's changed fields (all of them when it is new).
 */
export async function saveSubBidang(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: SaveSubBidangInput,
): Promise<{ entry: TSubBidangItem; created: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [field] = await tx.select().from(bidang).where(eq(bidang.code, input.bidang_code)).for('update').limit(1);
    if (!field) {
      if (!input.bidang_name) throw fieldError('bidang_name', V.required);
      await tx
        .insert(bidang)
        .values({ code: input.bidang_code, name: input.bidang_name, createdAt: now, updatedAt: now });
    } else if (input.bidang_name && input.bidang_name !== field.name) {
      await tx.update(bidang).set({ name: input.bidang_name, updatedAt: now }).where(eq(bidang.code, field.code));
    }
    const values = {
      bidangCode: input.bidang_code,
      name: input.name,
      kbliCode: input.kbli_code,
      kbliTitle: input.kbli_title,
      kbliEdition: input.kbli_edition,
      description: input.description ?? null,
      updatedAt: now,
      ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
    };
    const [existing] = await tx
      .select({ code: subBidang.code })
      .from(subBidang)
      .where(eq(subBidang.code, input.code))
      .for('update')
      .limit(1);
    const before = existing ? await findSubBidang(tx, input.code) : null;
    if (existing) await tx.update(subBidang).set(values).where(eq(subBidang.code, input.code));
    else await tx.insert(subBidang).values({ code: input.code, createdAt: now, ...values });
    const entry = await findSubBidang(tx, input.code);
    if (!entry) throw new AppError('NOT_FOUND');
    const diff = changedFields(before, entry);
    if (diff)
      await recordAudit(tx, {
        action: 'catalogue.save',
        entityType: 'catalogue',
        entityId: entry.code,
        before: before && diff.before,
        after: diff.after,
        at: now,
      });
    return { entry, created: !existing };
  });
}

/**
 * POST admin/sub-bidang/set-active.php: an inactive entry cannot be chosen in a new application.
 * Audited as `catalogue.activate` / `catalogue.deactivate` when the flag changes.
 */
export async function setSubBidangActive(
  deps: Pick<Deps, 'db' | 'clock'>,
  code: string,
  isActive: boolean,
): Promise<TSubBidangItem> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [old] = await tx
      .select({ isActive: subBidang.isActive })
      .from(subBidang)
      .where(eq(subBidang.code, code))
      .for('update')
      .limit(1);
    if (!old) throw new AppError('NOT_FOUND');
    await tx.update(subBidang).set({ isActive, updatedAt: now }).where(eq(subBidang.code, code));
    const entry = await findSubBidang(tx, code);
    if (!entry) throw new AppError('NOT_FOUND');
    if (old.isActive !== isActive) {
      await recordAudit(tx, {
        action: isActive ? 'catalogue.activate' : 'catalogue.deactivate',
        entityType: 'catalogue',
        entityId: code,
        before: { is_active: old.isActive },
        after: { is_active: isActive },
        at: now,
      });
    }
    return entry;
  });
}
