import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZImportStatementResponse, ZMenuCountsResponse, ZStatementCandidate, ZStatementLine } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr } from '@/test/fake-xhr';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (row: number, amount: number, description: string) =>
  fake(ZStatementLine, { row, date: '2026-11-24', amount, description, reference: null });
const candidate = (n: number, amount: number) =>
  fake(ZStatementCandidate, {
    uuid_invoice: uuid(n),
    trans_id: `INV-202611-00000${n}`,
    company_name: `PT Mutasi ${n}`,
    amount,
    invoice_status: 'waiting_confirmation',
  });

/** A KlikBCA-like statement: one line by reference, one by a unique amount, one with two candidates, one unknown. */
const ANSWER = fake(ZImportStatementResponse, {
  columns: ['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo'],
  header_row: 5,
  mapping: { date: 'Tanggal', description: 'Keterangan', credit: 'Jumlah' },
  detected: true,
  credit_lines: 4,
  skipped_lines: 2,
  matched: [
    { ...candidate(1, 3_885_000), rule: 'reference', line: line(6, 3_885_000, 'TRSF E-BANKING CR INV-202611-000001') },
    { ...candidate(2, 5_550_000), rule: 'amount', line: line(7, 5_550_000, 'TRSF E-BANKING CR PT MUTASI DUA') },
  ],
  ambiguous: [
    {
      line: line(8, 2_220_000, 'SETORAN TUNAI'),
      reason: 'several_invoices',
      candidates: [candidate(3, 2_220_000), candidate(4, 2_220_000)],
    },
  ],
  unmatched: [{ line: line(9, 100_000, 'BUNGA'), reason: 'no_invoice', invoice: null }],
});

const setup = () =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: fake(ZMenuCountsResponse) },
    [apiPath('admin/payments/verify-batch.php')]: (req) => {
      const ids = (req.body?.uuid_invoices ?? []) as string[];
      return {
        data: {
          results: ids.map((id) => ({
            uuid_invoice: id,
            trans_id: `T-${id.slice(-1)}`,
            outcome: 'verified',
            error: null,
          })),
          verified: ids.length,
          failed: 0,
        },
      };
    },
  });

const csv = () => new File(['Tanggal,Keterangan\n'], 'mutasi-bca.csv', { type: 'text/csv' });

beforeAll(async () => {
  await import('./statement-import-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Impor Mutasi Bank', () => {
  it('reads the file with progress, shows matched / to choose / unmatched, and verifies only what the clerk confirms', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification/statement');
    await user.click(await screen.findByRole('button', { name: 'Baca mutasi' }));
    expect(screen.getByText('Pilih berkas mutasi terlebih dahulu.')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.upload(screen.getByLabelText(/Berkas mutasi/), csv());
    await user.click(screen.getByRole('button', { name: 'Baca mutasi' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const sent = FakeXhr.instances[0]!;
    expect(sent.url).toBe(apiPath('admin/payments/import-statement.php'));
    expect((sent.body!.get('file') as File).name).toBe('mutasi-bca.csv');
    expect(sent.body!.get('credit_column')).toBeNull();
    sent.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Mengunggah mutasi-bca.csv' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    sent.respond(200, { status: 'success', message: 'OK', data: ANSWER });

    const matched = await screen.findByRole('table', { name: 'Cocok (2)' });
    expect(within(matched).getAllByRole('row')).toHaveLength(3);
    expect(within(matched).getByText('Nomor invoice dan jumlah')).toBeInTheDocument();
    expect(within(matched).getByText('Satu-satunya invoice dengan jumlah ini')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Perlu dipilih (1)' })).toHaveTextContent(
      'Beberapa invoice dengan jumlah ini',
    );
    expect(screen.getByRole('table', { name: 'Tidak cocok (1)' })).toHaveTextContent(
      'Tidak ada invoice terbuka dengan nomor atau jumlah ini',
    );
    expect(screen.getByText(/Kolom dikenali otomatis/)).toHaveTextContent('4 baris kredit dibaca, 2 baris dilewati');
    expect(screen.getByLabelText('Kolom kredit')).toHaveValue('Jumlah');
    // Nothing was verified by reading the file.
    expect(api.callsTo(apiPath('admin/payments/verify-batch.php'))).toHaveLength(0);

    // The clerk leaves out the amount-only match and picks invoice 4 for the ambiguous line.
    await user.click(screen.getByRole('checkbox', { name: 'Verifikasi baris 7 untuk INV-202611-000002' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invoice untuk baris 8' }), uuid(4));
    await user.click(screen.getByRole('button', { name: 'Verifikasi 2 pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi 2 pembayaran?' });
    expect(within(dialog).getByRole('textbox', { name: /Referensi bank/ })).toHaveValue('Mutasi mutasi-bca.csv');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, verifikasi 2' }));

    await waitFor(() => expect(api.callsTo(apiPath('admin/payments/verify-batch.php'))).toHaveLength(1));
    const body = api.callsTo(apiPath('admin/payments/verify-batch.php'))[0]!.body;
    expect(body).toMatchObject({
      uuid_invoices: [uuid(1), uuid(4)],
      bank_reference: 'Mutasi mutasi-bca.csv',
      statement_lines: [
        { uuid_invoice: uuid(1), row: 6, date: '2026-11-24', amount: 3_885_000 },
        { uuid_invoice: uuid(4), row: 8, date: '2026-11-24', amount: 2_220_000, description: 'SETORAN TUNAI' },
      ],
    });
    expect(await screen.findByTestId('verify-batch-results')).toHaveTextContent('diverifikasi');
    expect(screen.getByText('2 diverifikasi, 0 gagal')).toBeInTheDocument();
    // The verified line leaves the matched list; the one left out stays, to decide later.
    expect(await screen.findByRole('table', { name: 'Cocok (1)' })).toHaveTextContent('INV-202611-000002');
  });

  it('a chosen column mapping is sent when the file is read again', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification/statement');
    await user.upload(await screen.findByLabelText(/Berkas mutasi/), csv());
    await user.click(screen.getByRole('button', { name: 'Baca mutasi' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.respond(200, { status: 'success', message: 'OK', data: ANSWER });
    await user.selectOptions(await screen.findByLabelText('Kolom kredit'), 'Saldo');
    await user.click(screen.getByRole('button', { name: 'Baca ulang dengan pemetaan ini' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const again = FakeXhr.instances[1]!.body!;
    expect(again.get('credit_column')).toBe('Saldo');
    expect(again.get('date_column')).toBe('Tanggal');
  });

  it('an unreadable file (422) says which columns are missing', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/payment-verification/statement');
    await user.upload(await screen.findByLabelText(/Berkas mutasi/), csv());
    await user.click(screen.getByRole('button', { name: 'Baca mutasi' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.respond(422, {
      status: 'error',
      message: 'Data tidak valid',
      error: { code: 'VALIDATION_FAILED' },
      errors: { file: ['Kolom tidak ditemukan'] },
    });
    expect(await screen.findByText(/Kolom tanggal, keterangan dan kredit tidak ditemukan/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
