import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZCertificateCredentialResponse } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import type { TCertificate, TCertificateVerification } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { UUID_CERT, UUID_NEXT, certificate, renewal } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const HOUR = 3_600_000;
const verification = (over: Partial<TCertificateVerification> = {}): TCertificateVerification => ({
  at: '2026-11-24T03:00:00.000Z',
  channel: 'qr',
  browser: 'Chrome',
  ...over,
});

function setup(c: TCertificate, routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('certificates/list.php')]: {
      data: { items: [], summary: { total_certificates: 1, active_certificates: 1, expiring_soon: 0, expired: 0 } },
    },
    [apiPath('certificates/detail.php')]: { data: { certificate: c } },
    ...routes,
  });
}

/** The file helper fetches absolute same-origin URLs; answer the certificate PDFs and note each URL asked. */
function interceptPdfs() {
  const fileCalls: string[] = [];
  const fetchMock = vi.mocked(globalThis.fetch);
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.href);
    if (url.pathname === apiPath('certificates/generate_pdf.php')) {
      fileCalls.push(url.pathname + url.search);
      return new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="SBU-2026-000123.pdf"',
        },
      });
    }
    return base(input, init);
  });
  return fileCalls;
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Detail Sertifikat', () => {
  it(
    'shows the number large, status, company, address, formatted NPWP, qualification, sub-bidang with KBLI, dates and signatory',
    { timeout: 20_000 },
    async () => {
      setup(certificate());
      renderApp(`/certificates/view/${UUID_CERT}`);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'SBU-2026-000123' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByText('Aktif')[0]).toHaveAttribute('data-status', 'active');
      const data = screen.getByRole('heading', { name: 'Data sertifikat' }).closest('div')!.parentElement!;
      expect(within(data).getByText('01.312.166.0-091.000')).toBeInTheDocument();
      expect(within(data).getByText(/Jl. Sudirman No. 1, Karet Tengsin/)).toBeInTheDocument();
      expect(within(data).getByText('Kecil')).toBeInTheDocument();
      expect(within(data).getByText('24 November 2026')).toBeInTheDocument();
      expect(within(data).getByText('23 November 2029')).toBeInTheDocument();
      expect(within(data).getByText('Ir. Siti Rahma, Ketua LSBU')).toBeInTheDocument();
      expect(within(data).getByRole('link', { name: 'SP-123456789' })).toHaveAttribute(
        'href',
        '/applications/SP-123456789',
      );
      const table = screen.getByRole('table', { name: 'Sub-bidang sertifikat SBU-2026-000123' });
      const row = within(table).getByRole('rowheader', { name: 'KO001' }).closest('tr')!;
      expect(row).toHaveTextContent('Pekerjaan KO001');
      expect(row).toHaveTextContent('KO — Konstruksi');
      expect(row).toHaveTextContent('40011');
      expect(screen.getByRole('heading', { name: 'Sub-bidang (2)' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Riwayat status' })).toHaveTextContent('oleh Admin Portal');
    },
  );

  it(
    'says "Diverifikasi 12 kali, terakhir 2 jam yang lalu" and lists the lookups with channel and browser, paged',
    { timeout: 20_000 },
    async () => {
      const page1 = [
        verification({ channel: 'qr' }),
        verification({ channel: 'number', browser: 'Firefox' }),
        verification({ channel: 'uuid', browser: null }),
      ];
      const api = setup(
        certificate({ verification_count: 12, last_verified_at: new Date(Date.now() - 2 * HOUR).toISOString() }),
        {
          [apiPath('certificates/verifications.php')]: (req) => {
            const page = Number(new URL(req.url, 'http://x').searchParams.get('page'));
            return {
              data: {
                items: page === 1 ? page1 : [verification({ browser: 'Safari' })],
                page,
                per_page: 10,
                total: 12,
                last_verified_at: null,
              },
            };
          },
        },
      );
      const user = userEvent.setup();
      renderApp(`/certificates/view/${UUID_CERT}`);
      expect(await screen.findByText('Diverifikasi 12 kali, terakhir 2 jam yang lalu')).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Daftar verifikasi' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(1)
            .map((c) => c.textContent),
        ),
      ).toEqual([
        ['Kode QR', 'Chrome'],
        ['Nomor', 'Firefox'],
        ['UUID', 'Tidak diketahui'],
      ]);
      expect(rows[0]).toHaveTextContent('24 Nov 2026');
      expect(
        new URL(api.callsTo(apiPath('certificates/verifications.php'))[0].url, 'http://x').searchParams.get('uuid'),
      ).toBe(UUID_CERT);
      await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
      expect(await within(table).findByText('Safari')).toBeInTheDocument();
      expect(
        new URL(api.callsTo(apiPath('certificates/verifications.php')).at(-1)!.url, 'http://x').searchParams.get(
          'page',
        ),
      ).toBe('2');
    },
  );

  it('in English the sentence and the relative time are English', { timeout: 20_000 }, async () => {
    await i18n.changeLanguage('en');
    setup(certificate({ verification_count: 1, last_verified_at: new Date(Date.now() - 2 * HOUR).toISOString() }), {
      [apiPath('certificates/verifications.php')]: {
        data: { items: [verification()], page: 1, per_page: 10, total: 1, last_verified_at: null },
      },
    });
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByText('Verified 1 time, last 2 hours ago')).toBeInTheDocument();
  });

  it('never verified: says so and asks for no log', { timeout: 20_000 }, async () => {
    const api = setup(certificate());
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByText('Belum pernah diverifikasi.')).toBeInTheDocument();
    expect(api.callsTo(apiPath('certificates/verifications.php'))).toHaveLength(0);
  });

  it(
    'lists the revisions newest first with reason, changed fields and each PDF through the file helper',
    { timeout: 20_000 },
    async () => {
      const pdf = (n: number) => `${apiPath('certificates/generate_pdf.php')}?uuid=${UUID_CERT}&revision=${n}`;
      setup(
        certificate({
          revision: 2,
          revisions: [
            { revision: 1, reason: null, created_at: '2026-11-24T03:00:00.000Z', changed_fields: [], pdf_url: pdf(1) },
            {
              revision: 2,
              reason: 'Salah ketik nama perusahaan',
              created_at: '2026-12-01T03:00:00.000Z',
              changed_fields: ['company_name', 'company_address'],
              pdf_url: pdf(2),
            },
          ],
        }),
      );
      const fileCalls = interceptPdfs();
      const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      renderApp(`/certificates/view/${UUID_CERT}`);
      const list = await screen.findByRole('list', { name: 'Riwayat revisi' });
      const items = within(list).getAllByRole('listitem');
      expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Revisi 2berlaku');
      expect(items[0]).toHaveTextContent('Alasan: Salah ketik nama perusahaan');
      expect(items[0]).toHaveTextContent('Data yang diubah: Nama perusahaan, Alamat');
      expect(items[0]).toHaveTextContent('1 Des 2026');
      expect(items[1]).toHaveTextContent('Penerbitan sertifikat.');
      await userEvent.setup().click(within(items[1]).getByRole('button', { name: 'Lihat PDF revisi 1' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      await waitFor(() =>
        expect(fileCalls).toEqual([
          `${apiPath('certificates/generate_pdf.php')}?uuid=${UUID_CERT}&revision=1&mode=view`,
        ]),
      );
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    },
  );

  it('downloads the current PDF through the file helper (mode=download)', { timeout: 20_000 }, async () => {
    setup(certificate());
    const fileCalls = interceptPdfs();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(`/certificates/view/${UUID_CERT}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unduh PDF sertifikat SBU-2026-000123' }));
    await waitFor(() => expect(saved).toEqual(['SBU-2026-000123.pdf']));
    expect(fileCalls).toEqual([`${apiPath('certificates/generate_pdf.php')}?uuid=${UUID_CERT}&mode=download`]);
  });

  it(
    'shows the QR code as an image of the server SVG (not as markup), the public URL and a copy button',
    { timeout: 20_000 },
    async () => {
      const c = certificate();
      setup(c);
      const user = userEvent.setup();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      renderApp(`/certificates/view/${UUID_CERT}`);
      const img = await screen.findByRole('img', {
        name: 'Kode QR halaman verifikasi publik sertifikat SBU-2026-000123',
      });
      const src = img.getAttribute('src')!;
      expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
      expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(c.qr_svg);
      expect(document.querySelector('path[d="M0 0h7v7H0z"]')).toBeNull();
      expect(screen.getByRole('link', { name: c.public_url })).toHaveAttribute('href', c.public_url);
      await user.click(screen.getByRole('button', { name: 'Salin alamat verifikasi publik' }));
      expect(writeText).toHaveBeenCalledWith(c.public_url);
    },
  );

  it(
    'while the window is open: "Perpanjang" and "Tingkatkan" start the prefilled applications',
    { timeout: 20_000 },
    async () => {
      setup(certificate({ days_left: 30, renewal: renewal({ can_renew: true }) }));
      renderApp(`/certificates/view/${UUID_CERT}`);
      expect(await screen.findByRole('link', { name: 'Perpanjang' })).toHaveAttribute(
        'href',
        `/renewal/sbu/${UUID_CERT}`,
      );
      // Still valid: the deadline is the last valid day, the remaining days carry over; the grace window after it.
      expect(
        screen.getByText(
          'Ajukan perpanjangan paling lambat 23 November 2029, hari terakhir masa berlaku: bila sertifikat baru terbit sampai hari itu, sisa masa berlakunya ikut terbawa dan tidak ada hari yang hilang. Setelah itu masih dapat diajukan sampai 21 Februari 2030.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tingkatkan' })).toHaveAttribute(
        'href',
        `/renewal/sbu/${UUID_CERT}?type=upgrade`,
      );
      expect(screen.getByText('Berakhir dalam 30 hari')).toBeInTheDocument();
    },
  );

  it('expired, in the grace window: the sentence names the end of the window only', { timeout: 20_000 }, async () => {
    setup(
      certificate({
        status: 'expired',
        valid_until: '2026-10-01',
        days_left: -20,
        renewal: renewal({ can_renew: true, window_opens: '2026-07-03', window_closes: '2026-12-30' }),
      }),
    );
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByText('Perpanjangan dapat diajukan sampai 30 Desember 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/hari terakhir masa berlaku/)).toBeNull();
  });

  it('before the window: no "Perpanjang", the sentence names the day it opens', { timeout: 20_000 }, async () => {
    setup(certificate({ renewal: renewal({ window_opens: '2099-08-25', window_closes: '2100-02-21' }) }));
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByText('Perpanjangan dapat diajukan mulai 25 Agustus 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Perpanjang' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tingkatkan' })).toBeInTheDocument();
  });

  it(
    'after the window: the sentence names the day it closed and offers a new application',
    { timeout: 20_000 },
    async () => {
      setup(
        certificate({
          status: 'expired',
          days_left: -200,
          renewal: renewal({ window_opens: '2020-01-01', window_closes: '2020-06-30' }),
        }),
      );
      renderApp(`/certificates/view/${UUID_CERT}`);
      expect(await screen.findByText(/^Masa perpanjangan berakhir pada 30 Juni 2020\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ajukan permohonan baru' })).toHaveAttribute('href', '/applications/new');
      expect(screen.queryByRole('link', { name: 'Tingkatkan' })).toBeNull();
    },
  );

  it('superseded: links to the successor; revoked: shows the reason', { timeout: 20_000 }, async () => {
    setup(
      certificate({ status: 'superseded', superseded_by: { certificate_uuid: UUID_NEXT, number: 'SBU-2029-000456' } }),
    );
    const first = renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByRole('heading', { name: 'Sertifikat ini telah diperbarui' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SBU-2029-000456' })).toHaveAttribute(
      'href',
      `/certificates/view/${UUID_NEXT}`,
    );
    expect(screen.getByText('Sertifikat berstatus Diperbarui tidak dapat diperpanjang.')).toBeInTheDocument();
    first.unmount();
    setup(
      certificate({ status: 'revoked', revoked_at: '2026-12-02T03:00:00.000Z', revoke_reason: 'Data tidak benar' }),
    );
    renderApp(`/certificates/view/${UUID_CERT}`);
    const callout = (await screen.findByRole('heading', { name: 'Sertifikat ini dicabut' })).parentElement!;
    expect(callout).toHaveTextContent('Alasan: Data tidak benar');
    expect(callout).toHaveTextContent('Dicabut pada 2 Des 2026');
    expect(screen.queryByRole('link', { name: 'Tingkatkan' })).toBeNull();
  });

  it(
    'the digital credential: says what it is for, downloads the VC-JWT and fills in the LinkedIn link',
    { timeout: 20_000 },
    async () => {
      const c = certificate();
      const api = setup(c, {
        [apiPath('certificates/credential.php')]: {
          data: fake(ZCertificateCredentialResponse, { jwt: 'aaa.bbb.ccc' }),
        },
      });
      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        blobs.push(b as Blob);
        return 'blob:credential';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      renderApp(`/certificates/view/${UUID_CERT}`);
      const section = (await screen.findByRole('heading', { name: 'Kredensial digital' })).closest(
        'div',
      )!.parentElement!;
      expect(within(section).getByText(/Open Badges 3\.0, W3C Verifiable Credential/)).toBeInTheDocument();
      expect(within(section).getByText(/tanpa masuk ke portal/)).toBeInTheDocument();

      const linkedIn = within(section).getByRole('link', { name: /Tambahkan ke LinkedIn/ });
      const href = new URL(linkedIn.getAttribute('href')!);
      expect(href.origin + href.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        startTask: 'CERTIFICATION_NAME',
        name: 'Sertifikat Badan Usaha (SBU) Kualifikasi Kecil',
        organizationName: 'LSBU BSKI',
        certId: c.number,
        certUrl: c.public_url,
        issueYear: c.issued_on.slice(0, 4),
        issueMonth: String(Number(c.issued_on.slice(5, 7))),
        expirationYear: c.valid_until.slice(0, 4),
      });
      expect(linkedIn).toHaveAttribute('target', '_blank');

      await userEvent.setup().click(within(section).getByRole('button', { name: 'Unduh kredensial digital' }));
      await waitFor(() => expect(saved).toEqual([`kredensial-${c.number}.jwt`]));
      expect(await blobs[0]!.text()).toBe('aaa.bbb.ccc');
      expect(api.calls.map((r) => r.url)).toContain(`${apiPath('certificates/credential.php')}?uuid=${UUID_CERT}`);
    },
  );

  it('superseded by an upgrade: the badge and the heading say "Ditingkatkan"', { timeout: 20_000 }, async () => {
    setup(
      certificate({
        status: 'superseded',
        superseded_by: { certificate_uuid: UUID_NEXT, number: 'SBU-2029-000456' },
        superseded_kind: 'upgrade',
      }),
    );
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByRole('heading', { name: 'Sertifikat ini telah ditingkatkan' })).toBeInTheDocument();
    expect(screen.getAllByText('Ditingkatkan')[0]).toHaveAttribute('data-status', 'superseded');
    expect(screen.queryByText('Diperbarui')).toBeNull();
  });

  it("another company's or an unknown certificate: not found, with the way back", { timeout: 20_000 }, async () => {
    setup(certificate(), { [apiPath('certificates/detail.php')]: { status: 404, error: { code: 'NOT_FOUND' } } });
    renderApp(`/certificates/view/${UUID_CERT}`);
    expect(await screen.findByRole('heading', { name: 'Sertifikat tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali/ })).toHaveAttribute('href', '/certificates');
  });
});
