/**
 * The device's system family of a User-Agent, for one's own sessions list
 * (docs/business-rules.md#sessions): only the family, never the version or the model. Order
 * matters: Android and ChromeOS say "Linux", iPadOS may say "Macintosh" (then it is shown as macOS).
 */
const FAMILIES: readonly [string, RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** "Windows", "macOS", "Linux", "Android", "iOS", "ChromeOS", or null (unknown or no header). */
export function deviceFamily(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  for (const [family, pattern] of FAMILIES) if (pattern.test(ua)) return family;
  return null;
}
