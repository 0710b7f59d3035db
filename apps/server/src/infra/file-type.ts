import type { TUploadMimeType } from '@portal/contract';

/** How many leading bytes the sniffer needs (the PNG signature is the longest). */
export const FILE_SIGNATURE_BYTES = 8;

export interface DetectedFileType {
  mime: TUploadMimeType;
  /** The extension a download name gets, whatever the uploaded name said. */
  ext: 'pdf' | 'jpg' | 'png';
}

const SIGNATURES: { bytes: number[]; type: DetectedFileType }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', ext: 'pdf' } }, // %PDF-
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', ext: 'jpg' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', ext: 'png' } },
];

/**
 * Recognises the accepted upload types by their magic bytes only (docs/business-rules.md#files
 * documents": by content, not by name or declared type). Anything else (an executable `MZ`,
 * `\x7fELF`, HTML, an empty file) is null.
 */
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  for (const s of SIGNATURES) {
    if (head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b)) return s.type;
  }
  return null;
}

export const extensionForMime = (mime: string): string | null =>
  SIGNATURES.find((s) => s.type.mime === mime)?.type.ext ?? null;
