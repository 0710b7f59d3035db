import { qrCode } from '../../../infra/pdf/qr-code';
import type { TCertificatePdfData } from './certificate-pdf-data';
import {
  PREVIEW_MARK,
  bidangNames,
  certificateDate,
  npwpText,
  numberLine,
  pdfText,
  qualificationLabel,
} from './certificate-text';
import { drawLogo } from './logo';
import {
  ALERT,
  BOX,
  BOX_WIDTH,
  CENTER_X,
  GOLD,
  INK,
  MUTED,
  NAVY,
  RULE,
  SHADE,
  type TDoc,
  centred,
  frame,
  heightOf,
  newCertificateDocument,
  ornamentRule,
  pageNumbers,
  previewWatermark,
  text,
  toBuffer,
} from './page';
import { ANNEX_LAYOUT, type TBox, annexPages, drawColumns, fitFirstPage } from './sub-bidang-table';

/** The footer band (QR code, note, signature) takes the bottom of the first page. */
const FOOTER_HEIGHT = 106;
const FOOTER_TOP = BOX.bottom - FOOTER_HEIGHT;
const QR_SIZE = 74;
const SIGN_WIDTH = 230;
/** Where the annex's table starts and how tall it may be. */
const ANNEX_BOX = { x: BOX.left, y: BOX.top + 52, width: BOX_WIDTH, height: BOX.bottom - 12 - (BOX.top + 52) };

/** Logo, body, title, number (or the preview mark). Returns the y below. */
function header(doc: TDoc, input: TCertificatePdfData): number {
  const logo = 40;
  drawLogo(doc, CENTER_X - logo / 2, BOX.top - 6, logo);
  let y = BOX.top + logo - 2;
  y = centred(doc, input.data.body_name.toUpperCase(), y, {
    width: BOX_WIDTH - 120,
    size: 9.5,
    font: 'bold',
    color: NAVY,
    spacing: 0.3,
  });
  y = centred(doc, pdfText('certificate.title'), y + 3, {
    width: BOX_WIDTH,
    size: 26,
    font: 'serif-bold',
    color: INK,
    spacing: 1.5,
  });
  ornamentRule(doc, y + 4, 220);
  const line = numberLine(input.number, input.revision);
  if (line) y = centred(doc, line, y + 10, { width: BOX_WIDTH, size: 12, font: 'bold', color: NAVY });
  else y = centred(doc, PREVIEW_MARK, y + 10, { width: BOX_WIDTH, size: 12, font: 'bold', color: ALERT });
  return y;
}

/** "diberikan kepada", the company's name, address and NPWP. Returns the y below. */
function holder(doc: TDoc, input: TCertificatePdfData, y: number): number {
  const { data } = input;
  const width = BOX_WIDTH - 140;
  y = centred(doc, pdfText('certificate.given_to'), y + 7, { width, size: 10, font: 'serif-italic', color: MUTED });
  y = centred(doc, data.company_name, y + 2, { width, size: 19, font: 'serif-bold', color: NAVY });
  y = centred(doc, data.company_address, y + 2, { width: width - 80, size: 8.5, color: INK });
  const npwp = npwpText(data.npwp);
  if (npwp) y = centred(doc, npwp, y + 1, { width, size: 8.5, color: MUTED });
  return y;
}

