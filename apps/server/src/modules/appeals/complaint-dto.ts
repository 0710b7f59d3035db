import { wibDate, type TAdminComplaint, type TComplaint } from '@portal/contract';
import type { complaints } from '../../db/schema';

export type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint as its author sees it (docs/decisions/095). */
export function toComplaintDto(row: ComplaintRow): TComplaint {
  return {
    uuid: row.uuid,
    status: row.status,
    subject: row.subject,
    message: row.message,
    certificate_number: row.certificateNumber,
    code_reg: row.codeReg,
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    answer_by: row.answerBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** A complaint in the administrators' queue, with who filed it and the SLA. */
export function toAdminComplaintDto(row: ComplaintRow, now: Date): TAdminComplaint {
  return {
    ...toComplaintDto(row),
    name: row.name,
    email: row.email,
    has_account: row.userId !== null,
    answered_by_name: row.answeredByName,
    overdue: row.status === 'submitted' && wibDate(now) > row.answerBy,
  };
}
