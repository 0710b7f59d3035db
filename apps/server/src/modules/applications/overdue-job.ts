import { and, eq, isNull, lt } from 'drizzle-orm';
import { requestCardId, wibDate } from '@portal/contract';
import { applications, companies, documentRequests } from '../../db/schema';
import type { Deps } from '../../types';
import { noticeToCompany } from './notices';

/** Runs every 15 minutes; a request is flagged on the first run after its due date ends (WIB). */
export const FLAG_OVERDUE_REQUESTS_JOB = { name: 'flag-overdue-requests', everyMs: 15 * 60_000 } as const;
const BATCH = 200;

/**
 * Open document requests past their due date (a WIB date, the whole day counts) are flagged once
 * (`overdue_flagged_at`) and the company is told, with an e-mail
 * (docs/business-rules.md#document-requests, #scheduled-work). The flag and the notice commit
 * together, batch by batch; the compare on `overdue_flagged_at IS NULL` makes a second instance's
 * run, or a second run, flag nothing twice. `now` is the scheduler's clock reading.
 */
export async function flagOverdueRequests(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<{ flagged: number }> {
  const today = wibDate(now);
  let flagged = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(
          and(
            eq(documentRequests.status, 'open'),
            lt(documentRequests.dueDate, today),
            isNull(documentRequests.overdueFlaggedAt),
          ),
        )
        .orderBy(documentRequests.dueDate, documentRequests.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const { id } of due) {
        const [row] = await tx
          .update(documentRequests)
          .set({ overdueFlaggedAt: now })
          .where(and(eq(documentRequests.id, id), isNull(documentRequests.overdueFlaggedAt)))
          .returning({
            uuid: documentRequests.uuid,
            title: documentRequests.title,
            dueDate: documentRequests.dueDate,
            applicationId: documentRequests.applicationId,
          });
        if (!row) continue;
        const [app] = await tx
          .select({ codeReg: applications.codeReg, company: companies })
          .from(applications)
          .innerJoin(companies, eq(companies.id, applications.companyId))
          .where(eq(applications.id, row.applicationId))
          .limit(1);
        await noticeToCompany(
          tx,
          app.company,
          'document_request_overdue',
          { codeReg: app.codeReg, companyName: app.company.name, title: row.title, dueDate: row.dueDate },
          // Opens the detail at the request's card (docs/decisions/104).
          `/applications/${app.codeReg}#${requestCardId(row.uuid)}`,
          { publicUrl: deps.config.publicUrl },
        );
        count += 1;
      }
      return { seen: due.length, count };
    });
    flagged += n.count;
    if (n.seen < BATCH) return { flagged };
  }
}
