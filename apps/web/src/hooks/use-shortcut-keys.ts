import { useEffect, useRef } from 'react';

/** Keys typed into a field, with a modifier, or while a dialog or menu is open belong to that, not to the page. */
export function isKeyForThePage(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
  const el = e.target instanceof HTMLElement ? e.target : null;
  if (
    el &&
    (el.isContentEditable || el.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]'))
  )
    return false;
  // Enter on a link, a button or a checkbox activates that control: the page's Enter must not take it.
  if (e.key === 'Enter' && el?.closest('a, button, summary, [role="button"], [role="link"], [role="checkbox"]'))
    return false;
  return !document.querySelector('[role="dialog"], [role="alertdialog"]');
}

/**
 * A review screen's single-key shortcuts (docs/decisions/036): `keys` maps `KeyboardEvent.key`
 * to an action name; `onKey` gets the name of a key pressed on the page (not inside inputs,
 * dialogs or menus, not with Ctrl/Alt/Meta).
 */
export function useShortcutKeys<K extends string>(keys: Readonly<Record<string, K>>, onKey: (key: K) => void): void {
  const handler = useRef(onKey);
  const map = useRef(keys);
  useEffect(() => {
    handler.current = onKey;
    map.current = keys;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const key = map.current[e.key];
      if (!key || !isKeyForThePage(e)) return;
      e.preventDefault();
      handler.current(key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
