import { useCallback, useRef } from 'react';

/**
 * Focus goes back to what opened a dialog or sheet once it closes. Radix returns focus only to
 * its own Trigger; dialogs opened from a menu item, a row button or another dialog have none,
 * so they remember the opener here (brief: focus returned after dialogs).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  /** The element to come back to; defaults to the one focused now. */
  const remember = useCallback((el?: HTMLElement | null) => {
    opener.current = el ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }, []);
  /**
   * After the dialog's own close handling (it moves focus first), focus the opener if it is
   * still there, or `instead` (e.g. the section whose buttons the action replaced).
   */
  const restore = useCallback((instead?: HTMLElement | null) => {
    const el = instead ?? opener.current;
    setTimeout(() => {
      if (el?.isConnected) el.focus();
    }, 0);
  }, []);
  return { remember, restore };
}
