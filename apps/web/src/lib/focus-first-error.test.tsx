import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { focusFirstError, useFocusFirstError } from './focus-first-error';

describe('focusFirstError', () => {
  it('focuses and scrolls to the first invalid control in document order, skipping disabled ones', () => {
    render(
      <form data-testid="f">
        <input aria-label="a" />
        <input aria-label="b" aria-invalid="true" disabled />
        <input aria-label="c" aria-invalid="true" />
        <input aria-label="d" aria-invalid="true" />
      </form>,
    );
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    expect(focusFirstError(screen.getByTestId('f'))).toBe(screen.getByLabelText('c'));
    expect(screen.getByLabelText('c')).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it('answers null when nothing is invalid', () => {
    render(
      <form data-testid="f">
        <input aria-label="a" />
      </form>,
    );
    expect(focusFirstError(screen.getByTestId('f'))).toBeNull();
  });
});

function Harness() {
  const [busy, setBusy] = useState(true);
  const [invalid, setInvalid] = useState(false);
  const { ref, request } = useFocusFirstError(busy);
  return (
    <form ref={ref}>
      <fieldset disabled={busy}>
        <input aria-label="x" aria-invalid={invalid} />
      </fieldset>
      <button
        type="button"
        onClick={() => {
          setInvalid(true);
          request();
        }}
      >
        fail
      </button>
      <button type="button" onClick={() => setBusy(false)}>
        done
      </button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('waits until the form is no longer blocked, then focuses the newly marked field', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(screen.getByLabelText('x')).not.toHaveFocus();
    act(() => screen.getByRole('button', { name: 'done' }).click());
    expect(screen.getByLabelText('x')).toHaveFocus();
  });

  it('pressing the submit button leaves the focus in the field, so a blur message cannot move the button from under the click', () => {
    function Form() {
      const { ref, submitProps } = useFocusFirstError();
      return (
        <form ref={ref} onSubmit={(e) => e.preventDefault()}>
          <input aria-label="phone" />
          <button type="submit" {...submitProps}>
            save
          </button>
        </form>
      );
    }
    render(<Form />);
    screen.getByLabelText('phone').focus();
    const notCancelled = fireEvent.mouseDown(screen.getByRole('button', { name: 'save' }));
    expect(notCancelled).toBe(false);
    expect(screen.getByLabelText('phone')).toHaveFocus();
  });
});
