import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropzone } from './file-dropzone';

const pdf = () => new File(['%PDF-1.4'], 'akta.pdf', { type: 'application/pdf' });

function setup(props: Partial<Parameters<typeof FileDropzone>[0]> = {}) {
  const onFile = vi.fn();
  render(
    <FileDropzone
      id="dz"
      accept=".pdf"
      onFile={onFile}
      buttonLabel="Pilih File"
      dropText="Seret file ke sini"
      describedBy="dz-hint"
      {...props}
    />,
  );
  return {
    onFile,
    input: screen.getByLabelText('Pilih File') as HTMLInputElement,
    zone: screen.getByTestId('dz-dropzone'),
  };
}

describe('<FileDropzone>', () => {
  it('picking a file through the labelled input hands it over and clears the input', async () => {
    const { onFile, input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAttribute('aria-describedby', 'dz-hint');
    const file = pdf();
    await userEvent.setup().upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });

  it('a dropped file is handed over (first one only); dragging highlights the area', () => {
    const { onFile, zone } = setup();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-drag-over', 'true');
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveAttribute('data-drag-over');
    const first = pdf();
    const second = new File(['x'], 'b.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [first, second] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(first);
  });

  it('a fuller accessible name can be given to the input', () => {
    render(
      <FileDropzone
        id="dz2"
        accept=".pdf"
        onFile={vi.fn()}
        buttonLabel="Pilih File"
        inputLabel="Pilih File KTP Pimpinan"
        dropText="x"
      />,
    );
    expect(screen.getByLabelText('Pilih File KTP Pimpinan')).toHaveAttribute('id', 'dz2');
  });

  it('disabled: neither a drop nor the input hand anything over', () => {
    const { onFile, zone, input } = setup({ disabled: true });
    expect(input).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says "tap" instead of "drag and drop" on touch screens (pointer: coarse)', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q === '(pointer: coarse)',
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    setup({ tapText: 'Ketuk untuk memilih file' });
    expect(screen.getByText('Ketuk untuk memilih file')).toBeInTheDocument();
    expect(screen.queryByText('Seret file ke sini')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps the drag text on a mouse', () => {
    setup({ tapText: 'Ketuk untuk memilih file' });
    expect(screen.getByText('Seret file ke sini')).toBeInTheDocument();
  });
});
