// fontkit ships no types; PDFKit (which depends on it) needs only what `create` answers.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
