import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DOCUMENT_CATEGORY, ROLE, applicationClock, clockYears, computeFee, type TApplication } from '@portal/contract';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationSubBidang,
  bidang,
  certificates,
  documentRequests,
  documents,
  invoices,
  subBidang,
  users,
} from '../../db/schema';
import type { SessionUser } from '../../types';
import { SUB_BIDANG_ENTRY } from '../catalogue';
import type { CompanyRow } from '../companies';
import { holidaySet } from '../dashboard';
import { currentFeeSchedule } from '../fees';
import { claimOf } from '../queue';
import { findApplication, type ApplicationRow } from './access';
import { toApplicationDto } from './application-dto';

/**
 * Everything an application's detail shows (docs/api.md, Applications), in a fixed number of
 * queries whatever the number of sub-bidang, documents, requests or events: six reads run
 * together, plus the fee schedule for a draft's quote.
 */
export async function applicationDetail(
  db: Db,
  reader: SessionUser,
  application: ApplicationRow,
  company: CompanyRow,
  now: Date,
): Promise<TApplication> {
  const fulfilledDoc = alias(documents, 'fulfilled_document');
  const isDraft = application.status === 'draft';
  // The certificate a renewal or upgrade starts from, read beside the others.
  const baseCertificate =
    application.certificateId === null
      ? Promise.resolve([])
      : db.select({ uuid: certificates.uuid }).from(certificates).where(eq(certificates.id, application.certificateId));
  const [sub, docs, [invoice], requests, events, schedule, holidays] = await Promise.all([
    db
      .select(SUB_BIDANG_ENTRY)
      .from(applicationSubBidang)
      .innerJoin(subBidang, eq(subBidang.code, applicationSubBidang.subBidangCode))
      .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
      .where(eq(applicationSubBidang.applicationId, application.id))
      .orderBy(asc(applicationSubBidang.position)),
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.applicationId, application.id),
          eq(documents.category, DOCUMENT_CATEGORY.SBU_APPLICATION),
          eq(documents.isCurrent, 1),
        ),
      )
      .orderBy(asc(documents.documentType)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, application.id))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(1),
    db
      .select({ request: documentRequests, fulfilled: fulfilledDoc })
      .from(documentRequests)
      .leftJoin(fulfilledDoc, eq(fulfilledDoc.id, documentRequests.fulfilledDocumentId))
      .where(eq(documentRequests.applicationId, application.id))
      .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id)),
    db
      .select({ event: applicationEvents, actorName: users.name, actorRole: users.role })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    isDraft ? currentFeeSchedule(db) : Promise.resolve(null),
    // The working-day calendar of the applicant's clock, the admin dashboard's own (cached per year).
    holidaySet(db, ...clockYears(application.statusChangedAt, now), now.getTime()),
  ]);
  const openRequest = requests
    .map((r) => r.request)
    .filter((r) => r.status === 'open')
    .sort((x, y) => x.dueDate.localeCompare(y.dueDate))[0];
  const clock = applicationClock(
    {
      status: application.status,
      statusChangedAt: application.statusChangedAt,
      invoice: invoice
        ? { status: invoice.status, statusChangedAt: invoice.statusChangedAt, dueDate: invoice.dueDate }
        : null,
      openRequestDue: openRequest ? { createdAt: openRequest.createdAt, dueDate: openRequest.dueDate } : null,
    },
    holidays,
    now,
  );
  const [base] = await baseCertificate;
  const claimedBy = reader.role === ROLE.ADMIN ? await claimOf(db, 'application', application.codeReg, now) : null;
  return toApplicationDto(application, {
    claimedBy,
    company,
    baseCertificateUuid: base?.uuid ?? null,
    subBidang: sub,
    documents: docs,
    invoice: invoice ?? null,
    requests,
    events,
    feeQuote:
      schedule && sub.length > 0
        ? computeFee(schedule.data, {
            applicationType: application.type,
            qualification: application.qualification,
            subBidangCount: sub.length,
          })
        : null,
    clock,
    reader,
    now,
  });
}

/** GET applications/get_detail.php: the owner's or, for an administrator, any live application. */
export async function getApplicationDetail(
  db: Db,
  reader: SessionUser,
  codeReg: string,
  now: Date,
): Promise<TApplication> {
  const { application, company } = await findApplication(db, reader, codeReg);
  return applicationDetail(db, reader, application, company, now);
}
