import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZVerifyBatchResult, type TVerifyBatchResult } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { mockApi, unauthenticated, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr } from '@/test/fake-xhr';
import { readFirstColumn, writeWorkbook } from '../lib/xlsx';
import { ACTIVE_UUID, publicCertificate } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = (routes: Record<string, TMockHandler> = {}) =>
  mockApi({ [apiPath('users/profile.php')]: unauthenticated, ...routes });

const pdf = () => new File(['%PDF-1.7 signed'], 'sertifikat.pdf', { type: 'application/pdf' });

describe('/verify: the checks beside the number search', () => {
  it('has five tabs; the arrow keys move between them and the open tab is kept in ?tab=', async () => {
    setup();
    const app = renderApp('/verify');
    const tabs = within(await screen.findByRole('tablist', { name: 'Cara memeriksa' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Nomor sertifikat',
      'Periksa berkas PDF',
      'Periksa kredensial',
      'Cek banyak',
      'Cari perusahaan',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByLabelText('Berkas PDF sertifikat')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Periksa berkas PDF' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Periksa berkas PDF' })).toHaveFocus();
    expect(app.location().search).toBe('?tab=file');
    await user.keyboard('{End}');
    expect(await screen.findByLabelText('Nama perusahaan')).toBeInTheDocument();
    expect(app.location().search).toBe('?tab=register');
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByLabelText('Nomor sertifikat, satu per baris')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByLabelText(/Nomor sertifikat atau UUID/)).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it('PDF file: refuses an empty form without a request; genuine says "Asli", an altered copy "Tidak asli" and why', async () => {
    setup();
    renderApp('/verify?tab=file');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Periksa Berkas' }));
    expect(screen.getByText('Pilih berkas PDF terlebih dahulu.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    // The picker speaks the page's language (no browser "Choose File" / "No file chosen").
    const input = screen.getByLabelText('Berkas PDF sertifikat');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Berkas PDF sertifikat Pilih File');
    expect(input).toHaveAccessibleDescription(/Belum ada berkas dipilih\./);
    await user.upload(input, pdf());
    expect(screen.getByText('Berkas dipilih: sertifikat.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const sent = FakeXhr.instances[0]!;
    expect(sent.url).toBe(apiPath('certificates/verify-file.php'));
    expect((sent.body!.get('file') as File).name).toBe('sertifikat.pdf');
    sent.respond(200, {
      status: 'success',
      message: 'OK',
      data: {
        genuine: true,
        certificate: {
          certificate_uuid: ACTIVE_UUID,
          number: 'SBU-2026-000123',
          status: 'active',
          revision: 2,
          current_revision: 2,
        },
      },
    });
    const verdict = await screen.findByRole('heading', { level: 3, name: 'Asli' });
    expect(verdict.closest('[data-verdict]')).toHaveAttribute('data-verdict', 'genuine');
    expect(screen.getByText(/persis sertifikat SBU-2026-000123 revisi 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat status sertifikat SBU-2026-000123' })).toHaveAttribute(
      'href',
      `/sertifikat/${ACTIVE_UUID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Periksa Berkas' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.instances[1]!.respond(200, {
      status: 'success',
      message: 'OK',
      data: { genuine: false, reason: 'altered' },
    });
    const bad = await screen.findByRole('heading', { level: 3, name: 'Tidak asli' });
    expect(bad.closest('[data-verdict]')).toHaveAttribute('data-verdict', 'not-genuine');
    expect(screen.getByText(/isinya telah diubah setelah ditandatangani/)).toBeInTheDocument();
  });

  it('credential: sends the pasted JWT; a signed credential of a revoked certificate reads "Dicabut"', async () => {
    const api = setup({
      [apiPath('certificates/verify-credential.php')]: {
        data: {
          valid_signature: true,
          status: 'revoked',
          certificate: publicCertificate({ status: 'revoked' }),
        },
      },
    });
    renderApp('/verify?tab=credential');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Kredensial digital (teks JWT)'), '  aaa.bbb.ccc  ');
    await user.click(screen.getByRole('button', { name: 'Periksa Kredensial' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Dicabut' })).toBeInTheDocument();
    expect(screen.getByText(/sertifikat SBU-2026-000123 telah dicabut/)).toBeInTheDocument();
    expect(api.callsTo(apiPath('certificates/verify-credential.php'))[0]!.body).toMatchObject({
      credential: 'aaa.bbb.ccc',
    });
  });

  it("credential: the holder's .jwt file fills the field (its name said in Indonesian); an oversized file is refused", async () => {
    const api = setup({
      [apiPath('certificates/verify-credential.php')]: {
        data: { valid_signature: true, status: 'active', certificate: publicCertificate() },
      },
    });
    renderApp('/verify?tab=credential');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText(/Atau pilih berkas kredensial/);
    expect(screen.getByText('Belum ada berkas dipilih.')).toBeInTheDocument();
    await user.upload(picker, new File(['eyJh.eyJi.c2ln\n'], 'kredensial-SBU-2026-000123.jwt'));
    expect(await screen.findByText('Berkas dipilih: kredensial-SBU-2026-000123.jwt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Kredensial digital (teks JWT)')).toHaveValue('eyJh.eyJi.c2ln'));
    await user.click(screen.getByRole('button', { name: 'Periksa Kredensial' }));
    await waitFor(() =>
      expect(api.callsTo(apiPath('certificates/verify-credential.php'))[0]?.body).toMatchObject({
        credential: 'eyJh.eyJi.c2ln',
      }),
    );
    await user.upload(picker, new File(['x'.repeat(70 * 1024)], 'besar.jwt'));
    expect(await screen.findByText(/Berkas ini bukan kredensial digital/)).toBeInTheDocument();
  });

  it('batch: three lines under a header give a table in the order given, downloadable as CSV', async () => {
    const found = (query: string, number: string, company: string): TVerifyBatchResult =>
      fake(ZVerifyBatchResult, {
        query,
        found: true,
        number,
        company_name: company,
        qualification: 'kecil',
        status: 'active',
        valid_until: '2029-03-11',
        sub_bidang: [{ code: 'BG001', name: 'Gedung', kbli: '41011' }],
      });
    const api = setup({
      [apiPath('certificates/verify-batch.php')]: {
        data: {
          results: [
            found('sbu-2026-000124', 'SBU-2026-000124', 'PT Dua'),
            fake(ZVerifyBatchResult, {
              query: 'SBU-2026-999999',
              found: false,
              number: null,
              company_name: null,
              qualification: null,
              status: null,
              valid_until: null,
              sub_bidang: [],
            }),
            found('SBU-2026-000123', 'SBU-2026-000123', 'PT Satu, Tbk'),
          ],
        },
      },
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/verify?tab=batch');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Nomor sertifikat, satu per baris');
    await user.click(field);
    await user.paste('nomor\nsbu-2026-000124\nSBU-2026-999999;x\n\nSBU-2026-000123');
    await user.click(screen.getByRole('button', { name: 'Periksa Semua' }));

    const table = await screen.findByRole('table', { name: /sesuai urutan/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('[data-part="query"]')!.textContent)).toEqual([
      'sbu-2026-000124',
      'SBU-2026-999999',
      'SBU-2026-000123',
    ]);
    expect(rows[0]).toHaveTextContent('ditemukan sebagai SBU-2026-000124');
    expect(rows[1]).toHaveTextContent('Tidak ditemukan');
    expect(rows[2]).toHaveTextContent('BG001 (KBLI 41011)');
    expect(rows[2]).toHaveTextContent('berlaku s.d. 11 Maret 2029');
    expect(rows[2]).not.toHaveTextContent('ditemukan sebagai');
    expect(screen.getByText('2 dari 3 nomor ditemukan.')).toBeInTheDocument();
    expect(api.callsTo(apiPath('certificates/verify-batch.php'))[0]!.body).toMatchObject({
      numbers: ['sbu-2026-000124', 'SBU-2026-999999', 'SBU-2026-000123'],
    });

    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(saved).toEqual(['cek-sertifikat.csv']);
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.startsWith('Nomor yang diperiksa,Nomor sertifikat,')).toBe(true);
    expect(lines[2]).toBe('SBU-2026-999999,,,,Tidak ditemukan,,,');
    expect(lines[3]).toBe('SBU-2026-000123,SBU-2026-000123,"PT Satu, Tbk",kecil,Aktif,2029-03-11,BG001,41011');

    await user.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    expect(saved).toEqual(['cek-sertifikat.csv', 'cek-sertifikat.xlsx']);
    expect(blobs[1]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await readFirstColumn(new Uint8Array(await blobs[1]!.arrayBuffer()))).toEqual([
      'Nomor yang diperiksa',
      'sbu-2026-000124',
      'SBU-2026-999999',
      'SBU-2026-000123',
    ]);
  });

  it('batch on a phone: one card per number in the order given, instead of a table', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q === '(max-width: 639px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    setup({
      [apiPath('certificates/verify-batch.php')]: {
        data: {
          results: ['SBU-2026-000002', 'SBU-2026-000001'].map((n) =>
            fake(ZVerifyBatchResult, {
              query: n,
              found: true,
              number: n,
              company_name: `PT ${n.slice(-1)}`,
              qualification: 'kecil',
              status: 'active',
              valid_until: '2029-03-11',
              sub_bidang: [{ code: 'BG001', name: 'Gedung', kbli: '41011' }],
            }),
          ),
        },
      },
    });
    renderApp('/verify?tab=batch');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nomor sertifikat, satu per baris'), 'SBU-2026-000002');
    await user.click(screen.getByRole('button', { name: 'Periksa Semua' }));
    const list = await screen.findByRole('list', { name: /sesuai urutan/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('p')!.textContent)).toEqual(['SBU-2026-000002', 'SBU-2026-000001']);
    expect(within(cards[0]!).getByText('Nama perusahaan').nextSibling).toHaveTextContent('PT 2');
    expect(within(cards[1]!).getByText('Berlaku sampai').nextSibling).toHaveTextContent('11 Maret 2029');
  });

  it('batch: an Excel file fills the list from its first column; a file that is no workbook is refused', async () => {
    setup();
    renderApp('/verify?tab=batch');
    const user = userEvent.setup();
    const file = await screen.findByLabelText(/Atau pilih berkas CSV atau Excel/);
    const workbook = writeWorkbook(
      [
        ['Nomor SBU', 'Catatan'],
        ['SBU-2026-000001', 'x'],
        ['sbu 2026 000002', ''],
      ],
      'S',
    );
    await user.upload(
      file,
      new File([workbook as BlobPart], 'daftar.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Nomor sertifikat, satu per baris')).toHaveValue('SBU-2026-000001\nsbu 2026 000002'),
    );
    expect(screen.getByText('Berkas dipilih: daftar.xlsx')).toBeInTheDocument();
    await user.upload(file, new File(['bukan excel'], 'rusak.xlsx'));
    expect(await screen.findByText(/Berkas tidak dapat dibaca/)).toBeInTheDocument();
  });

  it('batch: more than 500 numbers are refused at the field without a request', async () => {
    const api = setup();
    renderApp('/verify?tab=batch');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Nomor sertifikat, satu per baris'));
    await user.paste(Array.from({ length: 501 }, (_, i) => `SBU-2026-${String(i).padStart(6, '0')}`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Periksa Semua' }));
    expect(screen.getByText('Terlalu banyak nomor (501); paling banyak 500.')).toBeInTheDocument();
    expect(api.callsTo(apiPath('certificates/verify-batch.php'))).toHaveLength(0);
  });
});
