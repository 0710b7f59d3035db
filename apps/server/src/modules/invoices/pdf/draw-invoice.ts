import {
  APPLICATION_TYPE_LABELS,
  PPN_BASE_RATIO,
  PPN_RATE_PERCENT,
  QUALIFICATION_LABELS,
  STATUS_BADGE_LABELS_ID,
  formatCurrency,
} from '@portal/contract';
import type { TInvoicePdfData } from './invoice-pdf-data';
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  LEFT,
  MUTED,
  PAGE,
  RIGHT,
  RULE,
  SHADE,
  type TDoc,
  ensureSpace,
  heightOf,
  keyValues,
  letterhead,
  partyBlock,
  stamp,
  terbilangBand,
  text,
  verificationBlock,
} from './layout';
import { STATUS_STAMPS, pdfCalendarDate, pdfDate, pdfText } from './pdf-text';

/** Where the verification block starts when the page has room: it then reads as a footer. */
const FOOTER_TOP = PAGE.height - PAGE.margin - 110;

/** Table columns of the fee lines: x offset from LEFT, width, alignment. */
const COLS = [
  { title: pdfText('invoice.col_no'), x: 0, w: 24, align: 'left' },
  { title: pdfText('invoice.col_description'), x: 24, w: 215, align: 'left' },
  { title: pdfText('invoice.col_quantity'), x: 239, w: 36, align: 'right' },
  { title: pdfText('invoice.col_unit_price'), x: 283, w: 100, align: 'right' },
  { title: pdfText('invoice.col_amount'), x: 391, w: CONTENT_WIDTH - 391, align: 'right' },
] as const;

function linesTable(doc: TDoc, data: TInvoicePdfData, y: number): number {
  const pad = 6;
  const head = 20;
  doc.rect(LEFT, y, CONTENT_WIDTH, head).fill(ACCENT);
  for (const c of COLS)
    text(doc, c.title, LEFT + c.x + (c.align === 'left' ? pad : 0), y + 6, {
      width: c.w - pad,
      size: 8.5,
      bold: true,
      color: '#ffffff',
      align: c.align,
    });
  y += head;
  data.lines.forEach((line, i) => {
    // A renewal line is printed at quantity × unit price, its discount on a line of its own below
    // (docs/business-rules.md#certificate-renewal): "1 × Rp 5.000.000", then "− Rp 1.000.000".
    const gross = line.quantity * line.unit_price;
    const discount = gross - line.amount;
    const cells = [
      String(i + 1),
      line.description,
      String(line.quantity),
      formatCurrency(line.unit_price),
      formatCurrency(discount > 0 ? gross : line.amount),
    ];
    const rowsOf: string[][] = [cells];
    if (discount > 0) rowsOf.push(['', pdfText('invoice.renewal_discount'), '', '', `−${formatCurrency(discount)}`]);
    const h =
      rowsOf.reduce(
        (sum, row) => sum + Math.max(...row.map((s, k) => heightOf(doc, s, { width: COLS[k].w - pad }))),
        0,
      ) +
      2 * pad;
    y = ensureSpace(doc, y, h);
    if (i % 2 === 1) doc.rect(LEFT, y, CONTENT_WIDTH, h).fill(SHADE);
    let rowY = y + pad;
    for (const row of rowsOf) {
      row.forEach((s, k) => {
        const c = COLS[k];
        text(doc, s, LEFT + c.x + (c.align === 'left' ? pad : 0), rowY, { width: c.w - pad, align: c.align });
      });
      rowY += Math.max(...row.map((s, k) => heightOf(doc, s, { width: COLS[k].w - pad })));
    }
    y += h;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  });
  return y;
}

