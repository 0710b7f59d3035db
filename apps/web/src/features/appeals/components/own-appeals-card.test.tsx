import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import { fake } from '@portal/contract/testing';
import { ZAppeal, ZComplaint } from '@portal/contract';
import i18n from '@/i18n';
import { VERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

const CODE = 'SP-123456789';

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe("the dashboard's appeals and complaints", () => {
  it('lists both with their badges, the answer or the date it is due, linking to the subject', async () => {
    mockApi({
      [apiPath('users/profile.php')]: { data: VERIFIED_PROFILE() },
      [apiPath('appeals/list.php')]: {
        data: {
          items: [
            fake(ZAppeal, {
              subject_type: 'application',
              subject_id: CODE,
              subject_label: CODE,
              status: 'upheld',
              decision: 'uphold',
              decision_reason: 'Bukti diterima',
              decided_at: '2026-12-20T03:00:00.000Z',
            }),
          ],
          page: 1,
          per_page: 5,
          total: 1,
        },
      },
      [apiPath('complaints/list.php')]: {
        data: {
          items: [
            fake(ZComplaint, { subject: 'Layanan lambat', status: 'submitted', answer: null, answer_by: '2027-01-04' }),
          ],
          page: 1,
          per_page: 5,
          total: 1,
        },
      },
    });
    renderApp('/dashboard');
    const appeals = await screen.findByRole('region', { name: 'Banding' });
    expect(await within(appeals).findByText('Dikabulkan')).toBeInTheDocument();
    expect(within(appeals).getByRole('link', { name: `Permohonan: ${CODE}` })).toHaveAttribute(
      'href',
      `/applications/${CODE}`,
    );
    expect(within(appeals).getByText('Bukti diterima')).toBeInTheDocument();
    const complaints = screen.getByRole('region', { name: 'Keluhan' });
    expect(within(complaints).getByText('Disubmit')).toBeInTheDocument();
    expect(within(complaints).getByText('Dijawab paling lambat 4 Januari 2027')).toBeInTheDocument();
  });
});
