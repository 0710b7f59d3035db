import { formatNpwp } from '@portal/contract';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../../infra/pdf/fonts';
export { toBuffer } from '../../../infra/pdf/to-buffer';
import { qrCode } from '../../../infra/pdf/qr-code';
import type { TInvoicePdfParty } from './invoice-pdf-data';
import { pdfText } from './pdf-text';
import { terbilangRupiah } from './terbilang';

/** A4 portrait in points, with the page margins every block keeps to. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - PAGE.margin;

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#d1d5db';
export const SHADE = '#f3f4f6';
export const ACCENT = '#1e3a8a';

export type TDoc = PDFKit.PDFDocument;

/**
 * A new A4 document with DejaVu Sans as its only typeface (regular and bold). The document's
 * first font is the TTF itself, so PDFKit never loads its Helvetica default.
 */
export function newDocument(title: string, author: string): TDoc {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: PAGE.margin,
    // No default font: PDFKit would otherwise load Helvetica, and opening a face twice makes it
    // compare the two faces' name tables. Our own faces are registered and chosen below.
    font: '',
    info: { Title: title, Author: author, Creator: author, Producer: 'PORTAL BSKI' },
    lang: 'id-ID',
    displayTitle: true,
    bufferPages: true, // page footers are written once the page count is known
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

export function text(
  doc: TDoc,
  s: string,
  x: number,
  y: number,
  o: { width: number; size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' },
): number {
  doc
    .font(o.bold ? 'bold' : 'regular')
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? INK);
  doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1.5 });
  return doc.y;
}

export function heightOf(doc: TDoc, s: string, o: { width: number; size?: number; bold?: boolean }): number {
  doc.font(o.bold ? 'bold' : 'regular').fontSize(o.size ?? 9);
  return doc.heightOfString(s, { width: o.width, lineGap: 1.5 });
}

export function rule(doc: TDoc, y: number, color = RULE, width = 0.75): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

