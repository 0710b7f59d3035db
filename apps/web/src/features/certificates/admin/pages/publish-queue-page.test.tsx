import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { ZAdminApplicationListItem, ZAdminSettings } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import i18n from '@/i18n';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const item = (n: number, over: Parameters<typeof fake<typeof ZAdminApplicationListItem>>[1] = {}) =>
  fake(ZAdminApplicationListItem, {
    code_reg: `SP-00000000${n}`,
    status: 'approved',
    company_name: `PT Antrean ${n}`,
    waiting_since: '2026-11-20T03:00:00.000Z',
    status_changed_at: '2026-11-20T03:00:00.000Z',
    ...over,
  });

const ME = ADMIN_PROFILE().user;

const ITEMS = [
  item(1),
  item(2, {
    claimed_by: {
      uuid: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
      name: 'Sari Admin',
      email: 's@x.id',
      until: '2099-01-01T00:00:00.000Z',
    },
  }),
  item(3),
];

const setup = () =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: {
      data: {
        companies_waiting: 0,
        payments_waiting: 0,
        applications_review: 0,
        certificates_to_publish: 3,
        document_requests_answered: 0,
      },
    },
    [apiPath('admin/applications/list.php')]: { data: { items: ITEMS, page: 1, per_page: 50, total: 3 } },
    [apiPath('admin/settings/get.php')]: {
      data: {
        settings: fake(ZAdminSettings, { signatory_name: 'Dr. Budi Santoso', signatory_position: 'Ketua LSBU' }),
      },
    },
    [apiPath('admin/queue/claim.php')]: (req) => ({
      data: {
        entity_type: 'application',
        entity_id: String(req.body?.entity_id),
        claimed_by: { uuid: ME.uuid, name: ME.name, email: ME.email, until: '2099-01-01T00:00:00.000Z' },
        taken_from: null,
      },
    }),
    [apiPath('admin/certificates/publish-batch.php')]: (req) => {
      const codes = (req.body?.code_regs ?? []) as string[];
      return {
        data: {
          results: codes.map((code, i) =>
            i === 1
              ? {
                  code_reg: code,
                  outcome: 'failed',
                  certificate: null,
                  error: { code: 'INVALID_TRANSITION', message: 'Permohonan tidak lagi disetujui.' },
                }
              : {
                  code_reg: code,
                  outcome: 'published',
                  certificate: {
                    certificate_uuid: `0b9f3c5e-1f2a-4c3d-9e8f-7a6b5c4d3e2${i}`,
                    number: `SBU-2026-00000${i}`,
                    valid_until: '2029-11-26',
                  },
                  error: null,
                },
          ),
          published: codes.length - 1,
          failed: 1,
        },
      };
    },
  });

beforeAll(async () => {
  await import('./publish-queue-page');
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('Antrean Penerbitan SBU', () => {
  it('lists the approved applications oldest first with their SLA age and handler, and publishes the ticked ones under one signatory', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/publish-queue');
    await screen.findByText('PT Antrean 3');
    const table = screen.getByRole('table', { name: /menunggu penerbitan SBU/ });
    const query = new URL(api.callsTo(apiPath('admin/applications/list.php'))[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: 'approved', sort: 'waiting' });
    expect(within(table).getByText('Sedang ditangani oleh Sari Admin')).toBeInTheDocument();
    expect(within(table).getAllByText(/hari kerja/).length).toBeGreaterThan(0);

    const publish = screen.getByRole('button', { name: /Terbitkan 0 terpilih/ });
    expect(publish).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    await user.click(screen.getByRole('button', { name: 'Terbitkan 3 terpilih' }));
    // SP-000000002 is Sari's: the clerk is warned first.
    const warning = await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' });
    await user.click(within(warning).getByRole('button', { name: 'Tetap lanjutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan SBU untuk 3 permohonan?' });
    expect(within(dialog).getByLabelText(/Nama penandatangan/)).toHaveValue('Dr. Budi Santoso');
    // The server takes at most 120 characters: the fields stop there (the shared signatory fields).
    expect(within(dialog).getByLabelText(/Nama penandatangan/)).toHaveAttribute('maxlength', '120');
    expect(within(dialog).getByLabelText(/Jabatan penandatangan/)).toHaveAttribute('maxlength', '120');
    expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan 3 SBU' }));

    await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))[0]!.body).toMatchObject({
      code_regs: ['SP-000000001', 'SP-000000002', 'SP-000000003'],
      signatory_name: 'Dr. Budi Santoso',
      signatory_position: 'Ketua LSBU',
    });
    const results = await screen.findByTestId('batch-results');
    expect(screen.getByText('2 diterbitkan, 1 gagal')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'SBU-2026-000000' })).toBeInTheDocument();
    expect(within(results).getByText('Permohonan tidak lagi disetujui.')).toBeInTheDocument();
  });

  it('publishes nothing without a signatory', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/publish-queue');
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih SP-000000001' }));
    await user.click(screen.getByRole('button', { name: 'Terbitkan 1 terpilih' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/Nama penandatangan/));
    expect(within(dialog).getByRole('button', { name: 'Terbitkan 1 SBU' })).toBeDisabled();
    expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))).toHaveLength(0);
  });

  it('"Saya tangani" on a row claims that application', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/publish-queue');
    await user.click(await screen.findByRole('button', { name: 'Saya tangani SP-000000003' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/queue/claim.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/queue/claim.php'))[0]!.body).toMatchObject({
      entity_type: 'application',
      entity_id: 'SP-000000003',
    });
    expect(await screen.findByText('Sedang Anda tangani')).toBeInTheDocument();
  });

  it('keys: j/k move the selection, v publishes the selected row after the confirmation, then the next row is selected', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/publish-queue');
    await screen.findByText('PT Antrean 3');
    const currentRow = () => document.querySelector('tr[aria-current="true"]')?.textContent ?? '';
    expect(currentRow()).toContain('SP-000000001');
    await user.keyboard('j');
    expect(currentRow()).toContain('SP-000000002');
    await user.keyboard('jk');
    expect(currentRow()).toContain('SP-000000002');
    expect(screen.getByText('terbitkan yang dipilih')).toBeInTheDocument();

    await user.keyboard('v');
    // SP-000000002 is Sari's: the clerk is warned first.
    const warning = await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' });
    await user.click(within(warning).getByRole('button', { name: 'Tetap lanjutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan SBU untuk 1 permohonan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan 1 SBU' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/certificates/publish-batch.php'))[0]!.body).toMatchObject({
      code_regs: ['SP-000000002'],
    });
    await screen.findByTestId('batch-results');
    await waitFor(() => expect(currentRow()).toContain('SP-000000003'));
  });
});
