import { REGISTRATION_DOCUMENT_LABELS_ID, isRegistrationDocumentType } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../types';
import { enqueueMail } from '../mail';
import { notify } from '../notifications';

/** Indonesian labels of the required company fields, for the reminder's list. */
const FIELD_LABELS_ID: Record<string, string> = {
  address: 'Alamat',
  province: 'Provinsi',
  regency_city: 'Kabupaten/Kota',
  district: 'Kecamatan',
  village: 'Kelurahan/Desa',
  postal_code: 'Kode Pos',
  phone: 'Telepon Perusahaan',
  email: 'Email Perusahaan',
  business_type: 'Jenis Usaha',
  investment_value: 'Nilai Investasi',
  employee_count: 'Jumlah Karyawan',
  leader_name: 'Nama Pimpinan',
  leader_position: 'Jabatan Pimpinan',
  leader_nik: 'NIK Pimpinan',
  leader_npwp: 'NPWP Pimpinan',
  kta_kadin_number: 'Nomor KTA Kadin',
  kta_date: 'Tanggal KTA',
};

export interface StalledReminder {
  userId: number;
  to: string;
  name: string;
  companyName: string;
  missingFields: string[];
  missingDocuments: string[];
}

const BRAND = 'PORTAL BSKI';
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The missing items as Indonesian lines ("- Alamat", "- KTP Pimpinan"); empty when only the submission is left. */
export function missingLines(r: Pick<StalledReminder, 'missingFields' | 'missingDocuments'>): string[] {
  return [
    ...r.missingFields.map((f) => `- ${FIELD_LABELS_ID[f] ?? f}`),
    ...r.missingDocuments.map((t) => `- ${isRegistrationDocumentType(t) ? REGISTRATION_DOCUMENT_LABELS_ID[t] : t}`),
  ];
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
  const summary = lines.length
    ? `Registrasi ${r.companyName} belum lengkap. Yang masih perlu dilengkapi:\n${lines.join('\n')}`
    : `Data dan dokumen ${r.companyName} sudah lengkap: kirim registrasi untuk diverifikasi.`;
  await notify(tx, r.userId, 'registration_reminder', { companyName: r.companyName }, '/document-registration');
  const link = `${deps.config.publicUrl}/document-registration`;
  const subject = `Pengingat registrasi ${r.companyName} - ${BRAND}`;
  const en = lines.length
    ? `Hello ${r.name}, the registration of ${r.companyName} is not complete yet. The items listed above are still missing.`
    : `Hello ${r.name}, the data and documents of ${r.companyName} are complete: please submit the registration for verification.`;
  const paragraphs = [`Halo ${r.name},`, summary, en];
  await enqueueMail(tx, {
    to: r.to,
    subject,
    text: [...paragraphs, `Buka / Open: ${link}`].join('\n\n'),
    html: `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Buka Dokumen Registrasi</a></p>
</div></body></html>`,
  });
}
