import type { TCertificateSubBidang } from '@portal/contract';
import { pdfText } from './certificate-text';
import { INK, MUTED, NAVY, RULE, SHADE, type TDoc, heightOf, text } from './page';

/**
 * The sub-bidang table (docs/business-rules.md#certificate-pdf): No, code, name, KBLI. On the
 * first page it is set as large as it fits, in one column or two side by side; a list too long
 * for that moves whole to an annex (Lampiran) that continues over as many pages as it needs.
 */
export interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface TLayout {
  columns: 1 | 2;
  size: number;
}

/** Tried in order; the first that fits the box wins. */
const FIRST_PAGE_LAYOUTS: TLayout[] = [
  { columns: 1, size: 9 },
  { columns: 2, size: 8.5 },
  { columns: 2, size: 7.5 },
  { columns: 2, size: 7 },
];
/** The annex: two columns at a size that stays easy to read. */
export const ANNEX_LAYOUT: TLayout = { columns: 2, size: 8 };

const GAP = 18;
const PAD = 3.5;

function columnsOf(width: number, columns: number, size: number) {
  const w = (width - GAP * (columns - 1)) / columns;
  const no = size * 3.2;
  const code = size * 6.2;
  const kbli = size * 5.4;
  return { w, no, code, kbli, name: w - no - code - kbli };
}

const headHeight = (size: number) => size + 2 * PAD + 3;

function rowHeight(doc: TDoc, s: TCertificateSubBidang, width: number, l: TLayout): number {
  const c = columnsOf(width, l.columns, l.size);
  return heightOf(doc, s.name, { width: c.name - 2 * PAD, size: l.size }) + 2 * PAD;
}

/** Splits the rows into columns of at most `height` points each (rows in reading order, column by column). */
function split(
  doc: TDoc,
  rows: TCertificateSubBidang[],
  width: number,
  l: TLayout,
  height: number,
): TCertificateSubBidang[][] | null {
  const heights = rows.map((r) => rowHeight(doc, r, width, l));
  const cols: TCertificateSubBidang[][] = [];
  // Balanced: each column takes its share of the rows, so two columns end near the same line.
  const per = Math.ceil(rows.length / l.columns);
  for (let c = 0; c < l.columns; c++) {
    const part = rows.slice(c * per, (c + 1) * per);
    const h = headHeight(l.size) + heights.slice(c * per, (c + 1) * per).reduce((a, b) => a + b, 0);
    if (h > height) return null;
    if (part.length > 0) cols.push(part);
  }
  return cols;
}

/** A single column is narrower than the page and centred: a short list reads as one block. */
const SINGLE_COLUMN_WIDTH = 600;

/** The layout, columns and box that fit `box` on the first page, or null when none does. */
export function fitFirstPage(
  doc: TDoc,
  rows: TCertificateSubBidang[],
  box: TBox,
): { layout: TLayout; columns: TCertificateSubBidang[][]; box: TBox } | null {
  for (const layout of FIRST_PAGE_LAYOUTS) {
    if (layout.columns > 1 && rows.length < 4) continue;
    const width = layout.columns === 1 ? Math.min(box.width, SINGLE_COLUMN_WIDTH) : box.width;
    const at = { ...box, x: box.x + (box.width - width) / 2, width };
    const columns = split(doc, rows, at.width, layout, at.height);
    if (columns) return { layout, columns, box: at };
  }
  return null;
}

/** Draws one column of the table at (x, y), numbering from `first`; returns the y below it. */
export function drawColumn(
  doc: TDoc,
  rows: TCertificateSubBidang[],
  first: number,
  x: number,
  y: number,
  width: number,
  l: TLayout,
): number {
  const c = columnsOf(width, l.columns, l.size);
  const cells = [
    { x: 0, w: c.no, align: 'right' as const },
    { x: c.no, w: c.code, align: 'left' as const },
    { x: c.no + c.code, w: c.name, align: 'left' as const },
    { x: c.no + c.code + c.name, w: c.kbli, align: 'left' as const },
  ];
  const hh = headHeight(l.size);
  doc.rect(x, y, c.w, hh).fill(NAVY);
  [
    pdfText('certificate.col_no'),
    pdfText('certificate.col_code'),
    pdfText('certificate.col_sub_bidang'),
    pdfText('certificate.col_kbli'),
  ].forEach((t, k) =>
    text(doc, t, x + cells[k].x + PAD, y + PAD + 1.5, {
      width: cells[k].w - 2 * PAD,
      size: l.size - 0.5,
      font: 'bold',
      color: '#ffffff',
      align: cells[k].align,
    }),
  );
  y += hh;
  rows.forEach((s, i) => {
    const h = rowHeight(doc, s, width, l);
    if ((first + i) % 2 === 1) doc.rect(x, y, c.w, h).fill(SHADE);
    const values = [`${first + i + 1}.`, s.code, s.name, s.kbli_code];
    values.forEach((v, k) =>
      text(doc, v, x + cells[k].x + PAD, y + PAD, {
        width: cells[k].w - 2 * PAD,
        size: l.size,
        font: k === 1 ? 'bold' : 'regular',
        color: k === 0 ? MUTED : INK,
        align: cells[k].align,
      }),
    );
    y += h;
    doc
      .moveTo(x, y)
      .lineTo(x + c.w, y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  });
  return y;
}

/** Draws the columns side by side in `box`, numbering from `numberFrom`; returns the y below the longest. */
export function drawColumns(
  doc: TDoc,
  columns: TCertificateSubBidang[][],
  box: TBox,
  l: TLayout,
  numberFrom = 0,
): number {
  const c = columnsOf(box.width, l.columns, l.size);
  let first = numberFrom;
  let bottom = box.y;
  columns.forEach((rows, k) => {
    bottom = Math.max(bottom, drawColumn(doc, rows, first, box.x + k * (c.w + GAP), box.y, box.width, l));
    first += rows.length;
  });
  return bottom;
}

/**
 * Cuts the annex's rows into pages of two columns, each column filled top to bottom before the
 * next (the numbering reads down the first column, then the second).
 */
export function annexPages(doc: TDoc, rows: TCertificateSubBidang[], box: TBox): TCertificateSubBidang[][][] {
  const l = ANNEX_LAYOUT;
  const pages: TCertificateSubBidang[][][] = [];
  let page: TCertificateSubBidang[][] = [];
  let column: TCertificateSubBidang[] = [];
  let used = headHeight(l.size);
  for (const r of rows) {
    const h = rowHeight(doc, r, box.width, l);
    if (used + h > box.height && column.length > 0) {
      page.push(column);
      column = [];
      used = headHeight(l.size);
      if (page.length === l.columns) {
        pages.push(page);
        page = [];
      }
    }
    column.push(r);
    used += h;
  }
  page.push(column);
  pages.push(page);
  return pages;
}
