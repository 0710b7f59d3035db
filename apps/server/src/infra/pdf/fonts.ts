import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The embedded typefaces (docs/decisions/053, 070): DejaVu Sans, and DejaVu Serif for the
 * certificate's title lines, from the `dejavu-fonts-ttf` package (Bitstream Vera licence: free
 * to embed and redistribute). They cover Indonesian text, "Rp" and "×", and PDFKit embeds a
 * subset of each, so no PDF refers to a standard-14 font that a reader would have to substitute.
 *
 * Each face is read and parsed by fontkit once per worker and handed to every document as the
 * parsed font (PDFKit accepts one): parsing DejaVu's tables again for each PDF cost more than
 * drawing the page. A document only reads the shared font; its subset is its own.
 */
const require = createRequire(import.meta.url);
const load = (file: string): Font => create(fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

/** A parsed face, typed as PDFKit's font source (its types say string only; it takes a fontkit font). */
export type TPdfFont = string;

let sans: { regular: TPdfFont; bold: TPdfFont } | null = null;
let serif: { bold: TPdfFont; italic: TPdfFont } | null = null;

export function pdfFonts(): { regular: TPdfFont; bold: TPdfFont } {
  sans ??= {
    regular: load('DejaVuSans.ttf') as unknown as TPdfFont,
    bold: load('DejaVuSans-Bold.ttf') as unknown as TPdfFont,
  };
  return sans;
}

export function pdfSerifFonts(): { bold: TPdfFont; italic: TPdfFont } {
  serif ??= {
    bold: load('DejaVuSerif-Bold.ttf') as unknown as TPdfFont,
    italic: load('DejaVuSerif-Italic.ttf') as unknown as TPdfFont,
  };
  return serif;
}
