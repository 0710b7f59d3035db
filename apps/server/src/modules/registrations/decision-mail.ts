import { MAIL_TEXTS, documentCardId, textsIn } from '@portal/contract';
import { mailSubject, renderMail, renderMailText } from '../../infra/mail-layout';
import type { MailMessage } from '../../infra/mailer';

/**
 * Registration decision mails (docs/business-rules.md#approval: approval notifies by notification
 * and e-mail; rejection with the reasons). Indonesian first, English below, in the one mail layout;
 * absolute links because a mail is read outside the app.
 */
const id = textsIn(MAIL_TEXTS, 'id');
const en = textsIn(MAIL_TEXTS, 'en');

export interface DecisionMailInput {
  to: string;
  name: string;
  companyName: string;
  publicUrl: string;
}

/** A decision mail: the Indonesian lines, the English summary and the button to `path`. */
function decisionMail(
  i: DecisionMailInput,
  subject: string,
  lines: string[],
  english: string,
  path: string,
  label: string,
): MailMessage {
  const link = `${i.publicUrl}${path}`;
  return {
    to: i.to,
    subject: mailSubject(subject),
    text: renderMailText(lines, [english], link),
    html: renderMail({
      subject: mailSubject(subject),
      paragraphs: lines,
      action: { href: link, label },
      english: [english],
    }),
  };
}

export function registrationApprovedMail(i: DecisionMailInput): MailMessage {
  const p = { name: i.name, companyName: i.companyName };
  return decisionMail(
    i,
    id('registration_approved.subject', p),
    [id('greeting', p), id('registration_approved.body', p)],
    en('registration_approved.summary', p),
    '/company',
    id('registration_approved.action'),
  );
}

export function registrationRejectedMail(i: DecisionMailInput & { reasons: string }): MailMessage {
  const p = { name: i.name, companyName: i.companyName, reasons: i.reasons };
  return decisionMail(
    i,
    id('registration_rejected.subject', p),
    [
      id('greeting', p),
      id('registration_rejected.body', p),
      id('registration_rejected.reasons', p),
      id('registration_rejected.next'),
    ],
    en('registration_rejected.summary', p),
    '/document-registration',
    id('registration.action'),
  );
}

/** One registration document rejected while the company is in review: it may be replaced at once. */
export function documentRejectedMail(
  i: DecisionMailInput & { document: string; documentType: string; note: string },
): MailMessage {
  const p = { name: i.name, companyName: i.companyName, document: i.document, note: i.note };
  return decisionMail(
    i,
    id('document_rejected.subject', p),
    [id('greeting', p), id('document_rejected.body', p), id('document_rejected.note', p), id('document_rejected.next')],
    en('document_rejected.summary', p),
    `/document-registration#${documentCardId(i.documentType)}`,
    id('registration.action'),
  );
}
