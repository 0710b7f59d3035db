import PDFDocument from 'pdfkit';
import { pdfFonts, pdfSerifFonts } from '../../../infra/pdf/fonts';
export { toBuffer } from '../../../infra/pdf/to-buffer';
import { pdfText } from './certificate-text';
import { drawLogo } from './logo';

/** A4 landscape in points; the frame's two lines and the content box inside them. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
const FRAME_OUTER = 16;
const FRAME_INNER = 23;
export const BOX = { left: 52, right: PAGE.width - 52, top: 40, bottom: PAGE.height - 38 } as const;
export const BOX_WIDTH = BOX.right - BOX.left;
export const CENTER_X = PAGE.width / 2;

export const INK = '#111827';
export const MUTED = '#4b5563';
export const NAVY = '#173e7a';
export const GOLD = '#a8874f';
export const RULE = '#cbd5e1';
export const SHADE = '#f4f6fa';
export const ALERT = '#b91c1c';

export type TDoc = PDFKit.PDFDocument;
export type TFont = 'regular' | 'bold' | 'serif-bold' | 'serif-italic';
export interface TTextStyle {
  width: number;
  size?: number;
  font?: TFont;
  color?: string;
  align?: 'left' | 'right' | 'center';
  spacing?: number;
  /** Clip to this height (with an ellipsis) instead of running on. */
  height?: number;
}

/**
 * A new A4 landscape document whose typefaces are DejaVu Sans and DejaVu Serif only: its first
 * font is a TTF, so PDFKit never loads its Helvetica default. Pages are buffered so page numbers
 * can be written once the count is known.
 */
export function newCertificateDocument(title: string, author: string): TDoc {
  const sans = pdfFonts();
  const serif = pdfSerifFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // No default font: PDFKit would otherwise load Helvetica, and opening a face twice makes it
    // compare the two faces' name tables. Our own faces are registered and chosen below.
    font: '',
    info: { Title: title, Author: author, Creator: author, Producer: 'PORTAL BSKI' },
    lang: 'id-ID',
    displayTitle: true,
    bufferPages: true,
  });
  doc.registerFont('regular', sans.regular);
  doc.registerFont('bold', sans.bold);
  doc.registerFont('serif-bold', serif.bold);
  doc.registerFont('serif-italic', serif.italic);
  doc.font('regular');
  return doc;
}

function setStyle(doc: TDoc, o: TTextStyle): void {
  doc.font(o.font ?? 'regular').fontSize(o.size ?? 9);
}

/** Writes `s` in a box `o.width` wide at (x, y); returns the y below it. */
export function text(doc: TDoc, s: string, x: number, y: number, o: TTextStyle): number {
  setStyle(doc, o);
  doc.fillColor(o.color ?? INK);
  doc.text(s, x, y, {
    width: o.width,
    align: o.align ?? 'left',
    lineGap: 1.5,
    characterSpacing: o.spacing ?? 0,
    ...(o.height ? { height: o.height, ellipsis: true } : {}),
  });
  return doc.y;
}

export function heightOf(doc: TDoc, s: string, o: TTextStyle): number {
  setStyle(doc, o);
  return doc.heightOfString(s, { width: o.width, lineGap: 1.5, characterSpacing: o.spacing ?? 0 });
}

/** Text centred on the page, `width` wide. */
export const centred = (doc: TDoc, s: string, y: number, o: Omit<TTextStyle, 'align'>): number =>
  text(doc, s, CENTER_X - o.width / 2, y, { ...o, align: 'center' });

/**
 * The frame of every page: a navy outer line, a thin gold inner line with small diamonds at its
 * corners, and the logo large and faint in the middle, under everything else.
 */
export function frame(doc: TDoc): void {
  const { width: W, height: H } = PAGE;
  doc
    .rect(FRAME_OUTER, FRAME_OUTER, W - 2 * FRAME_OUTER, H - 2 * FRAME_OUTER)
    .lineWidth(2.5)
    .strokeColor(NAVY)
    .stroke();
  doc
    .rect(FRAME_INNER, FRAME_INNER, W - 2 * FRAME_INNER, H - 2 * FRAME_INNER)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  for (const [cx, cy] of [
    [FRAME_INNER, FRAME_INNER],
    [W - FRAME_INNER, FRAME_INNER],
    [FRAME_INNER, H - FRAME_INNER],
    [W - FRAME_INNER, H - FRAME_INNER],
  ]) {
    doc.polygon([cx, cy - 5], [cx + 5, cy], [cx, cy + 5], [cx - 5, cy]).fill(GOLD);
  }
  const size = 250;
  drawLogo(doc, CENTER_X - size / 2, H / 2 - size / 2 + 20, size, 0.045);
}

/** A short gold rule centred on the page, with a diamond in its middle. */
export function ornamentRule(doc: TDoc, y: number, width: number): void {
  doc
    .moveTo(CENTER_X - width / 2, y)
    .lineTo(CENTER_X - 6, y)
    .moveTo(CENTER_X + 6, y)
    .lineTo(CENTER_X + width / 2, y)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  doc.polygon([CENTER_X, y - 3], [CENTER_X + 3, y], [CENTER_X, y + 3], [CENTER_X - 3, y]).fill(GOLD);
}

/**
 * "PRATINJAU — BELUM DITERBITKAN" across the page, large, red and translucent: a preview can
 * never pass for an issued certificate, on screen or on paper.
 */
export function previewWatermark(doc: TDoc, mark: string): void {
  doc.save();
  doc.rotate(-24, { origin: [CENTER_X, PAGE.height / 2] });
  doc.opacity(0.13).font('bold').fontSize(48).fillColor(ALERT);
  // As large as fits the page's diagonal band without running off its edges.
  const size = Math.min(48, (48 * 660) / doc.widthOfString(mark));
  doc.fontSize(size);
  const w = doc.widthOfString(mark);
  doc.text(mark, CENTER_X - w / 2, PAGE.height / 2 - size * 0.6, { lineBreak: false });
  doc.restore();
}

/** "Halaman 1 dari 2" at the foot of every page, when there is more than one. */
export function pageNumbers(doc: TDoc, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    text(doc, pdfText('page_footer', { label, page: i - start + 1, count }), BOX.left, PAGE.height - 34, {
      width: BOX_WIDTH,
      size: 7,
      color: MUTED,
      align: 'center',
    });
  }
}
