import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function Harness({ useInstead }: { useInstead?: boolean }) {
  const focus = useReturnFocus();
  return (
    <>
      <button type="button" onClick={(e) => focus.remember(e.currentTarget)}>
        opener
      </button>
      <div tabIndex={-1} data-testid="section" />
      <button type="button" onClick={() => focus.restore(useInstead ? screen.getByTestId('section') : undefined)}>
        close
      </button>
    </>
  );
}

describe('useReturnFocus', () => {
  it('focuses the remembered opener after closing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'opener' }));
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus());
  });

  it('focuses the given element instead when asked', async () => {
    const user = userEvent.setup();
    render(<Harness useInstead />);
    await user.click(screen.getByRole('button', { name: 'opener' }));
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.getByTestId('section')).toHaveFocus());
  });
});
