import type { TPdfSignature } from './sign-pdf';

/** Messages between the server and a PDF worker (docs/decisions/053, 070). */
export interface TRenderRequest<TData> {
  id: number;
  data: TData;
  /** Sign the drawn PDF in the worker (PAdES, docs/decisions/102); absent for a preview. */
  sign?: TPdfSignature;
}
export type TRenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
