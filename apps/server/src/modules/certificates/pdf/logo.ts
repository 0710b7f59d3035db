/**
 * The portal's logo (apps/web/public/uploads/logo.svg, the shield the web app shows) as vector
 * paths, drawn into the PDF: nothing is fetched or read at render time, and the mark stays sharp
 * at any zoom (docs/decisions/070). A test keeps these paths and colours equal to the SVG's.
 */
export const LOGO = {
  viewBox: 64,
  gradient: { from: '#1d6fd8', to: '#134a91' },
  shield: 'M32 3 56 12v19c0 15-10 25-24 30C18 56 8 46 8 31V12z',
  /** The inner outline, white at 35 % opacity. */
  outline: 'M32 9 50 16v15c0 11.5-7.4 19.5-18 23.6C21.4 50.5 14 42.5 14 31V16z',
  outlineWidth: 1.5,
  outlineOpacity: 0.35,
  check: 'm22 32 7 7 14-15',
  checkWidth: 5,
} as const;

/** The shield's bounds in the 64-unit box, where the SVG's diagonal gradient runs. */
const BOUNDS = { x0: 8, y0: 3, x1: 56, y1: 61 };

/**
 * Draws the logo `size` points wide with its top-left corner at (x, y). As a watermark
 * (`faint`, 0–1) the shield is one flat translucent colour: a gradient with translucent stops
 * needs a soft mask, which not every viewer paints.
 */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number, faint?: number): void {
  doc.save();
  doc.translate(x, y).scale(size / LOGO.viewBox);
  if (faint === undefined) {
    const grad = doc.linearGradient(BOUNDS.x0, BOUNDS.y0, BOUNDS.x1, BOUNDS.y1);
    grad.stop(0, LOGO.gradient.from).stop(1, LOGO.gradient.to);
    doc.path(LOGO.shield).fill(grad);
    doc.path(LOGO.outline).lineWidth(LOGO.outlineWidth).strokeOpacity(LOGO.outlineOpacity).stroke('#ffffff');
    doc.strokeOpacity(1);
  } else {
    doc.path(LOGO.shield).fillOpacity(faint).fill(LOGO.gradient.to);
  }
  doc.path(LOGO.check).lineWidth(LOGO.checkWidth).lineCap('round').lineJoin('round').stroke('#ffffff');
  doc.restore();
}
