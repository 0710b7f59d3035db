import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZQualificationThresholdsResponse, ZSubBidangListResponse } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { makeProfile } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const thresholds = (kecil: number, menengah: number) =>
  fake(ZQualificationThresholdsResponse, {
    thresholds: { kecil_max_investment: kecil, menengah_max_investment: menengah },
  });
const certification = () =>
  makeProfile({ role: 'admin', admin_roles: ['certification'], name: 'Admin Sertifikasi' }, null);

function setup(save?: TMockHandler) {
  let current = thresholds(1_000_000_000, 5_000_000_000);
  return mockApi({
    [apiPath('users/profile.php')]: { data: certification() },
    [apiPath('sub-bidang/list.php')]: { data: fake(ZSubBidangListResponse, { items: [], total: 0, bidang: [] }) },
    [apiPath('sub-bidang/qualifications.php')]: () => ({ data: current }),
    [apiPath('admin/sub-bidang/qualifications.php')]:
      save ??
      ((req) => {
        const b = req.body as { kecil_max_investment: number; menengah_max_investment: number };
        current = thresholds(b.kecil_max_investment, b.menengah_max_investment);
        return { data: current };
      }),
  });
}
const field = (name: RegExp) => screen.getByLabelText(name);

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});

describe('Aturan Kualifikasi (admin, certification role)', () => {
  it('shows the current rule; validates like the server; nothing is sent while invalid', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    expect(await screen.findByTestId('threshold-rule')).toHaveTextContent(
      'Kecil sampai Rp 1.000.000.000; Menengah di atas itu sampai Rp 5.000.000.000',
    );
    await user.clear(field(/^Batas atas Menengah/));
    await user.type(field(/^Batas atas Menengah/), '900000000');
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    expect(await screen.findByText('Batas Menengah harus lebih besar dari batas Kecil')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Batas atas Menengah/)).toHaveFocus());
    await user.clear(field(/^Batas atas Kecil/));
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/sub-bidang/qualifications.php'))).toHaveLength(0);
  });

  it('asks before saving, spelling the new rule out; cancel sends nothing, confirm saves and refreshes', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await screen.findByTestId('threshold-rule');
    await user.clear(field(/^Batas atas Kecil/));
    await user.type(field(/^Batas atas Kecil/), '2000000000');
    expect(screen.getByText('= Rp 2.000.000.000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Kecil sampai Rp 2.000.000.000; Menengah sampai Rp 5.000.000.000');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo(apiPath('admin/sub-bidang/qualifications.php'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Aturan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/sub-bidang/qualifications.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/sub-bidang/qualifications.php'))[0].body).toEqual({
      kecil_max_investment: 2_000_000_000,
      menengah_max_investment: 5_000_000_000,
      csrf_token: 'csrf-test-token',
    });
    expect(await screen.findByTestId('threshold-rule')).toHaveTextContent('Kecil sampai Rp 2.000.000.000');
    expect(vi.mocked(toast).mock.calls.some(([a]) => a.title === 'Aturan kualifikasi disimpan.')).toBe(true);
  });

  it("the server's 422 lands on its field", async () => {
    setup({
      status: 422,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Data tidak valid',
        errors: { menengah_max_investment: ['validation.thresholdOrder'] },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/sub-bidang');
    await screen.findByTestId('threshold-rule');
    await user.type(field(/^Batas atas Menengah/), '0');
    await user.click(screen.getByRole('button', { name: 'Simpan Aturan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Simpan Aturan' }));
    expect(await screen.findByText('Batas Menengah harus lebih besar dari batas Kecil')).toBeInTheDocument();
  });
});
