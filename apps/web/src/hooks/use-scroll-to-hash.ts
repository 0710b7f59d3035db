import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links (docs/decisions/104): a page opened at `#<card id>` (a notification about one document
 * or one request) scrolls to that card once its content is there (`ready`) and moves the focus to
 * it, so a keyboard or screen-reader user lands where a sighted one looks. Once per hash.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef('');
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !id || done.current === hash) return;
    const el = document.getElementById(id);
    if (!el) return;
    done.current = hash;
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [hash, ready]);
}
