import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page of a PDF as a reader sees it: its size in points and its text, items joined by spaces. */
export interface TPdfPage {
  width: number;
  height: number;
  text: string;
}

const open = (pdf: Buffer) => getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;

/** Reads a PDF back with pdf.js (tests only): every page's size and text. */
export async function readPdf(pdf: Buffer): Promise<TPdfPage[]> {
  const doc = await open(pdf);
  const pages: TPdfPage[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const [x0, y0, x1, y1] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ width: x1 - x0, height: y1 - y0, text });
  }
  await doc.destroy();
  return pages;
}

/** Page 1 drawn to pixels by pdf.js on @napi-rs/canvas, then the QR code found on it decoded with jsQR. */
export async function decodeQrOnFirstPage(pdf: Buffer, scale = 2): Promise<{ text: string | null; png: Buffer }> {
  const doc = await open(pdf);
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same 2D context.
  await page.render({ canvasContext: ctx, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
  const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(
    new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    canvas.width,
    canvas.height,
  );
  const png = canvas.toBuffer('image/png');
  await doc.destroy();
  return { text: code?.data ?? null, png };
}

/**
 * The font dictionaries of a PDF, read from its bytes (PDFKit writes them uncompressed): each
 * font's /BaseFont and /Subtype, and how many embedded TrueType programs (/FontFile2) there are.
 */
export function pdfFonts(pdf: Buffer): { baseFonts: string[]; subtypes: string[]; embeddedPrograms: number } {
  const raw = pdf.toString('latin1');
  return {
    baseFonts: [...raw.matchAll(/\/BaseFont\s*\/([^\s/>]+)/g)].map((m) => m[1]),
    subtypes: [...raw.matchAll(/\/Type\s*\/Font\b[^>]*?\/Subtype\s*\/(\w+)/g)].map((m) => m[1]),
    embeddedPrograms: [...raw.matchAll(/\/FontFile2\s+\d+\s+0\s+R/g)].length,
  };
}
