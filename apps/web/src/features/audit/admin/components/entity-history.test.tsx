import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, type TMockRequest } from '@/app/testing/mock-api';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
import { EntityHistory } from '../../index';
import { auditListOf, makeAuditItem } from '../testing';

const queryOf = (req: TMockRequest) => Object.fromEntries(new URL(req.url, 'http://x').searchParams);

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <EntityHistory entityType="company" entityId="42" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Riwayat audit of one entity', () => {
  it('asks for that entity, newest first, and shows its rows with the log’s pieces; "Tampilkan lebih banyak" loads the next page', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) =>
      makeAuditItem(20 - i, {
        action: i === 0 ? 'company.verify' : 'company.update',
        entity_type: 'company',
        entity_id: '42',
        reason: i === 0 ? 'Semua dokumen valid' : null,
      }),
    );
    const page2 = [
      makeAuditItem(5, {
        action: 'company.register',
        entity_type: 'company',
        entity_id: '42',
        actor_role: 'user',
        actor_email: 'owner@contoh.co.id',
        before: null,
        after: null,
      }),
    ];
    const api = mockApi({
      [apiPath('admin/audit/list.php')]: (req) => ({
        data: queryOf(req).page === '2' ? auditListOf(page2, 11, 2, 10) : auditListOf(page1, 11, 1, 10),
      }),
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByRole('heading', { name: 'Riwayat audit' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Riwayat audit' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(queryOf(api.callsTo(apiPath('admin/audit/list.php'))[0])).toEqual({
      entity_type: 'company',
      entity_id: '42',
      sort: 'newest',
      page: '1',
      per_page: '10',
    });
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('Perusahaan diverifikasi')).toBeInTheDocument();
    expect(within(first).getByText('Semua dokumen valid')).toBeInTheDocument();
    expect(within(first).getByText('admin@bski.id')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Lihat 2 perubahan' }));
    expect(within(first).getByRole('table', { name: 'Perubahan: Perusahaan diverifikasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka di Log Audit' })).toHaveAttribute(
      'href',
      '/admin/audit?entity_type=company&entity_id=42',
    );

    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    expect(queryOf(api.callsTo(apiPath('admin/audit/list.php'))[1])).toMatchObject({ entity_id: '42', page: '2' });
    expect(within(list).getByText('Perusahaan didaftarkan')).toBeInTheDocument();
    // All 11 shown: no more to load.
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    mockApi({ [apiPath('admin/audit/list.php')]: { data: auditListOf([], 0, 1, 10) } });
    show();
    expect(await screen.findByText('Belum ada catatan audit untuk entitas ini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });

  it('a failed load says so in place and offers a retry', async () => {
    let fail = true;
    mockApi({
      [apiPath('admin/audit/list.php')]: () =>
        fail
          ? { status: 500, error: { code: 'INTERNAL' } }
          : { data: auditListOf([makeAuditItem(1, { entity_type: 'company', entity_id: '42' })], 1, 1, 10) },
    });
    const user = userEvent.setup();
    show();
    // Said politely (a status), not as an alert over the detail page's own work.
    expect((await screen.findByText('Riwayat audit gagal dimuat.')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Permohonan disetujui')).toBeInTheDocument();
  });

  it('an internal note is written from the history; it is sent for this case and the history is read again', async () => {
    const rows = [makeAuditItem(1, { action: 'company.update', entity_type: 'company', entity_id: '42' })];
    const api = mockApi({
      [apiPath('admin/audit/list.php')]: () => ({ data: auditListOf(rows, rows.length, 1, 10) }),
      [apiPath('admin/notes/add.php')]: (req) => {
        rows.unshift(
          makeAuditItem(2, {
            action: 'company.note',
            entity_type: 'company',
            entity_id: '42',
            reason: String(req.body?.note),
            before: null,
            after: null,
          }),
        );
        return {
          status: 201,
          data: {
            note: {
              entity_type: 'company',
              entity_id: '42',
              note: String(req.body?.note),
              author_email: 'admin@bski.id',
              at: '2026-11-27T07:00:00.000Z',
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    show();
    const list = await screen.findByRole('list', { name: 'Riwayat audit' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Tambah catatan' }));
    expect(screen.getByText('Tulis catatannya terlebih dahulu.')).toBeInTheDocument();
    expect(api.callsTo(apiPath('admin/notes/add.php'))).toHaveLength(0);
    await user.type(
      screen.getByRole('textbox', { name: 'Catatan internal' }),
      'Direktur menelepon, NPWP baru menyusul',
    );
    await user.click(screen.getByRole('button', { name: 'Tambah catatan' }));
    await waitFor(() => expect(api.callsTo(apiPath('admin/notes/add.php'))).toHaveLength(1));
    expect(api.callsTo(apiPath('admin/notes/add.php'))[0]!.body).toMatchObject({
      entity_type: 'company',
      entity_id: '42',
      note: 'Direktur menelepon, NPWP baru menyusul',
    });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Direktur menelepon, NPWP baru menyusul')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Catatan internal' })).toHaveValue('');
  });
});