/** Starts a new page when `height` more points would not fit; returns where to draw. */
export function ensureSpace(doc: TDoc, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

/** "NPWP 01.312.166.0-091.000", or null when the party has none. */
export const npwpLine = (npwp: string | null): string | null =>
  npwp ? pdfText('npwp', { npwp: formatNpwp(npwp) }) : null;

/**
 * The letterhead: the issuer's name, address and NPWP on the left, the document's title on the
 * right, and a rule under both. Returns the y below it.
 */
export function letterhead(doc: TDoc, issuer: TInvoicePdfParty, title: string, subtitle: string): number {
  const leftWidth = CONTENT_WIDTH * 0.6;
  const top = PAGE.margin;
  let y = text(doc, issuer.name, LEFT, top, { width: leftWidth, size: 14, bold: true, color: ACCENT });
  for (const line of [issuer.address, npwpLine(issuer.npwp)]) {
    if (line) y = text(doc, line, LEFT, y + 2, { width: leftWidth, size: 8.5, color: MUTED });
  }
  const titleBottom = text(doc, title, RIGHT - 200, top - 2, {
    width: 200,
    size: 22,
    bold: true,
    color: INK,
    align: 'right',
  });
  const subBottom = text(doc, subtitle, RIGHT - 200, titleBottom, {
    width: 200,
    size: 8.5,
    color: MUTED,
    align: 'right',
  });
  const bottom = Math.max(y, subBottom) + 10;
  rule(doc, bottom, ACCENT, 1.5);
  return bottom + 14;
}

/**
 * Label–value rows (two columns: a fixed label width, the value wrapping in the rest). Returns
 * the y below the last row.
 */
export function keyValues(
  doc: TDoc,
  rows: [string, string, { bold?: boolean; size?: number }?][],
  x: number,
  y: number,
  width: number,
  labelWidth: number,
): number {
  for (const [label, value, style] of rows) {
    const valueWidth = width - labelWidth;
    const h = Math.max(
      heightOf(doc, label, { width: labelWidth - 6 }),
      heightOf(doc, value, { width: valueWidth, ...style }),
    );
    text(doc, label, x, y, { width: labelWidth - 6, color: MUTED });
    text(doc, value, x + labelWidth, y, { width: valueWidth, ...style });
    y += h + 3;
  }
  return y;
}

/** A party block: a small caps heading, the name in bold, its address and NPWP. */
export function partyBlock(
  doc: TDoc,
  heading: string,
  party: TInvoicePdfParty,
  x: number,
  y: number,
  width: number,
): number {
  y = text(doc, heading, x, y, { width, size: 7.5, bold: true, color: MUTED });
  y = text(doc, party.name, x, y + 3, { width, size: 11, bold: true });
  for (const line of [party.address, npwpLine(party.npwp)]) {
    if (line) y = text(doc, line, x, y + 2, { width, color: INK });
  }
  return y;
}

/** "Terbilang: … rupiah" in a shaded band across the page. */
export function terbilangBand(doc: TDoc, amount: number, y: number): number {
  const words = pdfText('in_words', { words: terbilangRupiah(amount) });
  const pad = 8;
  const h = heightOf(doc, words, { width: CONTENT_WIDTH - 2 * pad, size: 9.5 }) + 2 * pad;
  y = ensureSpace(doc, y, h);
  doc.rect(LEFT, y, CONTENT_WIDTH, h).fill(SHADE);
  doc.rect(LEFT, y, 3, h).fill(ACCENT);
  text(doc, words, LEFT + pad + 2, y + pad, { width: CONTENT_WIDTH - 2 * pad, size: 9.5 });
  return y + h;
}

/**
 * The verification block: the QR code of the public invoice, the link and the code to type,
 * and the note that the document is valid without a signature. Kept whole on one page.
 */
export function verificationBlock(
  doc: TDoc,
  o: { url: string; code: string; issuerName: string; heading: string },
  y: number,
): number {
  const qr = 92;
  const textX = LEFT + qr + 14;
  const textWidth = CONTENT_WIDTH - qr - 14;
  const lines: [string, { bold?: boolean; size?: number; color?: string }][] = [
    [o.heading, { bold: true, size: 10 }],
    [pdfText('verify_instructions'), { color: MUTED }],
    [o.url, { size: 8, color: ACCENT }],
    [pdfText('verification_code', { code: o.code }), { bold: true, size: 11 }],
    [pdfText('valid_without_signature', { issuer: o.issuerName }), { size: 8, color: MUTED }],
  ];
  const textHeight = lines.reduce((h, [s, st]) => h + heightOf(doc, s, { width: textWidth, ...st }) + 4, 0);
  const h = Math.max(qr, textHeight);
  y = ensureSpace(doc, y, h + 12);
  rule(doc, y);
  y += 12;
  qrCode(doc, o.url, LEFT, y, qr);
  let ty = y + 2;
  for (const [s, st] of lines) ty = text(doc, s, textX, ty, { width: textWidth, ...st }) + 4;
  doc.link(LEFT, y, qr, qr, o.url);
  return y + h;
}

/**
 * A rubber-stamp style status (LUNAS, DIBATALKAN…) centred on (cx, cy), slightly tilted, at
 * most `maxWidth` wide (a long word is set smaller rather than run into the figures beside it).
 */
export function stamp(doc: TDoc, label: string, color: string, cx: number, cy: number, maxWidth: number): void {
  doc.font('bold').fontSize(22);
  const size = Math.min(22, (22 * (maxWidth - 28)) / doc.widthOfString(label));
  doc.fontSize(size);
  const w = doc.widthOfString(label) + 28;
  const h = size + 18;
  doc.save();
  doc.rotate(-8, { origin: [cx, cy] });
  doc.opacity(0.85);
  doc
    .roundedRect(cx - w / 2, cy - h / 2, w, h, 5)
    .lineWidth(2.5)
    .strokeColor(color)
    .stroke();
  doc
    .roundedRect(cx - w / 2 + 4, cy - h / 2 + 4, w - 8, h - 8, 3)
    .lineWidth(0.8)
    .strokeColor(color)
    .stroke();
  doc.fillColor(color).text(label, cx - w / 2, cy - size * 0.6, { width: w, align: 'center', lineBreak: false });
  doc.restore();
}

/**
 * "INV-… · Halaman 1 dari 2" in the bottom margin of every page, so a loose second page still
 * says what it belongs to. Needs a document created with buffered pages.
 */
export function pageFooters(doc: TDoc, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    text(doc, pdfText('page_footer', { label, page: i - start + 1, count }), LEFT, PAGE.height - 30, {
      width: CONTENT_WIDTH,
      size: 7.5,
      color: MUTED,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}
