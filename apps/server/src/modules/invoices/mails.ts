import { MAIL_TEXTS, textsIn } from '@portal/contract';
import { mailSubject, renderMail, renderMailText } from '../../infra/mail-layout';
import type { QueuedMail } from '../mail';

/**
 * Payment mails (docs/business-rules.md#notifications): Indonesian first, English below, in the one
 * mail layout, with an absolute link to the payment page, since a mail is read outside the app.
 */
const id = textsIn(MAIL_TEXTS, 'id');
const en = textsIn(MAIL_TEXTS, 'en');

export interface PaymentMailInput {
  to: string;
  name: string;
  transId: string;
  uuidInvoice: string;
  publicUrl: string;
}

function mail(i: PaymentMailInput, subject: string, lines: string[], english: string): QueuedMail {
  const link = `${i.publicUrl}/payment/${i.uuidInvoice}`;
  return {
    to: i.to,
    subject: mailSubject(subject),
    text: renderMailText(lines, [english], link),
    html: renderMail({
      subject: mailSubject(subject),
      paragraphs: lines,
      action: { href: link, label: `${id('invoice.action')} / ${en('invoice.action')}` },
      english: [english],
    }),
  };
}

export const invoicePaidMail = (i: PaymentMailInput): QueuedMail =>
  mail(
    i,
    id('invoice_paid.subject', { transId: i.transId }),
    [id('greeting', { name: i.name }), id('invoice_paid.body', { transId: i.transId })],
    en('invoice_paid.summary', { name: i.name, transId: i.transId }),
  );

export const proofRejectedMail = (i: PaymentMailInput & { note: string }): QueuedMail =>
  mail(
    i,
    id('proof_rejected.subject', { transId: i.transId }),
    [
      id('greeting', { name: i.name }),
      id('proof_rejected.body', { transId: i.transId }),
      id('proof_rejected.note', { note: i.note }),
      id('proof_rejected.next'),
    ],
    en('proof_rejected.summary', { name: i.name, transId: i.transId }),
  );
