import type { TInvoicePdfData } from './invoice-pdf-data';

/** Messages between the server and the PDF worker (docs/decisions/053). */
export interface TRenderRequest {
  id: number;
  data: TInvoicePdfData;
}
export type TRenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
