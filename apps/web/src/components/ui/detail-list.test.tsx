import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from './detail-list';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('DetailList', () => {
  it('shows "-" for a value that is missing or an empty text, and the value otherwise', () => {
    render(
      <DetailList
        items={[
          ['Penerbit', ''],
          ['Alamat', '  '],
          ['Tanggal lunas', null],
          ['Nomor', 'INV-202611-000001'],
          ['Jumlah', 0],
        ]}
      />,
    );
    expect(valueOf('Penerbit')).toHaveTextContent(/^-$/);
    expect(valueOf('Alamat')).toHaveTextContent(/^-$/);
    expect(valueOf('Tanggal lunas')).toHaveTextContent(/^-$/);
    expect(valueOf('Nomor')).toHaveTextContent('INV-202611-000001');
    expect(valueOf('Jumlah')).toHaveTextContent(/^0$/);
  });
});
