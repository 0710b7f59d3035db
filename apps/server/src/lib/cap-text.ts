const MARK = '\n[truncated]';
const MARK_BYTES = Buffer.byteLength(MARK);

/**
 * Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character, and marks the cut so a
 * reader knows the rest is missing. Text that fits comes back unchanged.
 */
export function capUtf8(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes - MARK_BYTES);
  // Step back over continuation bytes (10xxxxxx) to the first byte of the character cut through.
  while (end > 0 && (buf[end] & 0xc0) === 0x80) end--;
  return `${buf.subarray(0, end).toString('utf8')}${MARK}`;
}
