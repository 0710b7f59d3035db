import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { useNavigate } from 'react-router';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { auditListOf, invoiceUuid, makeAuditItem } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const rows = [
  makeAuditItem(1, { reason: 'Dokumen lengkap dan sesuai' }),
  makeAuditItem(2, {
    actor_email: null,
    actor_role: 'system',
    ip: null,
    action: 'invoice.expire',
    entity_type: 'invoice',
    entity_id: invoiceUuid(2),
    before: { status: 'pending' },
    after: { status: 'cancelled' },
  }),
  makeAuditItem(3, {
    actor_email: 'owner@contoh.co.id',
    actor_role: 'user',
    action: 'company.legacy_import',
    entity_type: 'company',
    entity_id: '42',
    before: null,
    after: null,
  }),
  makeAuditItem(4, {
    action: 'certificate.revoke',
    entity_type: 'certificate',
    entity_id: '00000000-0000-4000-8000-000000005004',
    before: { status: 'active' },
    after: { status: 'revoked' },
  }),
];
const setup = (list: unknown = { data: auditListOf(rows, 45) }) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/audit/list.php')]: list as never,
    [apiPath('admin/audit/export.php')]: () => ({ data: null }),
  });
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      test-back
    </button>
  );
}
const lastQuery = (api: ReturnType<typeof setup>) =>
  Object.fromEntries(new URL(api.callsTo(apiPath('admin/audit/list.php')).at(-1)!.url, 'http://x').searchParams);
