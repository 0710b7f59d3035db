import { describe, expect, it } from 'vitest';
import { bundledNamespaces, FIRST_PAINT_NAMESPACES } from './index';
import { localeFiles } from './locale-files';

describe('translations load one way', () => {
  it('bundles exactly the Indonesian first-paint namespaces', () => {
    expect([...bundledNamespaces].sort()).toEqual([...FIRST_PAINT_NAMESPACES].sort());
  });

  it('fetches every other file on demand, and each namespace exists in both languages', () => {
    const files = Object.keys(localeFiles);
    for (const ns of FIRST_PAINT_NAMESPACES) {
      expect(files).toContain(`./locales/en/${ns}.json`);
      expect(files).not.toContain(`./locales/id/${ns}.json`);
    }
    const namespaces = (lng: string) =>
      files.filter((f) => f.startsWith(`./locales/${lng}/`)).map((f) => f.replace(/.*\/(\w+)\.json$/, '$1'));
    expect([...namespaces('id'), ...FIRST_PAINT_NAMESPACES].sort()).toEqual(namespaces('en').sort());
  });
});
