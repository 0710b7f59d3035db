import { useEffect, useRef, type RefObject } from 'react';

/**
 * A queue's selected item (docs/decisions/103), brought into view when the keys move the
 * selection; the first item selected when the list opens is not: the page stays where the user
 * put it. Give the returned ref to the selected item only; a `scroll-mt-*` on it keeps it clear of
 * the sticky header.
 */
export function useSelectionIntoView<E extends Element>(selectedKey: unknown): RefObject<E | null> {
  const ref = useRef<E>(null);
  const shown = useRef(selectedKey);
  useEffect(() => {
    if (Object.is(shown.current, selectedKey)) return;
    const first = shown.current == null;
    shown.current = selectedKey;
    if (!first) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedKey]);
  return ref;
}
