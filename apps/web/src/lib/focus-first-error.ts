import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/** A control marked invalid (FormField sets aria-invalid), in document order. */
const INVALID = '[aria-invalid="true"]:not([disabled])';

/**
 * Scrolls the first invalid control inside `root` to the middle of the screen (clear of the sticky
 * header) and focuses it, so a failed save never leaves the error out of sight
 * (docs/business-rules.md#validation-messages). Answers the control, or null when none is shown.
 */
export function focusFirstError(root: HTMLElement | null | undefined): HTMLElement | null {
  const el = root?.querySelector<HTMLElement>(INVALID) ?? null;
  if (!el) return null;
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
  return el;
}

/**
 * For the form's submit button. Pressing the mouse on it would first take the focus from the field
 * being typed in; that field's blur validation then shows its message, the form grows, the button
 * moves down, and the release lands beside it: the click, and so the save, is lost. Keeping the
 * focus where it is lets the click submit, and the submit validates every field anyway.
 */
const SUBMIT_PROPS = { onMouseDown: (e: MouseEvent) => e.preventDefault() } as const;

/**
 * The form-side half: `request()` after client errors (react-hook-form's onInvalid) or after
 * putting the server's messages on their fields. The focus happens after React has rendered those
 * messages, and waits while `blocked` (a fieldset disabled during the save cannot take focus).
 * Use with `shouldFocusError: false`, so there is one focus rule for every form.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>(blocked = false) {
  const ref = useRef<T>(null);
  const [ticket, setTicket] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (blocked || ticket === handled.current) return;
    handled.current = ticket;
    focusFirstError(ref.current);
  });
  const request = useCallback(() => setTicket((n) => n + 1), []);
  return { ref, request, submitProps: SUBMIT_PROPS };
}

/**
 * Takes the reader to the first of `ids` that is on the page ("link each missing item to its field"):
 * scrolled to the middle and focused; an element that cannot take focus by itself (a heading) is
 * given tabindex -1 first. Answers the element, or null.
 */
export function focusElementById(ids: readonly string[]): HTMLElement | null {
  const el = ids.map((id) => document.getElementById(id)).find((e): e is HTMLElement => e !== null) ?? null;
  if (!el) return null;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  el.focus({ preventScroll: true });
  return el;
}
