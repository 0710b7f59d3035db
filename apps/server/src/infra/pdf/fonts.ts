import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The embedded typefaces (docs/decisions/053, 070): DejaVu Sans, and DejaVu Serif for the
 * certificate's title lines, from the `dejavu-fonts-ttf` package (Bitstream Vera licence: free
 * to embed and redistribute). They cover Indonesian text, "Rp" and "×", and PDFKit embeds a
 * subset of each, so no PDF refers to a standard-14 font that a reader would have to substitute.
 * Read once per worker.
 */
const require = createRequire(import.meta.url);
const load = (file: string): Buffer => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

let cached: { regular: Buffer; bold: Buffer } | null = null;
let serif: { bold: Buffer; italic: Buffer } | null = null;

export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  cached ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return cached;
}

export function pdfSerifFonts(): { bold: Buffer; italic: Buffer } {
  serif ??= { bold: load('DejaVuSerif-Bold.ttf'), italic: load('DejaVuSerif-Italic.ttf') };
  return serif;
}
