import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract/constants';
import i18n from '@/i18n';
import { mockApi, unauthenticated } from '@/app/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn(), Toaster: () => null }));

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('terms and privacy page', () => {
  it('is public (no login), in Indonesian and in English', async () => {
    mockApi({ [apiPath('users/profile.php')]: unauthenticated });
    const app = renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Syarat dan Ketentuan serta Kebijakan Privasi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kebijakan Privasi' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    expect(app.location().pathname).toBe('/terms');
    await i18n.changeLanguage('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions and Privacy Policy' }),
    ).toBeInTheDocument();
  });
});
