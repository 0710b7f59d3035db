import type { MailMessage } from '../../infra/mailer';

/**
 * Registration decision mails (issue 3: approval notifies by notification and e-mail; rejection
 * with the reasons). Indonesian first, English below; absolute links because a mail is read
 * outside the app.
 */
const BRAND = 'PORTAL BSKI';
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function html(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#6b7280;margin-top:24px">Email ini dikirim otomatis, mohon tidak membalas. / This e-mail was sent automatically, please do not reply.</p>
</div></body></html>`;
}

export interface DecisionMailInput {
  to: string;
  name: string;
  companyName: string;
  publicUrl: string;
}

export function registrationApprovedMail(i: DecisionMailInput): MailMessage {
  const subject = `Registrasi ${i.companyName} disetujui - ${BRAND}`;
  const link = `${i.publicUrl}/company`;
  const id = [
    `Halo ${i.name},`,
    `Registrasi perusahaan ${i.companyName} telah diverifikasi dan disetujui. Anda sekarang dapat mengajukan Permohonan SBU.`,
  ];
  const en = `Hello ${i.name}, the registration of ${i.companyName} has been verified and approved. You can now apply for an SBU.`;
  return {
    to: i.to,
    subject,
    text: [...id, `Buka: ${link}`, '', '---', en, `Open: ${link}`].join('\n'),
    html: html(subject, [...id, en], { href: link, label: 'Buka Data Perusahaan' }),
  };
}

export function registrationRejectedMail(i: DecisionMailInput & { reasons: string }): MailMessage {
  const subject = `Registrasi ${i.companyName} perlu diperbaiki - ${BRAND}`;
  const link = `${i.publicUrl}/document-registration`;
  const id = [
    `Halo ${i.name},`,
    `Registrasi perusahaan ${i.companyName} belum dapat disetujui.`,
    `Alasan:\n${i.reasons}`,
    'Silakan perbaiki data atau unggah ulang dokumen, lalu kirim kembali untuk diverifikasi.',
  ];
  const en = `Hello ${i.name}, the registration of ${i.companyName} could not be approved yet. Please fix the data or upload the documents again and submit once more. Reasons are listed above.`;
  return {
    to: i.to,
    subject,
    text: [...id, `Buka: ${link}`, '', '---', en, `Open: ${link}`].join('\n'),
    html: html(subject, [...id, en], { href: link, label: 'Buka Dokumen Registrasi' }),
  };
}

/** One registration document rejected while the company is in review: it may be replaced at once. */
export function documentRejectedMail(i: DecisionMailInput & { document: string; note: string }): MailMessage {
  const subject = `Dokumen ${i.document} perlu diunggah ulang - ${BRAND}`;
  const link = `${i.publicUrl}/document-registration`;
  const id = [
    `Halo ${i.name},`,
    `Dokumen ${i.document} untuk registrasi ${i.companyName} ditolak oleh admin.`,
    `Catatan: ${i.note}`,
    'Silakan unggah dokumen pengganti; registrasi tetap dalam peninjauan.',
  ];
  const en = `Hello ${i.name}, the document ${i.document} of ${i.companyName} was rejected by an administrator (note above). Please upload a replacement; the registration stays under review.`;
  return {
    to: i.to,
    subject,
    text: [...id, `Buka: ${link}`, '', '---', en, `Open: ${link}`].join('\n'),
    html: html(subject, [...id, en], { href: link, label: 'Buka Dokumen Registrasi' }),
  };
}
