import { and, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY,
  V,
  wibDate,
  type TDocumentRequest,
  type TAdminDocumentRequestListItem,
  type ZCancelDocumentRequestRequest,
  type ZCheckDocumentRequestRequest,
  type ZCreateDocumentRequestRequest,
  type ZFulfilDocumentRequestRequest,
  requestCardId,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import { applications, companies, documentRequests, documents } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { documentRequestMachine } from '../../lib/state-machines';
import { invalidTransition, recordCreation, transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { notifyAdmins } from '../notifications';
import { findApplication } from './access';
import { toDocumentRequestDto } from './application-dto';
import { listAdminDocumentRequestByUuid } from './list-service';
import { noticeToCompany } from './notices';
import { msg } from '../../lib/server-message';
import { isCompanyOfUser } from '../companies';

type RequestDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
const appUrl = (codeReg: string) => `/applications/${codeReg}`;

/**
 * POST admin/document-requests/create.php (docs/business-rules.md#document-requests): only while
 * the application is `under_review`; the due date is a WIB date, today at the earliest. The
 * company is notified and mailed in the same transaction.
 */
export async function createDocumentRequest(
  deps: RequestDeps,
  admin: SessionUser,
  body: z.output<typeof ZCreateDocumentRequestRequest>,
): Promise<TDocumentRequest> {
  const now = deps.clock.now();
  if (body.due_date < wibDate(now)) throw fieldError('due_date', V.invalid);
  return deps.db.transaction(async (tx) => {
    const { application, company } = await findApplication(tx, admin, body.code_reg, { lock: true });
    if (application.status !== 'under_review') throw invalidTransition(application.status);
    const [row] = await tx
      .insert(documentRequests)
      .values({
        applicationId: application.id,
        title: body.title,
        description: body.description ?? null,
        dueDate: body.due_date,
        status: 'open',
        statusChangedAt: now,
        createdBy: admin.id,
        createdAt: now,
      })
      .returning();
    await recordCreation(tx, documentRequestMachine, {
      row,
      name: 'create',
      actor: { kind: 'admin', userId: admin.id },
      now,
    });
    await noticeToCompany(
      tx,
      company,
      'document_request_created',
      { codeReg: application.codeReg, companyName: company.name, title: row.title, dueDate: row.dueDate },
      // Opens the detail at the request's card, scrolled to and focused (docs/decisions/104).
      `${appUrl(application.codeReg)}#${requestCardId(row.uuid)}`,
      { publicUrl: deps.config.publicUrl },
    );
    return toDocumentRequestDto(row, application.codeReg, null, now);
  });
}

/** A request by uuid with its application and company; a company sees only its own (404 otherwise). */
async function findRequest(tx: DbTx, user: SessionUser, uuid: string, ownerOnly: boolean) {
  const [row] = await tx
    .select({ request: documentRequests, application: applications, company: companies })
    .from(documentRequests)
    .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(documentRequests.uuid, uuid),
        isNull(applications.deletedAt),
        ownerOnly ? isCompanyOfUser(user.id) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** POST admin/document-requests/cancel.php: an open request, with a reason; the company is notified. */
export async function cancelDocumentRequest(
  deps: RequestDeps,
  admin: SessionUser,
  body: z.output<typeof ZCancelDocumentRequestRequest>,
): Promise<TDocumentRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { request, application, company } = await findRequest(tx, admin, body.uuid, false);
    const { row } = await transition(tx, documentRequestMachine, {
      id: request.id,
      name: 'cancel',
      actor: { kind: 'admin', userId: admin.id },
      now,
      note: body.reason,
      set: { cancelledBy: admin.id, cancelReason: body.reason, cancelledAt: now },
    });
    await noticeToCompany(
      tx,
      company,
      'document_request_cancelled',
      { codeReg: application.codeReg, companyName: company.name, title: row.title, reason: body.reason },
      appUrl(application.codeReg),
      null,
    );
    return toDocumentRequestDto(row, application.codeReg, null, now);
  });
}

