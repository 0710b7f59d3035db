import {
  MAIL_TEXTS,
  REGISTRATION_DOCUMENT_LABELS_ID,
  isRegistrationDocumentType,
  textsIn,
  type TCatalogueKey,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { mailSubject, renderMail, renderMailText } from '../../infra/mail-layout';
import type { Deps } from '../../types';
import { enqueueMail } from '../mail';
import { notify } from '../notifications';

const id = textsIn(MAIL_TEXTS, 'id');
const en = textsIn(MAIL_TEXTS, 'en');

export interface StalledReminder {
  userId: number;
  to: string;
  name: string;
  companyName: string;
  missingFields: string[];
  missingDocuments: string[];
}

/** The missing items as Indonesian lines ("- Alamat", "- KTP Pimpinan"); empty when only the submission is left. */
export function missingLines(r: Pick<StalledReminder, 'missingFields' | 'missingDocuments'>): string[] {
  return [
    ...r.missingFields.map((f) => id('reminder.item', { label: fieldLabel(f) })),
    ...r.missingDocuments.map((t) =>
      id('reminder.item', { label: isRegistrationDocumentType(t) ? REGISTRATION_DOCUMENT_LABELS_ID[t] : t }),
    ),
  ];
}

const isMailTextKey = (key: string): key is TCatalogueKey<typeof MAIL_TEXTS> => Object.hasOwn(MAIL_TEXTS.id, key);

/** The Indonesian label of a required company field (the field's name when the catalogue has none). */
function fieldLabel(field: string): string {
  const key = `field.${field}`;
  return isMailTextKey(key) ? id(key) : field;
}

/**
 * The one place that tells a stalled company what is missing (docs/business-rules.md#reminders):
 * an in-app notification (in the reader's language) and the e-mail listing the missing items, both
 * written in the caller's transaction; the mail queue sends the e-mail after the commit.
 */
export async function notifyStalledRegistration(
  deps: Pick<Deps, 'config'>,
  tx: DbOrTx,
  r: StalledReminder,
): Promise<void> {
  const lines = missingLines(r);
  const p = { name: r.name, companyName: r.companyName, items: lines.join('\n') };
  await notify(tx, r.userId, 'registration_reminder', { companyName: r.companyName }, '/document-registration');
  const link = `${deps.config.publicUrl}/document-registration`;
  const subject = mailSubject(id('reminder.subject', p));
  const paragraphs = [id('greeting', p), lines.length ? id('reminder.incomplete', p) : id('reminder.complete', p)];
  const english = lines.length ? en('reminder.incomplete_summary', p) : en('reminder.complete_summary', p);
  await enqueueMail(tx, {
    to: r.to,
    subject,
    text: renderMailText(paragraphs, [english], link),
    html: renderMail({
      subject,
      paragraphs,
      action: { href: link, label: id('registration.action') },
      english: [english],
    }),
  });
}
