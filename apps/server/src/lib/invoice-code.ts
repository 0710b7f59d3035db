import { verificationCodeFromDigest } from '@portal/contract';
import type { ServerSecret } from './server-secret';

/**
 * The verification code of an invoice (docs/decisions/026): derived from the server secret
 * (purpose `invoice`) and the transId, never stored. The same secret always gives the same code,
 * so the PDF, the detail page and the public page agree without a column; a new SECRET_KEY
 * changes every code (printed PDFs then no longer verify).
 */
export const invoiceVerificationCode = (secret: ServerSecret, transId: string): string =>
  verificationCodeFromDigest(Buffer.from(secret.hmac('invoice', transId), 'base64url'));
