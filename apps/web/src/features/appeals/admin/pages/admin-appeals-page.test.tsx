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

function setup(
  decide: TMockHandler = { data: { appeal: { ...appeal, status: 'upheld' } } },
  items: (typeof appeal)[] = [appeal],
) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/appeals/list.php')]: {
      data: { items, page: 1, per_page: 10, total: items.length, open_count: items.length, overdue_count: 1 },
    },
    [apiPath('admin/complaints/list.php')]: {
      data: { items: [complaint], page: 1, per_page: 10, total: 1, open_count: 1, overdue_count: 0 },
    },
    [apiPath('admin/appeals/decide.php')]: decide,
    [apiPath('admin/appeals/review.php')]: (req) => ({
      data: { appeal: { ...appeal, uuid: String(req.body?.uuid), status: 'under_review' } },
    }),
    // The file view is fetched by its absolute URL.
    [`${window.location.origin}${apiPath('admin/documents/get_document.php')}`]: { data: {} },
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

  it("opens each of the appeal's files through the administrators' document view", async () => {
    const withFiles = {
      ...appeal,
      documents: [
        { uuid: '0b7f3c1e-8a52-4c53-9a4e-3f4d5e6a7b8c', original_name: 'bukti-pengalaman.pdf' },
        { uuid: '1c8f4d2f-9b63-4d64-8b5f-4a5e6f7b8c9d', original_name: 'kontrak.pdf' },
      ],
    };
    const api = setup(undefined, [withFiles]);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/admin/appeals');
    const appeals = await screen.findByRole('region', { name: /^Banding/ });
    await userEvent.click(await within(appeals).findByRole('button', { name: 'kontrak.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    // The file is fetched by its absolute URL (same origin only, docs/decisions/036).
    const fileCalls = () => api.calls.filter((c) => c.url.includes(apiPath('admin/documents/get_document.php')));
    await vi.waitFor(() => expect(fileCalls()).toHaveLength(1));
    expect(fileCalls()[0].url).toBe(
      `${window.location.origin}${apiPath('admin/documents/get_document.php')}?uuid=${withFiles.documents[1].uuid}`,
    );
    await vi.waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(within(appeals).getByRole('button', { name: 'bukti-pengalaman.pdf' })).toBeInTheDocument();
    open.mockRestore();
  });

  it('"Mulai tinjau" moves a submitted appeal under review; an appeal under review does not offer it', async () => {
    const reviewing = { ...appeal, uuid: '2d9f5e3a-0c74-4e75-9c6a-5b6f7a8b9cad', status: 'under_review' as const };
    const api = setup(undefined, [{ ...appeal, status: 'submitted' }, reviewing]);
    renderApp('/admin/appeals');
    const appeals = await screen.findByRole('region', { name: /^Banding/ });
    const cards = await within(appeals).findAllByRole('listitem');
    expect(within(cards[0]).getByText('Disubmit')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Dalam Review')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Mulai tinjau' })).not.toBeInTheDocument();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Mulai tinjau' }));
    await vi.waitFor(() => expect(api.callsTo(apiPath('admin/appeals/review.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/appeals/review.php'))[0].body).toMatchObject({ uuid: appeal.uuid });
    // The queue is read again after the change.
    await vi.waitFor(() => expect(api.callsTo(apiPath('admin/appeals/list.php')).length).toBeGreaterThan(1));
  });
});
