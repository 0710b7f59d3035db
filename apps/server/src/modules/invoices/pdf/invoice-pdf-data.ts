import type { TApplicationType, TFeeLine, TInvoiceStatus, TQualification } from '@portal/contract';

/** A party of an invoice as copied at issue (docs/business-rules.md#invoices). */
export interface TInvoicePdfParty {
  name: string;
  address: string | null;
  /** Digits as stored; the PDF punctuates it. */
  npwp: string | null;
}

/**
 * Everything an invoice or receipt PDF prints. The caller (the PDF endpoint) reads it from the
 * invoice row, which already holds every snapshot, so rendering needs no database and no
 * network. Plain data only: it crosses to the rendering worker by structured clone.
 */
export interface TInvoicePdfData {
  kind: 'invoice' | 'receipt';
  transId: string;
  status: TInvoiceStatus;
  issuedAt: Date;
  /** `YYYY-MM-DD`, a WIB calendar date. */
  dueDate: string;
  paidAt: Date | null;
  codeReg: string;
  applicationType: TApplicationType;
  qualification: TQualification;
  company: TInvoicePdfParty;
  issuer: TInvoicePdfParty;
  lines: TFeeLine[];
  subtotal: number;
  dpp: number;
  ppn: number;
  total: number;
  bankAccounts: { bank_name: string; account_number: string; account_holder: string }[];
  verificationCode: string;
  /** Absolute URL of the public invoice with its code (what the QR code opens). */
  publicUrl: string;
}
