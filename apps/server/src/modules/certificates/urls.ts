import { apiPath, publicCertificatePath } from '@portal/contract';

/** Relative paths of a certificate's files (the web app's file helper adds `mode`). */
export const certificatePdfUrl = (uuid: string, revision?: number) =>
  `${apiPath('certificates/generate_pdf.php')}?uuid=${encodeURIComponent(uuid)}${revision === undefined ? '' : `&revision=${revision}`}`;
export const adminCertificatePdfUrl = (uuid: string, revision: number) =>
  `${apiPath('admin/certificates/view.php')}?uuid=${encodeURIComponent(uuid)}&revision=${revision}`;
export const certificatePreviewUrl = (codeReg: string) =>
  `${apiPath('admin/certificates/view.php')}?code_reg=${encodeURIComponent(codeReg)}`;
/** Where the company's notifications and mails about a certificate lead. */
export const certificatePageUrl = (uuid: string) => `/certificates/view/${uuid}`;
/** The absolute address the QR code holds (read outside the app: docs/business-rules.md#relative-urls). */
export const certificatePublicUrl = (publicUrl: string, uuid: string) => `${publicUrl}${publicCertificatePath(uuid)}`;
/** The absolute address of the credentials' status list (docs/decisions/102). */
export const statusListUrl = (publicUrl: string) => `${publicUrl}${apiPath('certificates/status-list.php')}`;