/**
 * POST document-requests/fulfil.php: the company answers its open request with a file it
 * uploaded with category `other` and that answers no other request. The file is linked to the
 * request and the application; every admin is notified.
 */
export async function fulfilDocumentRequest(
  deps: RequestDeps,
  user: SessionUser,
  body: z.output<typeof ZFulfilDocumentRequestRequest>,
): Promise<TDocumentRequest> {
  const now = deps.clock.now();
  if (user.role === 'admin') throw new AppError('FORBIDDEN', { message: msg('companies.no_company') });
  return deps.db.transaction(async (tx) => {
    const { request, application, company } = await findRequest(tx, user, body.uuid, true);
    if (request.status !== 'open') throw invalidTransition(request.status);
    const [doc] = await tx
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.uuid, body.document_uuid),
          // A file of the company's, whichever member uploaded it (docs/decisions/104).
          eq(documents.companyId, company.id),
          eq(documents.category, DOCUMENT_CATEGORY.OTHER),
        ),
      )
      .for('update')
      .limit(1);
    if (!doc || doc.documentRequestId !== null) throw fieldError('document_uuid', V.invalid);
    const { row } = await transition(tx, documentRequestMachine, {
      id: request.id,
      name: 'fulfil',
      actor: { kind: 'owner', userId: user.id },
      now,
      set: { fulfilledDocumentId: doc.id, fulfilledAt: now },
    });
    const [linked] = await tx
      .update(documents)
      .set({ documentRequestId: request.id, applicationId: application.id })
      .where(eq(documents.id, doc.id))
      .returning();
    await notifyAdmins(
      tx,
      'document_request_fulfilled',
      { codeReg: application.codeReg, companyName: company.name, title: row.title },
      `/admin/applications/${application.codeReg}`,
    );
    return toDocumentRequestDto(row, application.codeReg, linked, now);
  });
}

/**
 * POST admin/document-requests/check.php (docs/business-rules.md#queues): an administrator looked
 * at the company's answer, so it leaves the answered-requests queue. Only a `fulfilled` request;
 * a second call changes nothing. Written to the application's history (`document_request.check`).
 */
export async function checkDocumentRequest(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  body: z.output<typeof ZCheckDocumentRequestRequest>,
): Promise<TAdminDocumentRequestListItem> {
  const now = deps.clock.now();
  const uuid = await deps.db.transaction(async (tx) => {
    const { request, application } = await findRequest(tx, admin, body.uuid, false);
    if (request.status !== 'fulfilled') throw invalidTransition(request.status);
    const marked = await tx
      .update(documentRequests)
      .set({ checkedAt: now, checkedBy: admin.id })
      .where(and(eq(documentRequests.id, request.id), isNull(documentRequests.checkedAt)))
      .returning({ id: documentRequests.id });
    if (marked.length > 0)
      await recordAudit(tx, {
        action: 'document_request.check',
        entityType: 'application',
        entityId: application.codeReg,
        companyId: application.companyId,
        before: { checkedAt: null },
        after: { checkedAt: now.toISOString(), title: request.title },
        at: now,
      });
    return request.uuid;
  });
  const listed = await listAdminDocumentRequestByUuid(deps.db, uuid, now);
  return listed;
}

/**
 * A decision on an application is a look at everything the company sent: its answered requests
 * leave the answered-requests queue (in the decision's transaction).
 */
export async function markAnswersChecked(tx: DbTx, applicationId: number, adminId: number, now: Date): Promise<void> {
  await tx
    .update(documentRequests)
    .set({ checkedAt: now, checkedBy: adminId })
    .where(
      and(
        eq(documentRequests.applicationId, applicationId),
        eq(documentRequests.status, 'fulfilled'),
        isNull(documentRequests.checkedAt),
      ),
    );
}
