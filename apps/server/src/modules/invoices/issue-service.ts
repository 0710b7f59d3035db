import { count, eq } from 'drizzle-orm';
import {
  INVOICE_DUE_DAYS,
  addDays,
  computeFee,
  formatTransId,
  transIdSequenceKey,
  wibDate,
  type TApplicationType,
  type TQualification,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import { applicationSubBidang, companies, invoices } from '../../db/schema';
import { nextSequenceValue } from '../../lib/sequences';
import { invoiceMachine } from '../../lib/state-machines';
import { recordCreation } from '../../lib/transitions';
import { currentFeeSchedule } from '../fees';
import { readSettings } from '../settings';
import { assertSetupComplete } from '../setup';

import type { InvoiceRow } from './invoice-dto';

export interface IssueInvoiceInput {
  application: { id: number; companyId: number; type: TApplicationType; qualification: TQualification };
  /** The company's user who submitted (the `issue` row of the status history). */
  actorUserId: number;
  /** The transaction's clock reading: issue instant, WIB month of the number, due date. */
  now: Date;
}

type CompanyAddress = Pick<
  typeof companies.$inferSelect,
  'address' | 'village' | 'district' | 'regencyCity' | 'province' | 'postalCode'
>;

/** The company's address as one printed line (street, village, district, city, province postal code). */
export function companyAddressLine(c: CompanyAddress): string | null {
  const province = [c.province, c.postalCode].filter(Boolean).join(' ');
  const parts = [c.address, c.village, c.district, c.regencyCity, province]
    .map((p) => p?.trim())
    .filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}

/**
 * Issues the invoice of a submitted application inside the caller's transaction
 * (docs/business-rules.md#invoices, docs/decisions/026):
 * - the fee by the one fee function on the schedule version current in this transaction, whose
 *   id the invoice keeps;
 * - the next `INV-YYYYMM-NNNNNN` of the WIB month from the gapless counter (the counter row stays
 *   locked until the caller commits, so simultaneous submissions get consecutive numbers);
 * - the company, the issuer (admin settings) and the bank accounts copied as they are now;
 * - due date INVOICE_DUE_DAYS after the WIB issue date;
 * - the `issue` row of its status history.
 * Everything the number depends on is read before the counter is taken, to hold its lock briefly.
 * Until the first-run setup is complete it refuses with 409 SETUP_INCOMPLETE, and the caller's
 * transaction (the submission) rolls back.
 */
export async function issueInvoice(tx: DbTx, input: IssueInvoiceInput): Promise<InvoiceRow> {
  const { application, now } = input;
  // One after another: a transaction's statements share one connection.
  const schedule = await currentFeeSchedule(tx, tx);
  const settings = await readSettings(tx);
  // No invoice with a placeholder issuer, bank account or body (docs/business-rules.md#first-run-setup).
  assertSetupComplete(settings, schedule.data);
  const [company] = await tx.select().from(companies).where(eq(companies.id, application.companyId)).limit(1);
  const [subBidang] = await tx
    .select({ n: count() })
    .from(applicationSubBidang)
    .where(eq(applicationSubBidang.applicationId, application.id));
  if (!company) throw new Error(`issueInvoice: company ${application.companyId} not found`);
  const fee = computeFee(schedule.data, {
    applicationType: application.type,
    qualification: application.qualification,
    subBidangCount: Number(subBidang?.n ?? 0),
  });

  const sequence = await nextSequenceValue(tx, transIdSequenceKey(now));
  const [row] = await tx
    .insert(invoices)
    .values({
      transId: formatTransId(now, sequence),
      applicationId: application.id,
      companyId: company.id,
      status: 'pending',
      statusChangedAt: now,
      lines: fee.lines,
      subtotal: fee.subtotal,
      dpp: fee.dpp,
      ppn: fee.ppn,
      total: fee.total,
      feeScheduleId: schedule.id,
      issuedAt: now,
      dueDate: addDays(wibDate(now), INVOICE_DUE_DAYS),
      companyName: company.name,
      companyAddress: companyAddressLine(company),
      companyNpwp: company.npwp,
      issuerName: settings.issuer_name,
      issuerAddress: settings.issuer_address || null,
      issuerNpwp: settings.issuer_npwp,
      bankAccounts: schedule.data.bank_accounts,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordCreation(tx, invoiceMachine, {
    row,
    name: 'issue',
    actor: { kind: 'owner', userId: input.actorUserId },
    now,
  });
  return row;
}
