import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPdf } from '../../../infra/pdf/read-pdf.test-util';
import { drawCertificatePdf } from './draw-certificate';
import { certificate } from './fixture.test-util';

/**
 * Rendering makes no network call (docs/business-rules.md#certificate-pdf): the drawing code runs
 * here on the test's thread (the worker runs the same function) with every way out of the
 * process made to fail loudly and counted: fetch, sockets, HTTP(S) and DNS.
 */
describe('certificate PDF without a network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders with fetch, sockets, HTTP and DNS all refusing', async () => {
    const refused = (what: string) => () => {
      throw new Error(`network call during rendering: ${what}`);
    };
    const fetchSpy = vi.fn(refused('fetch'));
    vi.stubGlobal('fetch', fetchSpy);
    const spies = [
      vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refused('socket')),
      vi.spyOn(http, 'request').mockImplementation(refused('http')),
      vi.spyOn(https, 'request').mockImplementation(refused('https')),
      vi.spyOn(dns, 'lookup').mockImplementation(refused('dns')),
    ];
    // The first render of the run loads the fonts too.
    const issued = await drawCertificatePdf(certificate());
    const preview = await drawCertificatePdf(certificate({ number: null, publicUrl: null }));
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const s of spies) expect(s).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    expect((await readPdf(issued))[0].text).toContain('SBU-2026-000123');
    expect((await readPdf(preview))[0].text).toContain('PRATINJAU — BELUM DITERBITKAN');
  });
});
