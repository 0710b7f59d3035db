import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { PasswordStrengthFor, PasswordStrengthHint } from './password-strength-hint';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});

describe('<PasswordStrengthHint>', () => {
  it('says nothing before anything is typed', () => {
    render(<PasswordStrengthHint password="" />);
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });

  it('loads the shared check on input and says a common password will be refused', async () => {
    render(<PasswordStrengthHint password="password" />);
    expect(
      await screen.findByText(
        'Kekuatan password: lemah. Password ini terlalu umum dan akan ditolak.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('calls a long uncommon password strong, with nothing refused', async () => {
    render(<PasswordStrengthHint password="kopi-susu-hangat-pagi" />);
    expect(await screen.findByText('Kekuatan password: kuat.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('<PasswordStrengthFor>', () => {
  it('follows the typing in an input it does not own', async () => {
    render(
      <>
        <input id="pw" aria-label="pw" />
        <PasswordStrengthFor inputId="pw" />
      </>,
    );
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().type(screen.getByLabelText('pw'), 'qwertyuiop');
    expect(
      await screen.findByText(
        'Kekuatan password: lemah. Password ini terlalu umum dan akan ditolak.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
