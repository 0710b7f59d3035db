import { eq } from 'drizzle-orm';
import { renderNotification, type TNotificationKind, type TNotificationParams } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { users } from '../../db/schema';
import type { CompanyRow } from '../companies';
import { enqueueMail, type QueuedMail } from '../mail';
import { notify } from '../notifications';

/**
 * The company's side of a workflow change (docs/business-rules.md#notifications): its owner's
 * notification and, for the kinds that have one, an e-mail in the mail queue, both in the
 * caller's transaction. The mail reuses the kind's texts (docs/decisions/027): Indonesian first,
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
  await notify(tx, company.userId, kind, params, actionUrl);
  if (!mail) return;
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, company.userId))
    .limit(1);
  if (owner) await enqueueMail(tx, noticeMail(owner, kind, params, `${mail.publicUrl}${actionUrl}`));
}

const BRAND = 'PORTAL BSKI';
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function noticeMail<K extends TNotificationKind>(
  to: { email: string; name: string },
  kind: K,
  params: TNotificationParams<K>,
  link: string,
): QueuedMail {
  const id = renderNotification(kind, params, 'id');
  const en = renderNotification(kind, params, 'en');
  const subject = `${id.title} - ${BRAND}`;
  const text = [
    `Halo ${to.name},`,
    id.message,
    `Buka: ${link}`,
    '',
    '---',
    `Hello ${to.name},`,
    en.message,
    `Open: ${link}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>
<p>Halo ${escapeHtml(to.name)},</p><p>${escapeHtml(id.message)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Buka / Open</a></p>
<p style="color:#4b5563">${escapeHtml(en.title)}: ${escapeHtml(en.message)}</p>
<p style="font-size:12px;color:#6b7280;margin-top:24px">Email ini dikirim otomatis, mohon tidak membalas. / This e-mail was sent automatically, please do not reply.</p>
</div></body></html>`;
  return { to: to.email, subject, text, html };
}
