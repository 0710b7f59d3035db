import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { toast } from '@/components/ui/toast';
import { AppProviders } from '@/app/providers';
import { ADMIN_PROFILE, UNVERIFIED_PROFILE } from '@/app/testing/fixtures';
import { mockApi } from '@/app/testing/mock-api';
import { SessionProvider } from '@/features/session';
import { AdminShell } from './admin-shell';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));
vi.mock('@/features/notifications', () => ({ NotificationBell: () => null }));

/** The admin shell mounted without the route guard in front of it (the "bypassed guard" case). */
function renderShellAlone() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/admin/users']}>
        <SessionProvider>
          <Routes>
            <Route path="/admin/users" element={<AdminShell>admin-content</AdminShell>} />
            <Route path="/login" element={<p>login-page</p>} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(async () => {
  vi.mocked(toast).mockClear();
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminShell: second line of defence', () => {
  it('sends a non-admin to /login with the administrator toast', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: UNVERIFIED_PROFILE() } });
    renderShellAlone();
    expect(screen.getByText('Memverifikasi Akses Admin...')).toBeInTheDocument();
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(screen.queryByText('admin-content')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({
      description: 'Akses ditolak. Anda tidak memiliki izin administrator.',
      variant: 'destructive',
    });
  });

  it('renders the admin frame for an admin', async () => {
    mockApi({ [apiPath('users/profile.php')]: { data: ADMIN_PROFILE() } });
    renderShellAlone();
    expect(await screen.findByText('admin-content')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Navigasi admin' })).toBeInTheDocument());
    expect(toast).not.toHaveBeenCalled();
  });
});
