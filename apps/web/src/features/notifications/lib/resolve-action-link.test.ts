import { describe, expect, it } from 'vitest';
import { resolveActionLink } from './resolve-action-link';

const ORIGIN = 'https://portal.example.id';

describe('resolveActionLink', () => {
  it('keeps path, search and hash of a same-origin absolute URL for in-app navigation', () => {
    expect(resolveActionLink('https://portal.example.id/applications/SP-1?tab=docs#req', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/applications/SP-1?tab=docs#req',
    });
  });

  it('treats a relative path as in-app', () => {
    expect(resolveActionLink('/certificates/abc?x=1', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/certificates/abc?x=1',
    });
  });

  it.each([
    ['another host', 'https://other.example/x', 'https://other.example/x'],
    ['another scheme of the same host', 'http://portal.example.id/x', 'http://portal.example.id/x'],
    ['another port', 'https://portal.example.id:8443/x', 'https://portal.example.id:8443/x'],
    ['a protocol-relative URL', '//evil.example/a', 'https://evil.example/a'],
  ])('opens %s in a new tab', (_name, input, url) => {
    expect(resolveActionLink(input, ORIGIN)).toEqual({ kind: 'external', url });
  });

  it.each([
    ['http://[::1', '/http://[::1'],
    ['https://exa mple.com/x', '/https://exa mple.com/x'],
  ])('treats the unparsable value %s as an in-app path', (input, path) => {
    expect(resolveActionLink(input, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it('never opens script or data URLs, and ignores empty values', () => {
    expect(resolveActionLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveActionLink('data:text/html,<b>x</b>', ORIGIN)).toBeNull();
    expect(resolveActionLink('', ORIGIN)).toBeNull();
    expect(resolveActionLink(null, ORIGIN)).toBeNull();
  });
});
