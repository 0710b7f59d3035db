import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, unauthenticated } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { readErrorStatus } from './error-page';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});
afterEach(() => vi.unstubAllGlobals());

describe('/error page', () => {
  it('reads only a sane HTTP status from the navigation state', () => {
    expect(readErrorStatus({ status: 403 })).toBe(403);
    expect(readErrorStatus({ status: 500 })).toBe(500);
    expect(readErrorStatus({ status: '403' })).toBeNull();
    expect(readErrorStatus({ status: 200 })).toBeNull();
    expect(readErrorStatus(null)).toBeNull();
  });

  it('403 shows the access-denied text and a way home', async () => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    renderApp('/error', { state: { status: 403 } });
    expect(await screen.findByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/login');
  });

  it('without a status: the generic text', async () => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    renderApp('/error');
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
  });
});
