/** A file size for admin lists and detail panels: B, KB or MB with one decimal in the UI language. */
export function formatBytes(bytes: number, language: string): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'id-ID';
  const fmt = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / (1024 * 1024))} MB`;
}