/** Subtotal, DPP, PPN and total, right-aligned under the amount column (docs/business-rules.md#tax). */
function totals(doc: TDoc, data: TInvoicePdfData, y: number): { top: number; bottom: number } {
  const width = 250;
  const x = RIGHT - width;
  const rows: [string, number, boolean][] = [
    [pdfText('invoice.subtotal'), data.subtotal, false],
    [pdfText('invoice.dpp', { ratio: PPN_BASE_RATIO }), data.dpp, false],
    [pdfText('invoice.ppn', { rate: PPN_RATE_PERCENT }), data.ppn, false],
    [pdfText('invoice.total'), data.total, true],
  ];
  y = ensureSpace(doc, y + 8, rows.length * 18 + 10);
  const top = y;
  for (const [label, amount, strong] of rows) {
    if (strong) {
      doc.rect(x, y, width, 22).fill(SHADE);
      doc.moveTo(x, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke();
      text(doc, label, x + 6, y + 5, { width: 110, size: 11, bold: true });
      text(doc, formatCurrency(amount), x + 110, y + 5, { width: width - 116, size: 11, bold: true, align: 'right' });
      y += 22;
    } else {
      text(doc, label, x + 6, y + 3, { width: 150, color: MUTED });
      text(doc, formatCurrency(amount), x + 150, y + 3, { width: width - 156, align: 'right' });
      y += 17;
    }
  }
  return { top, bottom: y };
}

/** What the reader should do, by status: pay while open; nothing once paid, cancelled or refunded. */
function paymentIntro(data: TInvoicePdfData): string {
  switch (data.status) {
    case 'pending':
    case 'waiting_confirmation':
      return pdfText('invoice.pay_open', {
        total: formatCurrency(data.total),
        dueDate: pdfCalendarDate(data.dueDate),
        transId: data.transId,
      });
    case 'paid':
    case 'refunded':
      return data.paidAt ? pdfText('invoice.pay_done_on', { date: pdfDate(data.paidAt) }) : pdfText('invoice.pay_done');
    default:
      return pdfText('invoice.pay_cancelled');
  }
}

function paymentInstructions(doc: TDoc, data: TInvoicePdfData, y: number): number {
  const intro = paymentIntro(data);
  const rowH = 18;
  y = ensureSpace(doc, y, 20 + heightOf(doc, intro, { width: CONTENT_WIDTH }) + rowH * (data.bankAccounts.length + 1));
  y =
    text(doc, pdfText('invoice.how_to_pay'), LEFT, y, { width: CONTENT_WIDTH, size: 10.5, bold: true, color: ACCENT }) +
    3;
  y = text(doc, intro, LEFT, y, { width: CONTENT_WIDTH }) + 6;
  const cols = [
    { title: pdfText('invoice.col_bank'), x: 0, w: 150 },
    { title: pdfText('invoice.col_account_number'), x: 150, w: 150 },
    { title: pdfText('invoice.col_account_holder'), x: 300, w: CONTENT_WIDTH - 300 },
  ];
  doc.rect(LEFT, y, CONTENT_WIDTH, rowH).fill(SHADE);
  for (const c of cols)
    text(doc, c.title, LEFT + c.x + 6, y + 5, { width: c.w - 12, size: 8, bold: true, color: MUTED });
  y += rowH;
  for (const a of data.bankAccounts) {
    const cells = [a.bank_name, a.account_number, a.account_holder];
    const h = Math.max(...cells.map((s, k) => heightOf(doc, s, { width: cols[k].w - 12, bold: k < 2 }))) + 8;
    cells.forEach((s, k) => text(doc, s, LEFT + cols[k].x + 6, y + 4, { width: cols[k].w - 12, bold: k < 2 }));
    y += h;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  return y;
}

/** The invoice (docs/business-rules.md#invoices, "What the PDF shows"). */
export function drawInvoice(doc: TDoc, data: TInvoicePdfData): void {
  let y = letterhead(doc, data.issuer, pdfText('invoice.title'), pdfText('invoice.subtitle'));

  const half = (CONTENT_WIDTH - 24) / 2;
  const partyBottom = partyBlock(doc, pdfText('invoice.bill_to'), data.company, LEFT, y, half);
  const meta: [string, string, { bold?: boolean }?][] = [
    [pdfText('invoice.number'), data.transId, { bold: true }],
    [pdfText('invoice.code_reg'), data.codeReg],
    [
      pdfText('invoice.application'),
      pdfText('invoice.application_value', {
        type: APPLICATION_TYPE_LABELS[data.applicationType].id,
        qualification: QUALIFICATION_LABELS[data.qualification].id,
      }),
    ],
    [pdfText('invoice.issued_at'), pdfDate(data.issuedAt)],
    [pdfText('invoice.due_date'), pdfCalendarDate(data.dueDate), { bold: true }],
    [pdfText('invoice.status'), STATUS_BADGE_LABELS_ID[data.status]],
  ];
  if (data.paidAt) meta.push([pdfText('invoice.paid_at'), pdfDate(data.paidAt)]);
  const metaBottom = keyValues(doc, meta, LEFT + half + 24, y, half, 92);
  y = Math.max(partyBottom, metaBottom) + 16;

  y = linesTable(doc, data, y);
  const t = totals(doc, data, y);
  const st = STATUS_STAMPS[data.status];
  // The stamp sits in the empty space left of the totals, where it covers no figure.
  if (st)
    stamp(doc, st.text, st.color, LEFT + (CONTENT_WIDTH - 250) / 2, (t.top + t.bottom) / 2, CONTENT_WIDTH - 250 - 30);
  y = terbilangBand(doc, data.total, t.bottom + 12) + 18;

  y = paymentInstructions(doc, data, y) + 20;
  // The verification block is the page's footer when it fits there, else it follows on.
  y = Math.max(y, FOOTER_TOP);
  verificationBlock(
    doc,
    {
      url: data.publicUrl,
      code: data.verificationCode,
      issuerName: data.issuer.name,
      heading: pdfText('invoice.verify_heading'),
    },
    y,
  );
}
