import type { QueuedMail } from '../mail';

/**
 * Payment mails (docs/business-rules.md#notifications): Indonesian first, English below, with an
 * absolute link to the payment page, since a mail is read outside the app.
 */
const BRAND = 'PORTAL BSKI';
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface PaymentMailInput {
  to: string;
  name: string;
  transId: string;
  uuidInvoice: string;
  publicUrl: string;
}

function mail(i: PaymentMailInput, subject: string, id: string[], en: string): QueuedMail {
  const link = `${i.publicUrl}/payment/${i.uuidInvoice}`;
  const paragraphs = [...id, en].map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n');
  return {
    to: i.to,
    subject,
    text: [...id, `Buka: ${link}`, '', '---', en, `Open: ${link}`].join('\n'),
    html: `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>
${paragraphs}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Buka Tagihan / Open invoice</a></p>
<p style="font-size:12px;color:#6b7280;margin-top:24px">Email ini dikirim otomatis, mohon tidak membalas. / This e-mail was sent automatically, please do not reply.</p>
</div></body></html>`,
  };
}

export const invoicePaidMail = (i: PaymentMailInput): QueuedMail =>
  mail(
    i,
    `Pembayaran ${i.transId} diterima - ${BRAND}`,
    [
      `Halo ${i.name},`,
      `Pembayaran tagihan ${i.transId} telah diverifikasi. Permohonan SBU Anda kini sedang ditinjau. Kuitansi dapat diunduh dari halaman tagihan.`,
    ],
    `Hello ${i.name}, the payment of invoice ${i.transId} has been verified. Your SBU application is now under review; the receipt can be downloaded from the invoice page.`,
  );

export const proofRejectedMail = (i: PaymentMailInput & { note: string }): QueuedMail =>
  mail(
    i,
    `Bukti pembayaran ${i.transId} ditolak - ${BRAND}`,
    [
      `Halo ${i.name},`,
      `Bukti transfer untuk tagihan ${i.transId} belum dapat diterima.`,
      `Catatan admin: ${i.note}`,
      'Silakan unggah bukti transfer yang benar dari halaman tagihan.',
    ],
    `Hello ${i.name}, the transfer proof of invoice ${i.transId} could not be accepted (administrator's note above). Please upload a correct proof from the invoice page.`,
  );
