import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZAppeal, ZDocument, type TAppealSubjectResponse } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi, type TMockHandler } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { FakeXhr } from '@/test/fake-xhr';
import { application } from '../testing';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const CODE = 'SP-123456789';
const rejected = () =>
  application({ code_reg: CODE, status: 'rejected', rejection_reason: 'Pengalaman kerja tidak memenuhi syarat' });

function setup(subject: TMockHandler, routes: Record<string, TMockHandler> = {}) {
  return mockApi({
    [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
    [apiPath('applications/get_detail.php')]: { data: { application: rejected() } },
    [apiPath('appeals/subject.php')]: subject,
    ...routes,
  });
}
const windowOpen: TAppealSubjectResponse = {
  appeal: null,
  window: { decided_at: '2026-12-14T03:00:00.000Z', deadline: '2027-01-07', open: true },
};

beforeEach(async () => {
  FakeXhr.reset();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('the appeal on a rejected application', () => {
  it(
    'says until when, checks the reason, uploads a file with progress and files the appeal',
    { timeout: 30_000 },
    async () => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      let filed = false;
      const appeal = fake(ZAppeal, {
        subject_type: 'application',
        subject_id: CODE,
        status: 'submitted',
        decision: null,
        decision_reason: null,
        decided_at: null,
        answer_by: '2027-01-21',
        created_at: '2026-12-15T03:00:00.000Z',
      });
      const api = setup(() => ({ data: filed ? { appeal, window: null } : windowOpen }), {
        [apiPath('appeals/create.php')]: () => {
          filed = true;
          return { status: 201, data: { appeal } };
        },
      });
      const user = userEvent.setup();
      renderApp(`/applications/${CODE}`);
      const button = await screen.findByRole('button', { name: 'Ajukan banding' });
      const callout = button.closest('[role="status"]') as HTMLElement;
      expect(callout).toHaveTextContent(/Anda dapat mengajukan banding.*paling lambat 7 Januari 2027/);
      expect(api.callsTo(apiPath('appeals/subject.php'))[0].url).toContain(
        `subject_type=application&subject_id=${CODE}`,
      );

      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Ajukan banding' });
      const reason = within(dialog).getByLabelText(/^Alasan banding/);
      await user.type(reason, 'Terlalu singkat');
      await user.click(within(dialog).getByRole('button', { name: 'Kirim Banding' }));
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(reason).toHaveAccessibleDescription(/minimal 30 karakter/);
      expect(api.callsTo(apiPath('appeals/create.php'))).toHaveLength(0);

      await user.upload(
        within(dialog).getByLabelText('Pilih file file pendukung banding'),
        new File(['%PDF-1.4'], 'bukti.pdf', { type: 'application/pdf' }),
      );
      await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
      const xhr = FakeXhr.instances[0];
      expect(xhr.body?.get('category')).toBe('other');
      xhr.progress(1, 4);
      expect(within(dialog).getByRole('progressbar', { name: 'Mengunggah bukti.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '25',
      );
      const doc = fake(ZDocument, { original_name: 'bukti.pdf', category: 'other' });
      xhr.respond(201, { status: 'success', message: 'ok', data: { document: doc } });
      expect(await within(dialog).findByRole('button', { name: 'Hapus bukti.pdf' })).toBeInTheDocument();

      await user.type(reason, ': kami melampirkan bukti pengalaman kerja yang belum dipertimbangkan.');
      await user.click(within(dialog).getByRole('button', { name: 'Kirim Banding' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [call] = api.callsTo(apiPath('appeals/create.php'));
      expect(call.body).toMatchObject({ subject_type: 'application', subject_id: CODE, document_uuids: [doc.uuid] });
      expect(String(call.body?.reason)).toMatch(/^Terlalu singkat: kami melampirkan/);
      // The page reads the subject again: the appeal, its badge and the date the body answers by.
      expect(await screen.findByText('Disubmit')).toBeInTheDocument();
      expect(screen.getByText(/Kami menjawab paling lambat 21 Januari 2027/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ajukan banding' })).not.toBeInTheDocument();
    },
  );

  it('after the last day says the window closed; a decided appeal shows its answer (en)', async () => {
    setup({ data: { appeal: null, window: { ...windowOpen.window!, open: false } } });
    renderApp(`/applications/${CODE}`);
    expect(await screen.findByText('Batas waktu banding atas keputusan ini berakhir 7 Januari 2027.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajukan banding' })).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
    setup({
      data: {
        window: null,
        appeal: fake(ZAppeal, {
          status: 'dismissed',
          decision: 'dismiss',
          decision_reason: 'Bukti tidak menunjukkan pengalaman yang disyaratkan.',
          decided_at: '2026-12-20T03:00:00.000Z',
          documents: [],
        }),
      },
    });
    renderApp(`/applications/${CODE}`);
    expect(await screen.findByText('Not Upheld')).toBeInTheDocument();
    expect(screen.getByText('Bukti tidak menunjukkan pengalaman yang disyaratkan.')).toBeInTheDocument();
    expect(screen.getByText(/Answered/)).toBeInTheDocument();
  });
});
