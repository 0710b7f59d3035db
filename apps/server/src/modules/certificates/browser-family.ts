/**
 * The browser family of a User-Agent, for the verification log (docs/business-rules.md#verification-log,
 * docs/decisions/067): only the family is kept, never the version, the device or the address.
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari", and Chrome says "Safari".
 */
const FAMILIES: readonly [string, RegExp][] = [
  ['Samsung Internet', /SamsungBrowser\//],
  ['Edge', /\b(Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(OPR|OPiOS|Opera)\b/],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** "Chrome", "Firefox", "Safari", "Edge", "Opera", "Samsung Internet", or null (unknown, a bot, no header). */
export function browserFamily(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  if (/bot|crawl|spider|curl|wget|python|headless/i.test(ua)) return null;
  for (const [family, pattern] of FAMILIES) if (pattern.test(ua)) return family;
  return null;
}
