import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('<ProgressBar>', () => {
  it('exposes its value to assistive technology and draws the width', () => {
    const { container } = render(<ProgressBar value={42.4} label="Mengunggah ktp.pdf" />);
    const bar = screen.getByRole('progressbar', { name: 'Mengunggah ktp.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect((container.querySelector('[role=progressbar] > div') as HTMLElement).style.width).toBe('42%');
  });

  it.each([
    [-5, '0'],
    [140, '100'],
    [Number.NaN, '0'],
  ])('clamps %s to %s', (value, expected) => {
    render(<ProgressBar value={value} label="x" valueText="custom" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', expected);
    expect(bar).toHaveAttribute('aria-valuetext', 'custom');
  });
});
