import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { toast } from './toast';
import { ExportCsvButton } from './export-csv-button';

vi.mock('./toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('ExportCsvButton', () => {
  it('a failed export shows the catalogue toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'error', code: 'FORBIDDEN', message: 'Akses ditolak.' }), { status: 403 })),
    );
    render(<ExportCsvButton path="/backend/api/admin/users/export.php" query={{ status: 'active' }} fallbackName="x.csv" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({ variant: 'destructive' });
  });
});
