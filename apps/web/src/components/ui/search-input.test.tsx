import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { SearchInput } from './search-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput label="Cari data" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
});

describe('SearchInput', () => {
  it('is a labelled search box with a clear button once it has text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Cari data' });
    expect(box).toHaveAttribute('maxLength', '100');
    expect(screen.queryByRole('button', { name: 'Hapus pencarian' })).not.toBeInTheDocument();
    await user.type(box, 'abc');
    expect(screen.getByRole('status')).toHaveTextContent('abc');
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(box).toHaveValue('');
  });
});
