import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZApproval, type TApproval } from '@portal/contract';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const person = (name: string) => ({ uuid: crypto.randomUUID(), name, email: `${name.toLowerCase()}@bski.test` });
const revocation = fake(ZApproval, {
  uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a21',
  action: 'certificate.revoke',
  status: 'pending',
  needed_role: 'certification',
  entity_type: 'certificate',
  entity_label: 'SBU-2026-000001',
  company_name: 'PT Contoh Jaya',
  before: { status: 'active' },
  after: { status: 'revoked' },
  reason: 'Data perusahaan palsu',
  requested_by: person('Sari'),
  requested_at: '2026-11-24T03:00:00.000Z',
  expires_at: '2026-12-01T03:00:00.000Z',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  can_decide: true,
  can_withdraw: false,
});
const ownRefund = fake(ZApproval, {
  ...revocation,
  uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a22',
  action: 'invoice.refund',
  entity_type: 'invoice',
  entity_label: 'TRX-2026-0042',
  before: { status: 'paid' },
  after: { status: 'refunded' },
  reason: 'Permohonan ditolak',
  can_decide: false,
  can_withdraw: true,
});

function setup(items: TApproval[], routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: {
      data: {
        companies_waiting: 0,
        payments_waiting: 0,
        applications_review: 0,
        certificates_to_publish: 0,
        document_requests_answered: 0,
        approvals_pending: 1,
        appeals_waiting: 0,
        complaints_waiting: 0,
      },
    },
    [apiPath('admin/approvals/list.php')]: { data: { items, page: 1, per_page: 20, total: items.length } },
    [apiPath('admin/approvals/decide.php')]: (req) => ({
      data: { approval: { ...revocation, status: req.body?.decision === 'approve' ? 'approved' : 'rejected' } },
    }),
    [apiPath('admin/approvals/withdraw.php')]: { data: { approval: { ...ownRefund, status: 'withdrawn' } } },
    ...routes,
  });
}

beforeAll(async () => {
  await import('./admin-approvals-page');
}, 30_000);
beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});

describe('Menunggu Persetujuan', () => {
  it(
    'lists the waiting requests with their before and after; approving asks for a reason and sends it',
    { timeout: 20_000 },
    async () => {
      const api = setup([revocation, ownRefund]);
      const user = userEvent.setup();
      renderApp('/admin/approvals');
      const card = (await screen.findByRole('heading', { name: 'Pencabutan sertifikat: SBU-2026-000001' })).closest(
        'li',
      )!;
      expect(api.callsTo(apiPath('admin/approvals/list.php'))[0].url).toContain('status=pending');
      expect(within(card).getByText('Menunggu Persetujuan')).toBeInTheDocument();
      const table = within(card).getByRole('table', { name: 'Perubahan yang diminta untuk SBU-2026-000001' });
      expect(within(table).getByRole('row', { name: /status active revoked/ })).toBeInTheDocument();
      expect(within(card).getByText('Data perusahaan palsu')).toBeInTheDocument();
      // Someone else's request: no withdrawal; one's own: no decision.
      expect(within(card).queryByRole('button', { name: 'Tarik Permintaan' })).not.toBeInTheDocument();
      const own = screen.getByRole('heading', { name: 'Refund tagihan: TRX-2026-0042' }).closest('li')!;
      expect(within(own).queryByRole('button', { name: 'Setujui' })).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Setujui' }));
      const dialog = await screen.findByRole('dialog', { name: 'Setujui permintaan SBU-2026-000001?' });
      await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
      expect(await within(dialog).findByText('Kolom ini wajib diisi')).toBeInTheDocument();
      expect(api.callsTo(apiPath('admin/approvals/decide.php'))).toHaveLength(0);
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('Sudah diperiksa');
      await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/approvals/decide.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/approvals/decide.php'))[0].body).toMatchObject({
        uuid: revocation.uuid,
        decision: 'approve',
        reason: 'Sudah diperiksa',
      });
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Permintaan SBU-2026-000001 disetujui dan dijalankan.' }),
        ),
      );
    },
  );

  it(
    'the queue keys: j/k move the selection, v and r open their dialog on requests one may decide, the next is selected after',
    { timeout: 20_000 },
    async () => {
      const second = fake(ZApproval, {
        ...revocation,
        uuid: '0b9d2d4e-6a59-4f4e-9d3b-2f1f6f0c0a23',
        entity_label: 'SBU-2026-000002',
      });
      const api = setup([revocation, ownRefund, second]);
      const user = userEvent.setup();
      renderApp('/admin/approvals');
      const cardOf = async (label: string) =>
        (await screen.findByRole('heading', { name: new RegExp(`${label}$`) })).closest('li')!.firstElementChild!;
      // The first request is selected; j moves down, k up.
      expect(await cardOf('SBU-2026-000001')).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText('Pintasan:')).toBeInTheDocument();
      await user.keyboard('j');
      expect(await cardOf('TRX-2026-0042')).toHaveAttribute('aria-current', 'true');
      expect(await cardOf('SBU-2026-000001')).not.toHaveAttribute('aria-current');
      // One's own request: v opens nothing.
      await user.keyboard('v');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.keyboard('k');
      expect(await cardOf('SBU-2026-000001')).toHaveAttribute('aria-current', 'true');
      await user.keyboard('r');
      const rejecting = await screen.findByRole('dialog', { name: 'Tolak permintaan SBU-2026-000001?' });
      await user.click(within(rejecting).getByRole('button', { name: 'Batal' }));
      await user.keyboard('v');
      const dialog = await screen.findByRole('dialog', { name: 'Setujui permintaan SBU-2026-000001?' });
      await user.click(within(dialog).getByRole('textbox'));
      await user.paste('Sudah diperiksa');
      await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/approvals/decide.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/approvals/decide.php'))[0].body).toMatchObject({
        uuid: revocation.uuid,
        decision: 'approve',
      });
      // "Next": the request after the decided one.
      await waitFor(async () => expect(await cardOf('TRX-2026-0042')).toHaveAttribute('aria-current', 'true'));
    },
  );

  it('the requester withdraws their own after a confirmation', { timeout: 20_000 }, async () => {
    const api = setup([ownRefund]);
    const user = userEvent.setup();
    renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Tarik Permintaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarik permintaan TRX-2026-0042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tarik Permintaan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/approvals/withdraw.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/approvals/withdraw.php'))[0].body).toMatchObject({ uuid: ownRefund.uuid });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Permintaan TRX-2026-0042 ditarik.' })),
    );
  });

  it('a refusal (409, decided meanwhile) shows the server’s words', { timeout: 20_000 }, async () => {
    setup([revocation], {
      [apiPath('admin/approvals/decide.php')]: {
        status: 409,
        error: { code: 'INVALID_TRANSITION', message: 'Permintaan ini sudah diputuskan.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/approvals');
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Tidak perlu');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Permintaan ini sudah diputuskan.', variant: 'warning' }),
      ),
    );
  });

  it('says when nothing waits, and the menu entry is current', async () => {
    setup([]);
    renderApp('/admin/approvals');
    expect(await screen.findByText('Tidak ada permintaan yang menunggu')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi admin' });
    expect(within(nav).getByRole('link', { name: /Menunggu Persetujuan/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByTestId('menu-count-approvals_pending')).toHaveTextContent('1');
  });

  it('in English', async () => {
    setup([revocation]);
    await i18n.changeLanguage('en');
    renderApp('/admin/approvals');
    expect(await screen.findByRole('heading', { name: 'Certificate revocation: SBU-2026-000001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
