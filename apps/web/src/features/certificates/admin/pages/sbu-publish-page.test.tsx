import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { ADMIN_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { certUuid, makeAdminCertificate, makeCertificateData, makeDraft } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const newUuid = certUuid(42);
const setup = (routes: Record<string, TMockHandler> = {}) =>
  mockApi({
    [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() },
    [apiPath('admin/menu-counts.php')]: { data: { companies_waiting: 0, approvals_pending: 0 } },
    [apiPath('admin/certificates/draft.php')]: { data: makeDraft() },
    [apiPath('admin/certificates/publish.php')]: {
      data: { certificate: { certificate_uuid: newUuid, number: 'SBU-2026-000042', valid_until: '2029-11-23' } },
    },
    [apiPath('admin/certificates/detail.php')]: {
      data: { certificate: makeAdminCertificate({ certificate_uuid: newUuid, number: 'SBU-2026-000042' }) },
    },
    ...routes,
  });

beforeAll(async () => {
  await import('./sbu-publish-page');
  await import('./admin-certificate-detail-page');
}, 30_000);
beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Terbitkan SBU', () => {
  it(
    'shows what the certificate will print, publishes after a confirmation with the signatory, and opens the new certificate',
    { timeout: 20_000 },
    async () => {
      const api = setup();
      const user = userEvent.setup();
      const app = renderApp('/admin/sbu/publish/SP-123456789');
      expect(await screen.findByText('PT Contoh Jaya', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(api.callsTo(apiPath('admin/certificates/draft.php'))[0].url).toContain('code_reg=SP-123456789');
      expect(screen.getByText('01.312.166.0-091.000')).toBeInTheDocument();
      expect(screen.getByText(/Gambir, Kota Jakarta Pusat/)).toBeInTheDocument();
      expect(screen.getByText('24 November 2026')).toBeInTheDocument();
      expect(screen.getByText('23 November 2029')).toBeInTheDocument();
      expect(screen.getByText('3 tahun')).toBeInTheDocument();
      expect(screen.getByText('BSKI Kadin Indonesia')).toBeInTheDocument();
      expect(screen.getByText(/KBLI 41012/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pratinjau PDF' })).toHaveAttribute(
        'href',
        '/admin/sbu/preview/SP-123456789',
      );
      const name = screen.getByLabelText(/Nama penandatangan/);
      expect(name).toHaveValue('Dr. Budi Santoso');
      expect(screen.getByLabelText(/Jabatan penandatangan/)).toHaveValue('Ketua Lembaga Sertifikasi');
      await user.clear(name);
      await user.type(name, 'Ir. Sri Wahyuni, M.T.');

      await user.click(screen.getByRole('button', { name: 'Terbitkan SBU' }));
      const dialog = await screen.findByRole('dialog', { name: 'Terbitkan SBU untuk SP-123456789?' });
      // Issue 23, point 8: a name ending in "M.T." was followed by a second full stop.
      expect(dialog).toHaveTextContent('ditandatangani Ir. Sri Wahyuni, M.T., berlaku sampai 23 November 2029.');
      expect(dialog.textContent).not.toContain('..');
      expect(api.callsTo(apiPath('admin/certificates/publish.php'))).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Terbitkan SBU' }));
      await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/publish.php'))).toHaveLength(1));
      expect(api.callsTo(apiPath('admin/certificates/publish.php'))[0].body).toMatchObject({
        code_reg: 'SP-123456789',
        signatory_name: 'Ir. Sri Wahyuni, M.T.',
        signatory_position: 'Ketua Lembaga Sertifikasi',
      });
      await waitFor(() => expect(app.location().pathname).toBe(`/admin/certificates/${newUuid}`));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'SBU SBU-2026-000042 diterbitkan.', variant: 'success' }),
      );
    },
  );

  it('cancelling the confirmation publishes nothing', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Terbitkan SBU' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(apiPath('admin/certificates/publish.php'))).toHaveLength(0);
  });

  it('the signatory is required before the confirmation opens', async () => {
    const api = setup({
      [apiPath('admin/certificates/draft.php')]: {
        data: makeDraft({
          data: makeCertificateData({ signatory_name: '', signatory_position: '' }),
          blockers: ['SIGNATORY_MISSING'],
        }),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    expect(
      await screen.findByText(/Penandatangan belum diatur di pengaturan/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terbitkan SBU' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nama penandatangan/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nama penandatangan/)).toHaveFocus();
    expect(screen.getByLabelText(/Jabatan penandatangan/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(apiPath('admin/certificates/publish.php'))).toHaveLength(0);
  });

  it('a missing body name blocks publishing and links to the settings', async () => {
    setup({
      [apiPath('admin/certificates/draft.php')]: {
        data: makeDraft({ data: makeCertificateData({ body_name: '' }), blockers: ['BODY_NAME_MISSING'] }),
      },
    });
    renderApp('/admin/sbu/publish/SP-123456789');
    expect(await screen.findByText('Sertifikat belum dapat diterbitkan', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Nama lembaga sertifikasi belum diatur/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka pengaturan sertifikat' })).toHaveAttribute(
      'href',
      '/admin/calculator#certificate-settings',
    );
    expect(screen.getByRole('button', { name: 'Terbitkan SBU' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Terbitkan SBU' })).toHaveAccessibleDescription(
      /Nama lembaga sertifikasi belum diatur/,
    );
  });

  it('the administrator who approved the application is told another one publishes it', async () => {
    setup({ [apiPath('admin/certificates/draft.php')]: { data: makeDraft({ blockers: ['SEPARATION_OF_DUTIES'] }) } });
    renderApp('/admin/sbu/publish/SP-123456789');
    expect(await screen.findByText('Sertifikat belum dapat diterbitkan', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/penerbitan dilakukan oleh administrator lain \(pemisahan tugas\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terbitkan SBU' })).toBeDisabled();
  });

  it('409 already published links to the existing certificate', async () => {
    const existing = certUuid(7);
    setup({
      [apiPath('admin/certificates/publish.php')]: {
        status: 409,
        error: { code: 'CONFLICT', message: 'Sertifikat untuk permohonan ini sudah diterbitkan.' },
        data: { certificate: { certificate_uuid: existing, number: 'SBU-2026-000007' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Terbitkan SBU' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terbitkan SBU' }));
    const alert = await screen.findByText('Sudah diterbitkan');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Sertifikat untuk permohonan ini sudah diterbitkan.');
    expect(screen.getByRole('link', { name: 'Buka sertifikat SBU-2026-000007' })).toHaveAttribute(
      'href',
      `/admin/certificates/${existing}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a 422 on the signatory is shown at its field', async () => {
    setup({
      [apiPath('admin/certificates/publish.php')]: {
        status: 422,
        error: { code: 'VALIDATION_ERROR', errors: { signatory_position: ['validation.tooLong'] } },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Terbitkan SBU' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Terbitkan SBU' }));
    await waitFor(() => expect(screen.getByLabelText(/Jabatan penandatangan/)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('an unknown application says so', async () => {
    setup({ [apiPath('admin/certificates/draft.php')]: { status: 404, error: { code: 'NOT_FOUND' } } });
    renderApp('/admin/sbu/publish/SP-123456789');
    expect(await screen.findByText('Permohonan tidak ditemukan', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('names the clerk handling the application and warns before publishing over their claim', async () => {
    const claimedBy = {
      uuid: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
      name: 'Sari Admin',
      email: 's@x.id',
      until: '2099-01-01T00:00:00.000Z',
    };
    const api = setup({ [apiPath('admin/certificates/draft.php')]: { data: makeDraft({ claimed_by: claimedBy }) } });
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    expect(await screen.findByText('Sedang ditangani oleh Sari Admin', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terbitkan SBU' }));
    const warning = await screen.findByRole('dialog', { name: 'Sedang ditangani oleh Sari Admin' });
    expect(screen.queryByRole('dialog', { name: 'Terbitkan SBU untuk SP-123456789?' })).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Tetap lanjutkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan SBU untuk SP-123456789?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan SBU' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/certificates/publish.php'))).toHaveLength(1));
  });

  it('"Saya tangani" claims the application when nobody holds it', async () => {
    const api = setup({
      [apiPath('admin/queue/claim.php')]: (req) => ({
        data: {
          entity_type: 'application',
          entity_id: String(req.body?.entity_id),
          claimed_by: {
            uuid: ADMIN_PROFILE().user.uuid,
            name: ADMIN_PROFILE().user.name,
            email: ADMIN_PROFILE().user.email,
            until: '2099-01-01T00:00:00.000Z',
          },
          taken_from: null,
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/sbu/publish/SP-123456789');
    await user.click(await screen.findByRole('button', { name: 'Saya tangani SP-123456789' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/queue/claim.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/queue/claim.php'))[0].body).toMatchObject({
      entity_type: 'application',
      entity_id: 'SP-123456789',
    });
  });
});
