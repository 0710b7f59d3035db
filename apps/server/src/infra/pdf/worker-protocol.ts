/** Messages between the server and a PDF worker (docs/decisions/053, 070). */
export interface TRenderRequest<TData> {
  id: number;
  data: TData;
}
export type TRenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };
