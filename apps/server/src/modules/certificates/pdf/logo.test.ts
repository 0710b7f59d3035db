import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO } from './logo';

/** The PDF draws the web app's logo from a copy of its paths; this keeps the copy true to the file. */
const svg = fs.readFileSync(new URL('../../../../../web/public/uploads/logo.svg', import.meta.url), 'utf8');

describe('the certificate logo (docs/decisions/070)', () => {
  it('has the paths, strokes and colours of apps/web/public/uploads/logo.svg', () => {
    expect(svg).toContain('viewBox="0 0 64 64"');
    const paths = [...svg.matchAll(/<path d="([^"]+)"([^>]*)\/>/g)].map((m) => ({ d: m[1], attrs: m[2] }));
    expect(paths.map((p) => p.d)).toEqual([LOGO.shield, LOGO.outline, LOGO.check]);
    expect(paths[1].attrs).toContain(`stroke-opacity="${String(LOGO.outlineOpacity).replace(/^0/, '')}"`);
    expect(paths[1].attrs).toContain(`stroke-width="${LOGO.outlineWidth}"`);
    expect(paths[2].attrs).toContain(`stroke-width="${LOGO.checkWidth}"`);
    expect([...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1])).toEqual([LOGO.gradient.from, LOGO.gradient.to]);
  });
});
