import type { TCertificateData } from '@portal/contract';

/**
 * What the certificate PDF prints (docs/business-rules.md#certificate-pdf). A preview (`number`
 * null) is marked as such and its QR code is left out; an issued certificate prints its number,
 * revision and the QR code of `publicUrl` (`{PUBLIC_URL}/sertifikat/{uuid}`).
 */
export interface TCertificatePdfData {
  number: string | null;
  revision: number;
  data: TCertificateData;
  /** WIB dates `YYYY-MM-DD`. */
  issuedOn: string;
  validUntil: string;
  publicUrl: string | null;
}
