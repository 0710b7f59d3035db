import QRCode from 'qrcode';

/**
 * The QR code of `url`, drawn as vector squares (sharp at any zoom, no PNG), `size` points wide,
 * with a quiet zone of two modules inside `size` and error correction M (docs/decisions/053).
 */
export function qrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2; // modules of white border inside `size`; the page around it is white too
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let r = 0; r < modules.size; r++) {
    let c = 0;
    while (c < modules.size) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < modules.size && modules.get(r, c)) c++;
      // A hair of overlap so adjacent squares leave no seams when a viewer anti-aliases.
      doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}
