import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { computeFee, DEFAULT_FEE_SCHEDULE, type TPublicInvoice } from '@portal/contract';
import i18n from '@/i18n';
import { mockApi, unauthenticated } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

const PUBLIC: TPublicInvoice = {
  transId: 'INV-202611-000007',
  status: 'paid',
  issued_at: '2026-11-03T03:00:00.000Z',
  due_date: '2026-11-17',
  paid_at: '2026-11-04T03:00:00.000Z',
  company_name: 'PT Maju Jaya',
  ...computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 3 }),
  issuer: { name: 'LSBU BSKI', address: 'Jakarta' },
};

function setup() {
  return mockApi({
    [apiPath('users/profile.php')]: unauthenticated,
    [apiPath('transactions/public.php')]: (req) => {
      const code = new URL(req.url, 'http://x').searchParams.get('code');
      return code?.toUpperCase() === 'K7M2Q9XA'
        ? { data: { invoice: PUBLIC } }
        : { status: 404, error: { code: 'NOT_FOUND' } };
    },
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Public invoice', () => {
  it('without a code asks for it; a wrong code gets a clear message; the right one shows the invoice', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/invoice/INV-202611-000007');
    const input = await screen.findByLabelText(/Kode verifikasi/);
    expect(screen.getByText(/kode verifikasi yang tercetak pada invoice INV-202611-000007/)).toBeInTheDocument();
    expect(api.callsTo(apiPath('transactions/public.php'))).toHaveLength(0);
    await user.type(input, 'WRONG123');
    await user.click(screen.getByRole('button', { name: 'Tampilkan Invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah atau invoice tidak ditemukan');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'k7m2q9xa');
    await user.click(screen.getByRole('button', { name: 'Tampilkan Invoice' }));
    expect(await screen.findByText('Invoice terverifikasi')).toBeInTheDocument();
    expect(screen.getByText('PT Maju Jaya')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('Rp 3.885.000');
    expect(screen.getByText('Lunas')).toBeInTheDocument();
  });

  it('takes ?code= from the QR link', async () => {
    setup();
    renderApp('/invoice/INV-202611-000007?code=K7M2Q9XA');
    expect(await screen.findByText('Invoice terverifikasi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/Kode verifikasi/)).not.toBeInTheDocument());
  });
});