const table = async () => screen.findByRole('table', { name: 'Catatan log audit' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr') as HTMLElement;

beforeAll(async () => {
  await import('./admin-audit-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Log Audit', () => {
  it('shows time (WIB), actor with role, IP, the action in words, the entity as a link, the reason', async () => {
    setup();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log Audit' })).toBeInTheDocument();
    const approved = await rowOf('Permohonan disetujui');
    expect(within(approved).getByText('admin@bski.id')).toBeInTheDocument();
    expect(within(approved).getByText('Admin')).toBeInTheDocument();
    expect(within(approved).getAllByText('10.0.0.7').length).toBeGreaterThan(0);
    expect(within(approved).getByText(/24 Nov 2026.*10\.15 WIB/)).toBeInTheDocument();
    expect(within(approved).getByText('Dokumen lengkap dan sesuai')).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'SP-300000001' })).toHaveAttribute(
      'href',
      '/admin/applications/SP-300000001',
    );
    // The server itself: "Sistem", no address; an invoice opens its own history.
    const expired = await rowOf('Invoice kedaluwarsa');
    expect(within(expired).getByText('Sistem')).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: '00000000…' })).toHaveAttribute(
      'href',
      `/admin/audit?entity_type=invoice&entity_id=${invoiceUuid(2)}`,
    );
    // An action the screen does not know is shown as written.
    const unknown = await rowOf('company.legacy_import');
    expect(within(unknown).getByText('Pengguna')).toBeInTheDocument();
    expect(within(unknown).getByRole('link', { name: '42' })).toHaveAttribute('href', '/admin/companies/42');
    expect(within(unknown).getByText('Tidak ada perubahan data')).toBeInTheDocument();
    expect(within(await rowOf('SBU dicabut')).getByRole('link', { name: '00000000…' })).toHaveAttribute(
      'href',
      '/admin/certificates/00000000-0000-4000-8000-000000005004',
    );
  });

  it('before → after opens by keyboard as a small table of the changed fields', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/audit');
    const approved = await rowOf('Permohonan disetujui');
    const toggle = within(approved).getByRole('button', { name: 'Lihat 2 perubahan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = within(approved).getByRole('table', { name: 'Perubahan: Permohonan disetujui' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kolom', 'Sebelum', 'Sesudah']);
    const status = within(changes).getByRole('rowheader', { name: 'status' }).closest('tr')!;
    expect(within(status).getByText('under_review')).toBeInTheDocument();
    expect(within(status).getByText('approved')).toBeInTheDocument();
    const approvedAt = within(changes).getByRole('rowheader', { name: 'approved_at' }).closest('tr')!;
    expect(within(approvedAt).getByText('(kosong)')).toBeInTheDocument();
    // A moment the server wrote is shown in WIB, like every time on the screen.
    expect(within(approvedAt).getByText(/24 Nov 2026.*10\.15 WIB/)).toHaveAttribute(
      'datetime',
      '2026-11-24T03:15:00.000Z',
    );
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(approved).queryByRole('table')).not.toBeInTheDocument();
  });

  it('each filter reaches the request and the URL; the CSV carries the same filter', { timeout: 20_000 }, async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/audit');
    await table();
    await user.selectOptions(screen.getByLabelText('Jenis entitas'), 'invoice');
    await user.type(screen.getByLabelText('Pelaku (e-mail)'), 'admin@');
    await user.type(screen.getByLabelText('Aksi'), 'invoice.');
    await user.type(screen.getByLabelText('Dari tanggal'), '2026-11-01');
    await user.type(screen.getByLabelText('Sampai tanggal'), '2026-11-24');
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'oldest');
    await user.type(screen.getByRole('searchbox', { name: 'Cari ID entitas atau alasan' }), 'INV-2026');
    const expected = {
      entity_type: 'invoice',
      actor: 'admin@',
      action: 'invoice.',
      from: '2026-11-01',
      to: '2026-11-24',
      sort: 'oldest',
      q: 'INV-2026',
    };
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', per_page: '20', ...expected }));
    expect(Object.fromEntries(new URLSearchParams(app.location().search))).toEqual(expected);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/audit/export.php'))).toHaveLength(1));
    expect(
      Object.fromEntries(new URL(api.callsTo(apiPath('admin/audit/export.php'))[0].url, 'http://x').searchParams),
    ).toEqual(expected);
    expect(screen.queryByRole('button', { name: 'Ekspor Excel' })).not.toBeInTheDocument();
  });

  it('"Sistem" asks for the server’s own actions', async () => {
    const api = setup();
    const user = userEvent.setup();
    const app = renderApp('/admin/audit?actor=bob');
    await table();
    expect(screen.getByLabelText('Pelaku (e-mail)')).toHaveValue('bob');
    await user.click(screen.getByLabelText('Hanya tindakan Sistem'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ actor: 'system' }));
    expect(new URLSearchParams(app.location().search).get('actor')).toBe('system');
    expect(screen.getByLabelText('Pelaku (e-mail)')).toBeDisabled();
    expect(screen.getByLabelText('Pelaku (e-mail)')).toHaveValue('');
  });

  it(
    'reads its filters from the URL (a shared link), ignores what it does not know, pages on the server, and the back button restores the view',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      const app = renderApp(
        `/admin/audit?entity_type=invoice&entity_id=${invoiceUuid(2)}&action=invoice.verify&from=24-11-2026&sort=sideways&page=2`,
        { children: <BackButton /> },
      );
      await table();
      expect(lastQuery(api)).toEqual({
        page: '2',
        per_page: '20',
        entity_type: 'invoice',
        entity_id: invoiceUuid(2),
        action: 'invoice.verify',
      });
      expect(screen.getByLabelText('Jenis entitas')).toHaveValue('invoice');
      expect(screen.getByLabelText('Aksi')).toHaveValue('invoice.verify');
      expect(screen.getByText('Entitas: Invoice 00000000…')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
      await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '3' }));
      await user.click(screen.getByRole('button', { name: 'Hapus filter entitas' }));
      await waitFor(() =>
        expect(lastQuery(api)).toEqual({ page: '1', per_page: '20', entity_type: 'invoice', action: 'invoice.verify' }),
      );
      await user.click(screen.getByRole('button', { name: 'test-back' }));
      // Back: the entity and the page return (from the cache, without asking again).
      await waitFor(() => expect(new URLSearchParams(app.location().search).get('entity_id')).toBe(invoiceUuid(2)));
      expect(new URLSearchParams(app.location().search).get('page')).toBe('3');
      expect(await screen.findByText('Entitas: Invoice 00000000…')).toBeInTheDocument();
    },
  );

  it('says so when nothing matches, and offers to reset the filters', async () => {
    setup({ data: auditListOf([], 0) });
    const user = userEvent.setup();
    const app = renderApp('/admin/audit?entity_type=calendar&actor=nobody');
    expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atur Ulang Filter' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(await screen.findByText('Belum ada catatan audit')).toBeInTheDocument();
    expect(screen.getByLabelText('Pelaku (e-mail)')).toHaveValue('');
  });

  it('a failed load offers a retry', async () => {
    setup({ status: 500, error: { code: 'INTERNAL' } });
    renderApp('/admin/audit');
    expect(await screen.findByText('Gagal memuat data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
