import { APPEAL_OPEN_STATUSES, wibDate, type TAdminAppeal, type TAppeal } from '@portal/contract';
import type { appeals } from '../../db/schema';

export type AppealRow = typeof appeals.$inferSelect;
/** The page's supporting files by uuid (one query per page, not per row). */
export type DocumentNames = ReadonlyMap<string, string>;

const isOpen = (status: string) => (APPEAL_OPEN_STATUSES as readonly string[]).includes(status);

/** An appeal as its company sees it (docs/decisions/095: the one mapper of the entity). */
export function toAppealDto(row: AppealRow, names: DocumentNames): TAppeal {
  return {
    uuid: row.uuid,
    subject_type: row.subjectType,
    subject_id: row.subjectKey,
    subject_label: row.subjectLabel,
    status: row.status,
    reason: row.reason,
    documents: row.documentUuids.map((uuid) => ({ uuid, original_name: names.get(uuid) ?? uuid })),
    decision: row.decision ?? null,
    decision_reason: row.answerReason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    answer_by: row.answerBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** An appeal in the administrators' queue: the appealed decision and who took it, the SLA. */
export function toAdminAppealDto(
  row: AppealRow,
  company: { id: number; name: string },
  names: DocumentNames,
  now: Date,
): TAdminAppeal {
  return {
    ...toAppealDto(row, names),
    company: { id: company.id, name: company.name },
    appealed_decision: { at: row.decisionAt.toISOString(), reason: row.decisionReason, by: row.decisionBy },
    decided_by_name: row.decidedByName,
    overdue: isOpen(row.status) && wibDate(now) > row.answerBy,
  };
}
