import { MAIL_TEXTS, textsIn } from '@portal/contract';

/**
 * The one e-mail layout and the one HTML escape (docs/business-rules.md#mail; docs/decisions/097):
 * every mail the server sends is `renderMail` around its words from the contract's mail catalogue.
 * Indonesian first, the action button, then the English part under a rule, then the footer. All
 * text is escaped here; a mail never writes HTML of its own.
 */

const BRAND = 'PORTAL BSKI';
const id = textsIn(MAIL_TEXTS, 'id');
const en = textsIn(MAIL_TEXTS, 'en');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: the five characters that could open markup or end an attribute. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A paragraph: plain text (line breaks kept), or a one-time code set large. */
export type TMailBlock = string | { code: string };

export interface TMailContent {
  /** The subject, also the HTML document's title. */
  subject: string;
  /** The Indonesian part. */
  paragraphs: TMailBlock[];
  /** The button under the Indonesian part; `showUrl` prints the address under it too. */
  action?: { href: string; label: string; showUrl?: boolean };
  /** The English part, under a rule. */
  english?: string[];
}

const paragraph = (block: TMailBlock, style = 'white-space:pre-line'): string =>
  typeof block === 'string'
    ? `<p style="${style}">${escapeHtml(block)}</p>`
    : `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(block.code)}</p>`;

/** The HTML part of a mail. */
export function renderMail({ subject, paragraphs, action, english = [] }: TMailContent): string {
  const parts = [
    `<h1 style="font-size:18px;margin:0 0 16px">${BRAND}</h1>`,
    ...paragraphs.map((p) => paragraph(p)),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          ...(action.showUrl ? [`<p style="font-size:12px;word-break:break-all">${escapeHtml(action.href)}</p>`] : []),
        ]
      : []),
    ...(english.length ? ['<hr>', ...english.map((p) => paragraph(p, 'white-space:pre-line;color:#4b5563'))] : []),
    `<p style="font-size:12px;color:#6b7280;margin-top:24px">${escapeHtml(`${id('footer')} / ${en('footer')}`)}</p>`,
  ];
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${parts.join('\n')}
</div></body></html>`;
}

/**
 * The plain-text part most mails share: the Indonesian lines and "Buka: <link>", then under
 * "---" the English lines and "Open: <link>".
 */
export const renderMailText = (lines: string[], english: string[], link: string): string =>
  [...lines, id('open_link', { link }), '', '---', ...english, en('open_link', { link })].join('\n');

/** A subject with the portal's name: "Registrasi PT A disetujui - PORTAL BSKI". */
export const mailSubject = (subject: string): string => id('subject', { subject });
