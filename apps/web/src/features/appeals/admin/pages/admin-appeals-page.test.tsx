import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZAdminAppeal, ZAdminComplaint } from '@portal/contract';
import i18n from '@/i18n';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

const appeal = fake(ZAdminAppeal, {
  subject_type: 'application',
  subject_label: 'SP-123456789',
  reason: 'Kami melampirkan bukti pengalaman kerja yang belum dipertimbangkan.',
  company: { id: 7, name: 'PT Maju Jaya' },
  appealed_decision: { at: '2026-12-14T03:00:00Z', reason: 'Pengalaman kurang', by: [{ id: 1, name: 'Admin Satu' }] },
  answer_by: '2026-12-29',
  overdue: true,
  documents: [],
});
const complaint = fake(ZAdminComplaint, {
  subject: 'Sertifikat mencurigakan',
  email: 'ppk@dinas.go.id',
  overdue: false,
});

function setup(decide: TMockHandler = { data: { appeal: { ...appeal, status: 'upheld' } } }) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/appeals/list.php')]: {
      data: { items: [appeal], page: 1, per_page: 10, total: 1, open_count: 1, overdue_count: 1 },
    },
    [apiPath('admin/complaints/list.php')]: {
      data: { items: [complaint], page: 1, per_page: 10, total: 1, open_count: 1, overdue_count: 0 },
    },
    [apiPath('admin/appeals/decide.php')]: decide,
  });
}

describe('Banding & Keluhan', () => {
  it('shows both queues with the appealed decision and who took it; upholding asks a reason first', async () => {
    const api = setup();
    renderApp('/admin/appeals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Banding & Keluhan' })).toBeInTheDocument();
    const appeals = await screen.findByRole('region', { name: /^Banding/ });
    expect(await within(appeals).findByText(/Oleh Admin Satu/)).toBeInTheDocument();
    expect(within(appeals).getByText(/1 terbuka · 1 lewat tenggat/)).toBeInTheDocument();
    expect(within(appeals).getByText(/Lewat tenggat/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sertifikat mencurigakan' })).toBeInTheDocument();

    await userEvent.click(within(appeals).getByRole('button', { name: 'Kabulkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kabulkan banding?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kabulkan' }));
    expect(api.callsTo(apiPath('admin/appeals/decide.php'))).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Alasan keputusan/), 'Bukti baru diterima');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kabulkan' }));
    await vi.waitFor(() => expect(api.callsTo(apiPath('admin/appeals/decide.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/appeals/decide.php'))[0].body).toMatchObject({
      uuid: appeal.uuid,
      decision: 'uphold',
      reason: 'Bukti baru diterima',
    });
  });
});
