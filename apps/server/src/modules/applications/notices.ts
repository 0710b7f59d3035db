import { eq } from 'drizzle-orm';
import {
  MAIL_TEXTS,
  renderNotification,
  textsIn,
  type TNotificationKind,
  type TNotificationParams,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import { renderMail, renderMailText } from '../../infra/mail-layout';
import { users } from '../../db/schema';
import type { CompanyRow } from '../companies';
import { enqueueMail, type QueuedMail } from '../mail';
import { notifyCompany } from '../notifications';

const mailId = textsIn(MAIL_TEXTS, 'id');
const mailEn = textsIn(MAIL_TEXTS, 'en');

/**
 * The company's side of a workflow change (docs/business-rules.md#notifications): a notification to
 * each of its members (owner and staff, docs/decisions/104) and, for the kinds that have one, an
 * e-mail to its owner in the mail queue, both in the caller's transaction. The mail reuses the kind's texts (docs/decisions/027): Indonesian first,
 * English below; the link is absolute because a mail is read outside the app.
 */
export async function noticeToCompany<K extends TNotificationKind>(
  tx: DbTx,
  company: CompanyRow,
  kind: K,
  params: TNotificationParams<K>,
  actionUrl: string,
  mail: { publicUrl: string } | null,
): Promise<void> {
  await notifyCompany(tx, company.id, kind, params, actionUrl);
  if (!mail) return;
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, company.userId))
    .limit(1);
  if (owner) await enqueueMail(tx, noticeMail(owner, kind, params, `${mail.publicUrl}${actionUrl}`));
}

/** The mail of a notification: its Indonesian and English texts (docs/decisions/048) in the one mail layout. */
export function noticeMail<K extends TNotificationKind>(
  to: { email: string; name: string },
  kind: K,
  params: TNotificationParams<K>,
  link: string,
): QueuedMail {
  const id = renderNotification(kind, params, 'id');
  const en = renderNotification(kind, params, 'en');
  const subject = mailId('subject', { subject: id.title });
  return {
    to: to.email,
    subject,
    text: renderMailText(
      [mailId('greeting', { name: to.name }), id.message],
      [mailEn('greeting', { name: to.name }), en.message],
      link,
    ),
    html: renderMail({
      subject,
      paragraphs: [mailId('greeting', { name: to.name }), id.message],
      action: { href: link, label: `${mailId('open')} / ${mailEn('open')}` },
      english: [`${en.title}: ${en.message}`],
    }),
  };
}
