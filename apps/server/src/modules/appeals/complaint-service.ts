import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  notificationSubject,
  V,
  wibDate,
  type TAdminComplaint,
  type TAdminComplaintListResponse,
  type TComplaint,
  type TListResult,
  type ZAdminComplaintListQuery,
  type ZComplaintListQuery,
  type ZCreateComplaintRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import { companies, complaints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { pagedList } from '../../lib/list-query';
import { msg } from '../../lib/server-message';
import { invalidTransition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { noticeMail } from '../applications';
import { enqueueMail } from '../mail';
import { markSubjectRead, notify, notifyAdmins } from '../notifications';
import { answerBy } from './calendar';
import { toAdminComplaintDto, toComplaintDto, type ComplaintRow } from './complaint-dto';

type ComplaintDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'captcha' | 'rateLimiter'>;

const COMPLAINTS_URL = '/dashboard';
const ADMIN_COMPLAINTS_URL = '/admin/appeals?tab=complaints';

/** The complainant's notification (with an account) and e-mail (always), in the caller's transaction. */
async function tellComplainant<K extends 'complaint_received' | 'complaint_answered'>(
  tx: DbTx,
  row: ComplaintRow,
  kind: K,
  params: K extends 'complaint_received' ? { subject: string; answerBy: string } : { subject: string; answer: string },
  publicUrl: string,
): Promise<void> {
  if (row.userId !== null) await notify(tx, row.userId, kind, params as never, COMPLAINTS_URL);
  const link = row.userId !== null ? `${publicUrl}${COMPLAINTS_URL}` : `${publicUrl}/verify`;
  await enqueueMail(tx, noticeMail({ email: row.email, name: row.name }, kind, params as never, link));
}

/**
 * POST complaints/create.php (docs/business-rules.md#complaints-and-appeals): anyone may complain.
 * Every call counts against the caller's address (`complaint_ip`); without a session the name and
 * the e-mail address are required and the captcha is checked when configured. Answered within
 * ANSWER_WORKING_DAYS working days; the administrators are notified, the complainant mailed.
 */
export async function createComplaint(
  deps: ComplaintDeps,
  user: SessionUser | null,
  body: z.output<typeof ZCreateComplaintRequest>,
  ip: string,
): Promise<TComplaint> {
  await deps.rateLimiter.consume('complaint_ip', ip);
  let contact: { name: string; email: string; companyId: number | null };
  if (user) {
    const [company] = await deps.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, user.id))
      .limit(1);
    contact = { name: user.name, email: user.email, companyId: company?.id ?? null };
  } else {
    const errors: Record<string, string[]> = {};
    if (!body.name) errors.name = [V.required];
    if (!body.email) errors.email = [V.required];
    if (Object.keys(errors).length)
      throw new AppError('VALIDATION_FAILED', { message: msg('complaints.contact_required'), errors });
    if (deps.captcha.enabled && !(await deps.captcha.verify(body.turnstileToken, ip)))
      throw new AppError('CAPTCHA_FAILED');
    contact = { name: body.name!, email: body.email!, companyId: null };
  }
  const now = deps.clock.now();
  const due = await answerBy(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        userId: user?.id ?? null,
        companyId: contact.companyId,
        name: contact.name,
        email: contact.email,
        subject: body.subject,
        message: body.message,
        certificateNumber: body.certificate_number || null,
        codeReg: body.code_reg || null,
        status: 'submitted',
        answerBy: due,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      action: 'complaint.create',
      entityType: 'complaint',
      entityId: row.uuid,
      companyId: row.companyId,
      after: { status: row.status, subject: row.subject, answer_by: due },
      at: now,
    });
    await notifyAdmins(
      tx,
      'complaint_submitted',
      { complaintUuid: row.uuid, name: row.name, subject: row.subject },
      ADMIN_COMPLAINTS_URL,
    );
    await tellComplainant(
      tx,
      row,
      'complaint_received',
      { subject: row.subject, answerBy: due },
      deps.config.publicUrl,
    );
    return toComplaintDto(row);
  });
}

/** GET complaints/list.php: the signed-in user's own, newest first. */
export async function listOwnComplaints(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: z.output<typeof ZComplaintListQuery>,
): Promise<TListResult<TComplaint>> {
  const where = eq(complaints.userId, user.id);
  const page = await pagedList(
    q,
    (limit, offset) =>
      deps.db
        .select()
        .from(complaints)
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(limit)
        .offset(offset),
    () => deps.db.select({ n: count() }).from(complaints).where(where),
  );
  return { ...page, items: page.items.map(toComplaintDto) };
}

/** GET admin/complaints/list.php: the queue, oldest first, with the badge and SLA counts. */
export async function adminComplaintList(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: z.output<typeof ZAdminComplaintListQuery>,
): Promise<TAdminComplaintListResponse> {
  const now = deps.clock.now();
  const where = q.status === 'all' ? undefined : eq(complaints.status, q.status);
  const open = eq(complaints.status, 'submitted');
  const [page, [counts]] = await Promise.all([
    pagedList(
      q,
      (limit, offset) =>
        deps.db
          .select()
          .from(complaints)
          .where(where)
          .orderBy(asc(complaints.createdAt), asc(complaints.id))
          .limit(limit)
          .offset(offset),
      () => deps.db.select({ n: count() }).from(complaints).where(where),
    ),
    deps.db
      .select({
        open: count(),
        overdue: sql<number>`count(*) filter (where ${complaints.answerBy} < ${wibDate(now)})`,
      })
      .from(complaints)
      .where(open),
  ]);
  return {
    ...page,
    items: page.items.map((r) => toAdminComplaintDto(r, now)),
    open_count: Number(counts?.open ?? 0),
    overdue_count: Number(counts?.overdue ?? 0),
  };
}

/**
 * POST admin/complaints/answer.php: one conditional UPDATE of a complaint still `submitted` (a
 * second answer is a 409); the complainant is mailed the answer (and notified with an account).
 */
export async function answerComplaint(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  admin: SessionUser,
  body: { uuid: string; answer: string },
): Promise<TAdminComplaint> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({
        status: 'answered',
        answer: body.answer,
        answeredBy: admin.id,
        answeredByName: admin.name,
        answeredAt: now,
        updatedAt: now,
      })
      .where(and(eq(complaints.uuid, body.uuid), eq(complaints.status, 'submitted')))
      .returning();
    if (!row) {
      const [current] = await tx
        .select({ status: complaints.status })
        .from(complaints)
        .where(eq(complaints.uuid, body.uuid));
      if (!current) throw new AppError('NOT_FOUND');
      throw invalidTransition(current.status);
    }
    await recordAudit(tx, {
      action: 'complaint.answer',
      entityType: 'complaint',
      entityId: row.uuid,
      companyId: row.companyId,
      before: { status: 'submitted' },
      after: { status: row.status },
      reason: body.answer,
      at: now,
    });
    await tellComplainant(
      tx,
      row,
      'complaint_answered',
      { subject: row.subject, answer: body.answer },
      deps.config.publicUrl,
    );
    await markSubjectRead(tx, notificationSubject.complaint(row.uuid), ['complaint_submitted']);
    return toAdminComplaintDto(row, now);
  });
}

/** The menu badge `complaints_waiting`: the unanswered complaints, the total of their queue. */
export async function countComplaintsWaiting(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(complaints).where(eq(complaints.status, 'submitted'));
  return Number(row?.n ?? 0);
}