/** A shaded band of four facts: qualification, classification, issue date, validity. Returns the y below. */
function facts(doc: TDoc, input: TCertificatePdfData, y: number): number {
  const cells: [string, string, number][] = [
    [pdfText('certificate.fact_qualification'), qualificationLabel(input.data.qualification), 0.15],
    [pdfText('certificate.fact_classification'), bidangNames(input.data.sub_bidang).join(' · '), 0.47],
    [pdfText('certificate.fact_issued'), certificateDate(input.issuedOn), 0.18],
    [pdfText('certificate.fact_valid_until'), certificateDate(input.validUntil), 0.2],
  ];
  const pad = 7;
  const value = (s: string, w: number) => ({
    width: w - 2 * pad,
    size: s.length > 60 ? 8.5 : 9.5,
    font: 'bold' as const,
  });
  const h = Math.max(...cells.map(([, v, f]) => heightOf(doc, v, value(v, BOX_WIDTH * f)))) + 2 * pad + 12;
  doc.rect(BOX.left, y, BOX_WIDTH, h).fill(SHADE);
  doc
    .moveTo(BOX.left, y)
    .lineTo(BOX.right, y)
    .moveTo(BOX.left, y + h)
    .lineTo(BOX.right, y + h)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  let x = BOX.left;
  cells.forEach(([label, v, f], i) => {
    const w = BOX_WIDTH * f;
    if (i > 0)
      doc
        .moveTo(x, y + 6)
        .lineTo(x, y + h - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    text(doc, label, x + pad, y + pad, { width: w - 2 * pad, size: 6.5, font: 'bold', color: MUTED, spacing: 0.5 });
    text(doc, v, x + pad, y + pad + 11, { ...value(v, w), color: INK });
    x += w;
  });
  return y + h;
}

/** The QR code of the public page with its link under it; a preview gets a placeholder instead. */
function verification(doc: TDoc, input: TCertificatePdfData): void {
  const x = BOX.left;
  const y = FOOTER_TOP + 8;
  if (input.publicUrl && input.number) {
    qrCode(doc, input.publicUrl, x, y, QR_SIZE);
    doc.link(x, y, QR_SIZE, QR_SIZE, input.publicUrl);
    // One line under the code (the note beside it ends above): a link read back or copied whole.
    text(doc, input.publicUrl, x, y + QR_SIZE + 3, { width: 330, size: 6.5, color: MUTED });
  } else {
    doc.rect(x, y, QR_SIZE, QR_SIZE).dash(3, { space: 3 }).lineWidth(0.8).strokeColor(ALERT).stroke().undash();
    text(doc, pdfText('certificate.qr_placeholder'), x + 6, y + QR_SIZE / 2 - 12, {
      width: QR_SIZE - 12,
      size: 6.5,
      color: ALERT,
      align: 'center',
    });
  }
}

/** A few lines between the QR code and the signature on how to check the certificate. */
function note(doc: TDoc, input: TCertificatePdfData): void {
  const x = BOX.left + QR_SIZE + 18;
  const width = BOX_WIDTH - QR_SIZE - 18 - SIGN_WIDTH - 40;
  let y = text(
    doc,
    pdfText('certificate.validity_sentence', { date: certificateDate(input.validUntil) }),
    x,
    FOOTER_TOP + 16,
    {
      width,
      size: 9,
      font: 'bold',
      color: INK,
    },
  );
  const lines = [
    pdfText('certificate.issued_electronically', { body: input.data.body_name }),
    input.number ? pdfText('certificate.how_to_verify') : pdfText('certificate.preview_note'),
  ];
  for (const l of lines) y = text(doc, l, x, y + 4, { width, size: 7.5, color: MUTED });
}

/** The issue date, the body, the space for the signature, the signatory's name and position. */
function signature(doc: TDoc, input: TCertificatePdfData): void {
  const x = BOX.right - SIGN_WIDTH;
  const o = { width: SIGN_WIDTH, align: 'center' as const };
  let y = text(doc, pdfText('certificate.issued_on', { date: certificateDate(input.issuedOn) }), x, FOOTER_TOP + 4, {
    ...o,
    size: 8.5,
    color: MUTED,
  });
  y = text(doc, input.data.body_name, x, y + 1, { ...o, size: 8.5, font: 'bold', color: INK });
  const nameY = Math.max(y + 34, BOX.bottom - 24);
  const name = input.data.signatory_name || pdfText('certificate.no_signatory');
  const end = text(doc, name, x, nameY, { ...o, size: 10, font: 'bold', color: INK });
  doc.font('bold').fontSize(10);
  const w = Math.min(SIGN_WIDTH, doc.widthOfString(name) + 16);
  doc
    .moveTo(x + (SIGN_WIDTH - w) / 2, nameY + 12.5)
    .lineTo(x + (SIGN_WIDTH + w) / 2, nameY + 12.5)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
  text(doc, input.data.signatory_position, x, end + 1, { ...o, size: 8.5, color: MUTED });
}

/** The annex's heading: logo, title, number and company, so a loose page still says what it belongs to. */
function annexHeader(doc: TDoc, input: TCertificatePdfData): void {
  drawLogo(doc, BOX.left, BOX.top - 6, 34);
  const x = BOX.left + 44;
  let y = text(doc, pdfText('certificate.annex_title'), x, BOX.top - 4, {
    width: BOX_WIDTH - 44,
    size: 14,
    font: 'serif-bold',
    color: INK,
    spacing: 0.8,
  });
  const ref = [numberLine(input.number, input.revision) ?? PREVIEW_MARK, input.data.company_name].join(' · ');
  y = text(doc, ref, x, y + 1, { width: BOX_WIDTH - 44, size: 9, font: 'bold', color: input.number ? NAVY : ALERT });
  y = Math.max(y, BOX.top + 30) + 8;
  doc.moveTo(BOX.left, y).lineTo(BOX.right, y).lineWidth(0.8).strokeColor(GOLD).stroke();
}

/**
 * In the table's place when the sub-bidang are in the annex: where to find them, and how many of
 * each bidang there are (when that summary fits), so the first page still says what it covers.
 */
function annexNotice(
  doc: TDoc,
  rows: TCertificatePdfData['data']['sub_bidang'],
  annexPageCount: number,
  box: TBox,
): void {
  const pages =
    annexPageCount > 1
      ? pdfText('certificate.annex_pages', { last: annexPageCount + 1 })
      : pdfText('certificate.annex_page');
  doc.rect(box.x, box.y, box.width, 34).lineWidth(0.6).strokeColor(RULE).stroke();
  const notice = pdfText('certificate.annex_notice', { count: rows.length, pages });
  text(doc, notice, box.x + 10, box.y + 11, { width: box.width - 20, size: 9, color: INK, align: 'center' });
  const counts = new Map<string, { code: string; n: number }>();
  for (const r of rows) {
    const c = counts.get(r.bidang_name) ?? { code: r.bidang_code, n: 0 };
    counts.set(r.bidang_name, { ...c, n: c.n + 1 });
  }
  const perColumn = Math.ceil(counts.size / 2);
  const rowH = 15;
  const top = box.y + 46;
  if (top + perColumn * rowH > box.y + box.height) return;
  const colW = (box.width - 36) / 2;
  [...counts].forEach(([name, { code, n }], i) => {
    const x = box.x + Math.floor(i / perColumn) * (colW + 36);
    const y = top + (i % perColumn) * rowH;
    text(doc, code, x, y, { width: 28, size: 8.5, font: 'bold', color: NAVY });
    text(doc, name, x + 28, y, { width: colW - 28 - 70, size: 8.5, color: INK, height: rowH });
    text(doc, pdfText('certificate.bidang_count', { count: n }), x + colW - 70, y, {
      width: 70,
      size: 8.5,
      color: MUTED,
      align: 'right',
    });
    doc
      .moveTo(x, y + rowH - 3)
      .lineTo(x + colW, y + rowH - 3)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  });
}

/** The whole certificate: one page, or the first page and an annex with the sub-bidang. */
export function drawCertificatePdf(input: TCertificatePdfData): Promise<Buffer> {
  const label = input.number ?? pdfText('certificate.preview_label');
  const doc = newCertificateDocument(
    pdfText('certificate.document_title', {
      number: input.number ?? pdfText('certificate.preview_number'),
      company: input.data.company_name,
    }),
    input.data.body_name,
  );
  frame(doc);
  let y = header(doc, input);
  y = holder(doc, input, y);
  y = facts(doc, input, y + 10);
  const rows = input.data.sub_bidang;
  const box: TBox = { x: BOX.left, y: y + 18, width: BOX_WIDTH, height: FOOTER_TOP - 6 - (y + 18) };
  const fit = fitFirstPage(doc, rows, box);
  // The heading lines up with the table, which a short list centres.
  text(doc, pdfText('certificate.sub_bidang_heading'), fit?.box.x ?? BOX.left, y + 7, {
    width: BOX_WIDTH,
    size: 7,
    font: 'bold',
    color: MUTED,
    spacing: 0.5,
  });
  let annex: ReturnType<typeof annexPages> = [];
  if (fit) drawColumns(doc, fit.columns, fit.box, fit.layout);
  else {
    annex = annexPages(doc, rows, ANNEX_BOX);
    annexNotice(doc, rows, annex.length, box);
  }
  verification(doc, input);
  note(doc, input);
  signature(doc, input);
  if (!input.number) previewWatermark(doc, PREVIEW_MARK);

  let first = 0;
  for (const columns of annex) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    frame(doc);
    annexHeader(doc, input);
    drawColumns(doc, columns, ANNEX_BOX, ANNEX_LAYOUT, first);
    first += columns.reduce((n, c) => n + c.length, 0);
    if (!input.number) previewWatermark(doc, PREVIEW_MARK);
  }
  pageNumbers(doc, label);
  return toBuffer(doc);
}
