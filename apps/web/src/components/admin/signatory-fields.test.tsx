import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadNamespaces } from '@/i18n';
import { SignatoryFields, type TSignatoryField } from './signatory-fields';

type TProps = Partial<Parameters<typeof SignatoryFields>[0]>;

function Harness({ onChange, ...props }: TProps) {
  const [values, setValues] = useState({ signatory_name: 'Ir. Sri Wahyuni', signatory_position: '' });
  return (
    <SignatoryFields
      idPrefix="test"
      values={values}
      errors={{}}
      onChange={(field: TSignatoryField, value: string) => {
        setValues((v) => ({ ...v, [field]: value }));
        onChange?.(field, value);
      }}
      {...props}
    />
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('id');
  await loadNamespaces(['admin', 'validation']);
});

describe('SignatoryFields', () => {
  it('labels both required fields in the language shown, with the ids a form focuses, at most 120 characters', async () => {
    render(<Harness />);
    const name = screen.getByLabelText(/^Nama penandatangan/);
    const position = screen.getByLabelText(/^Jabatan penandatangan/);
    expect(name).toHaveAttribute('id', 'test-signatory_name');
    expect(position).toHaveAttribute('id', 'test-signatory_position');
    expect(name).toHaveValue('Ir. Sri Wahyuni');
    for (const input of [name, position]) {
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input).toHaveAttribute('maxLength', '120');
      expect(input).toHaveAttribute('aria-invalid', 'false');
    }
    await i18n.changeLanguage('en');
    expect(await screen.findByLabelText(/^Signatory name/)).toBe(name);
    expect(screen.getByLabelText(/^Signatory position/)).toBe(position);
  });

  it('reports each keystroke with the field it belongs to', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText(/^Jabatan penandatangan/), 'Ketua');
    expect(onChange).toHaveBeenLastCalledWith('signatory_position', 'Ketua');
    expect(screen.getByLabelText(/^Jabatan penandatangan/)).toHaveValue('Ketua');
    await user.clear(screen.getByLabelText(/^Nama penandatangan/));
    expect(onChange).toHaveBeenLastCalledWith('signatory_name', '');
  });

  it('shows a contract message translated under its field and marks only that field invalid', () => {
    render(<Harness errors={{ signatory_position: 'validation.required' }} />);
    const position = screen.getByLabelText(/^Jabatan penandatangan/);
    expect(position).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(position.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(i18n.t('validation:required'));
    expect(message?.textContent).not.toBe('validation.required');
    expect(screen.getByLabelText(/^Nama penandatangan/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets the browser suggest a person and job title, nothing, or its default', () => {
    const { unmount } = render(<Harness autoComplete="person" />);
    expect(screen.getByLabelText(/^Nama penandatangan/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/^Jabatan penandatangan/)).toHaveAttribute('autocomplete', 'organization-title');
    unmount();
    render(<Harness />);
    expect(screen.getByLabelText(/^Nama penandatangan/)).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText(/^Jabatan penandatangan/)).not.toHaveAttribute('autocomplete');
    cleanup();
    render(<Harness autoComplete="off" />);
    expect(screen.getByLabelText(/^Nama penandatangan/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Jabatan penandatangan/)).toHaveAttribute('autocomplete', 'off');
  });
});
